// Jobs that keep money and bookings in step, run every minute and at start:
// - attempts left without a booking (a request that died after authorizing, or a provider that failed
//   mid-call) are looked up at the provider and any hold is released, so no card stays charged for nothing;
// - lines that confirm at once, left requests by a checkout that stopped after writing its booking, are confirmed;
// - requests nobody answered in time expire, releasing their share of the hold;
// - confirmed bookings complete a day after they end, paying their partners out;
// - confirmations interrupted between their status and their money are finished.
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { BOOKING_RULES } from '#shared/bookings.ts';
import { bookingItems, checkoutAttempts, payouts } from '../../db/schema/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { confirmInstantLine, STALE_ATTEMPT_MS } from './place-checkout.ts';
import { finishConfirmation, respondToBooking } from './respond-to-booking.ts';

export const RECONCILE_INTERVAL_MS = 60_000;

export async function reconcileCheckouts(
  ctx: CheckoutContext,
  now = new Date(),
): Promise<{ released: number; abandoned: number }> {
  const cutoff = new Date(now.getTime() - STALE_ATTEMPT_MS);
  const stale = await ctx.db
    .select()
    .from(checkoutAttempts)
    .where(
      and(
        isNull(checkoutAttempts.bookingId),
        inArray(checkoutAttempts.status, ['started', 'failed']),
        lte(checkoutAttempts.updatedAt, cutoff),
      ),
    );
  let released = 0;
  for (const attempt of stale) {
    try {
      const hold = await ctx.payments.findByAttempt(attempt.id);
      if (hold?.held) {
        await ctx.payments.release(hold.id);
        released += 1;
        ctx.log.warn(
          { attempt: attempt.id, payment: hold.id },
          'released the hold of a checkout that never became a booking',
        );
      }
      await ctx.db
        .update(checkoutAttempts)
        .set({
          status: 'abandoned',
          providerPaymentId: hold?.id ?? null,
          failure: attempt.failure ?? 'The checkout did not finish. Nothing was charged; please try again.',
        })
        .where(eq(checkoutAttempts.id, attempt.id));
    } catch (error) {
      ctx.log.error({ err: error, attempt: attempt.id }, 'could not reconcile a checkout attempt; will try again');
    }
  }
  return { released, abandoned: stale.length };
}

export async function confirmWaitingInstantLines(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const waiting = await ctx.db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .where(
      and(
        eq(bookingItems.status, 'requested'),
        eq(bookingItems.confirmsAtOnce, true),
        lte(bookingItems.createdAt, new Date(now.getTime() - STALE_ATTEMPT_MS)),
      ),
    );
  for (const { id } of waiting) await confirmInstantLine(ctx, id, now);
  return waiting.length;
}

export async function expireRequests(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const due = await ctx.db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .where(
      and(eq(bookingItems.status, 'requested'), or(lte(bookingItems.expiresAt, now), lte(bookingItems.startsAt, now))),
    );
  let expired = 0;
  for (const { id } of due) {
    try {
      await respondToBooking(ctx, { itemId: id, event: 'expire', by: { kind: 'system' }, now });
      expired += 1;
    } catch (error) {
      ctx.log.warn({ err: error, item: id }, 'could not expire a booking request');
    }
  }
  return expired;
}

/**
 * Completes confirmed bookings a day after they end (ADR 030): reviews need completed bookings, and partners who
 * never press Complete are paid out all the same. The same transition as the partner's button, by the system.
 */
export async function completeEndedLines(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const ended = await ctx.db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .where(
      and(
        eq(bookingItems.status, 'confirmed'),
        lte(bookingItems.endsAt, new Date(now.getTime() - BOOKING_RULES.completeAfterMs)),
      ),
    );
  let completed = 0;
  for (const { id } of ended) {
    try {
      await respondToBooking(ctx, { itemId: id, event: 'complete', by: { kind: 'system' }, now });
      completed += 1;
    } catch (error) {
      ctx.log.warn({ err: error, item: id }, 'could not complete an ended booking');
    }
  }
  return completed;
}

export async function finishInterruptedConfirmations(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_ATTEMPT_MS);
  const orphans = await ctx.db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .leftJoin(payouts, eq(payouts.bookingItemId, bookingItems.id))
    .where(and(eq(bookingItems.status, 'confirmed'), isNull(payouts.id), lte(bookingItems.respondedAt, cutoff)));
  for (const { id } of orphans) {
    await finishConfirmation(ctx, id).catch((error: unknown) =>
      ctx.log.error({ err: error, item: id }, 'could not finish an interrupted confirmation'),
    );
  }
  return orphans.length;
}
