// The customer pays a balance now with another card (the link in the reminder and failure mails): the new card is
// saved for the booking, the balance is taken from the scheduler the same way it takes one (so the two never both
// charge it), and charged at once.
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { PaymentDeclinedError, PaymentUnavailableError } from '../../adapters/payments/index.ts';
import { bookingItems, bookings, paymentInstalments } from '../../db/schema/index.ts';
import type { Viewer } from '../auth/index.ts';
import { BALANCE_RULES, chargeInstalment } from './charge-balances.ts';
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
    item.status !== 'confirmed' ||
    !['scheduled', 'failed'].includes(instalment.status)
  )
    throw new AppError('NOT_DUE', PAY_INSTALMENT_ERRORS.notDue, 409);

  const card = await ctx.payments
    .saveCard({
      paymentMethod: input.paymentMethod,
      email: booking.contact.email,
      idempotencyKey: `card:${instalment.id}:${instalment.attempts + 1}:${now.getTime()}`,
    })
    .catch((error: unknown) => {
      if (error instanceof PaymentDeclinedError) throw new AppError(error.code, error.message, 402);
      if (error instanceof PaymentUnavailableError) throw new AppError(error.code, error.message, 503);
      throw error;
    });

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
  if (outcome !== 'refused')
    await ctx.db
      .update(bookings)
      .set({ savedCardId: card.id, cardLast4: card.cardLast4 })
      .where(eq(bookings.id, booking.id));
  if (outcome === 'unavailable') throw new AppError('PAYMENT_UNAVAILABLE', new PaymentUnavailableError().message, 503);
  if (outcome === 'refused') {
    const [after] = await ctx.db
      .select({ lastError: paymentInstalments.lastError })
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, instalment.id));
    throw new AppError('PAYMENT_DECLINED', after?.lastError ?? 'Your card was declined.', 402);
  }
  return { status: 'paid' };
}
