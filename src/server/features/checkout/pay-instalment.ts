// The customer pays a balance (or their part of one split with co-hosts) now with another card (the link in the
// reminder and failure mails): the new card is saved for the booking, the balance is taken from the scheduler the same way it takes one (so the two never both
// charge it), and charged at once. A co-host pays their share of a balance the same way, with their own card.
import { and, eq, exists, gt, inArray } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { PaymentDeclinedError, PaymentUnavailableError } from '../../adapters/payments/index.ts';
import { bookingItems, bookings, paymentInstalments } from '../../db/schema/index.ts';
import type { Viewer } from '../auth/index.ts';
import { BALANCE_RULES, chargeInstalment, type ChargeOutcome } from './charge-balances.ts';
import type { InstalmentRow } from './instalments.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { NOT_YOUR_BOOKING } from './respond-to-booking.ts';

export const PAY_INSTALMENT_ERRORS = {
  notDue: 'This payment is not waiting to be paid.',
  inProgress: 'This payment is being charged right now. Refresh in a minute to see how it went.',
} as const;

export async function payInstalmentNow(
  ctx: CheckoutContext,
  viewer: Viewer,
  input: { bookingId: string; instalmentId: string; paymentMethod: string },
  now = new Date(),
): Promise<{ status: 'paid' }> {
  const [row] = await ctx.db
    .select({ instalment: paymentInstalments, item: bookingItems, booking: bookings })
    .from(paymentInstalments)
    .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(and(eq(paymentInstalments.id, input.instalmentId), eq(bookings.id, input.bookingId)));
  if (!row || row.booking.customerId !== viewer.id) throw new AppError('NOT_FOUND', NOT_YOUR_BOOKING, 404);
  const { instalment, item, booking } = row;
  if (instalment.status === 'processing') throw new AppError('IN_PROGRESS', PAY_INSTALMENT_ERRORS.inProgress, 409);
  if (
    instalment.kind !== 'balance' ||
    // A co-host's share is theirs to pay until its deadline; then the organizer's, like any part of the balance.
    shareOpen(instalment, now) ||
    item.status !== 'confirmed' ||
    !['scheduled', 'failed'].includes(instalment.status)
  )
    throw new AppError('NOT_DUE', PAY_INSTALMENT_ERRORS.notDue, 409);

  const card = await saveCardFor(ctx, instalment, input.paymentMethod, booking.contact.email, now);

  const [taken] = await ctx.db
    .update(paymentInstalments)
    .set({
      status: 'processing',
      attempts: instalment.attempts + 1,
      leaseUntil: new Date(now.getTime() + BALANCE_RULES.leaseMs),
    })
    .where(
      and(
        eq(paymentInstalments.id, instalment.id),
        eq(paymentInstalments.attempts, instalment.attempts),
        inArray(paymentInstalments.status, ['scheduled', 'failed']),
      ),
    )
    .returning();
  if (!taken) throw new AppError('IN_PROGRESS', PAY_INSTALMENT_ERRORS.inProgress, 409);

  const outcome = await chargeInstalment(ctx, taken, card.id, now, { tellRefusal: false });
  // The card this attempt was made with is the booking's from now on, unless it was refused: a scheduler that resumes
  // an attempt cut short (the provider unreachable) must make it again with the same card and key.
  if (outcome.status !== 'refused')
    await ctx.db
      .update(bookings)
      .set({ savedCardId: card.id, cardLast4: card.cardLast4 })
      .where(eq(bookings.id, booking.id));
  return paidOrThrown(outcome);
}

/**
 * A co-host pays their share of a balance with their own card, before its deadline (the share's due date). The
 * attempt carries its card, so a scheduler resuming it after a crash charges the same card with the same key; a
 * refusal leaves the share waiting for another try or its deadline. The caller checked who may pay it.
 */
export async function payShareNow(
  ctx: CheckoutContext,
  input: { instalmentId: string; paymentMethod: string; email: string },
  now = new Date(),
): Promise<{ status: 'paid' }> {
  const [instalment] = await ctx.db
    .select()
    .from(paymentInstalments)
    .where(eq(paymentInstalments.id, input.instalmentId));
  if (instalment?.status === 'processing') throw new AppError('IN_PROGRESS', PAY_INSTALMENT_ERRORS.inProgress, 409);
  if (!instalment || instalment.status !== 'scheduled' || !shareOpen(instalment, now))
    throw new AppError('NOT_DUE', PAY_INSTALMENT_ERRORS.notDue, 409);
  const card = await saveCardFor(ctx, instalment, input.paymentMethod, input.email, now);
  const [taken] = await ctx.db
    .update(paymentInstalments)
    .set({
      status: 'processing',
      attempts: instalment.attempts + 1,
      coHostAttempts: instalment.coHostAttempts + 1,
      cardId: card.id,
      leaseUntil: new Date(now.getTime() + BALANCE_RULES.leaseMs),
    })
    .where(
      and(
        eq(paymentInstalments.id, instalment.id),
        eq(paymentInstalments.attempts, instalment.attempts),
        eq(paymentInstalments.status, 'scheduled'),
        gt(paymentInstalments.dueAt, now),
        // A line cancelled meanwhile takes no more money: its cancellation refunds only what was paid before.
        exists(
          ctx.db
            .select({ id: bookingItems.id })
            .from(bookingItems)
            .where(and(eq(bookingItems.id, paymentInstalments.bookingItemId), eq(bookingItems.status, 'confirmed'))),
        ),
      ),
    )
    .returning();
  if (!taken) throw new AppError('IN_PROGRESS', PAY_INSTALMENT_ERRORS.inProgress, 409);
  return paidOrThrown(await chargeInstalment(ctx, taken, card.id, now, { tellRefusal: false, tellPaid: false }));
}

/** A co-host's share its co-host may still pay: before its deadline, and never yet tried on the organizer's card. */
export const shareOpen = (instalment: InstalmentRow, now: Date) =>
  instalment.shareOf !== null && instalment.dueAt! > now && instalment.attempts === instalment.coHostAttempts;

function saveCardFor(ctx: CheckoutContext, instalment: InstalmentRow, paymentMethod: string, email: string, now: Date) {
  return ctx.payments
    .saveCard({
      paymentMethod,
      email,
      idempotencyKey: `card:${instalment.id}:${instalment.attempts + 1}:${now.getTime()}`,
    })
    .catch((error: unknown) => {
      if (error instanceof PaymentDeclinedError) throw new AppError(error.code, error.message, 402);
      if (error instanceof PaymentUnavailableError) throw new AppError(error.code, error.message, 503);
      throw error;
    });
}

function paidOrThrown(outcome: ChargeOutcome): { status: 'paid' } {
  if (outcome.status === 'unavailable')
    throw new AppError('PAYMENT_UNAVAILABLE', new PaymentUnavailableError().message, 503);
  if (outcome.status === 'refused') throw new AppError('PAYMENT_DECLINED', outcome.reason, 402);
  return { status: 'paid' };
}
