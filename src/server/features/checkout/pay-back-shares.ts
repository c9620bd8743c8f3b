// A co-host's share of a payment the organizer already made (a deposit or a payment in full, captured from the
// checkout's hold at confirmation; ADR 030). The co-host pays it with their own card like a share of a balance
// (pay-instalment.ts); the share's payment and its parent's smaller charge are written together (charge-balances.ts),
// so the line's paid instalments still add up to what was paid. Then the same amount goes back to the organizer's
// card from the checkout's payment, keyed by the share, and a money job makes any such refund a crash left owed. Both
// moves are between customers' cards: the partner's statement shows neither.
import { and, asc, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { bookingItems, ledgerEntries, paymentInstalments, payments } from '../../db/schema/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import type { InstalmentRow } from './instalments.ts';
import { recordInLedger } from './ledger.ts';

/** A share of a payment already made, rather than of a balance still to charge. */
export const paysBack = (instalment: Pick<InstalmentRow, 'shareOf' | 'kind'>) =>
  instalment.shareOf !== null && instalment.kind !== 'balance';

const PAY_BACK_KEY_PREFIX = 'payback:';
const payBackKey = (shareId: string) => `${PAY_BACK_KEY_PREFIX}${shareId}`;

/** Gives a paid share's amount back to the organizer's card, once whatever calls it. */
export async function payBack(ctx: CheckoutContext, share: InstalmentRow, now: Date): Promise<void> {
  const [found] = await ctx.db
    .select({ payment: payments, bookingId: bookingItems.bookingId })
    .from(bookingItems)
    .innerJoin(payments, eq(payments.bookingId, bookingItems.bookingId))
    .where(eq(bookingItems.id, share.bookingItemId));
  if (!found) throw new Error(`a paid share ${share.id} has no checkout payment to give back from`);
  const idempotencyKey = payBackKey(share.id);
  const paymentId = found.payment.providerPaymentId;
  if (found.payment.capturedCents - found.payment.refundedCents < share.chargeCents)
    throw new Error(`the checkout's payment cannot give back share ${share.id}: too little is left of it`);
  await ctx.payments.refund({ paymentId, amountCents: share.chargeCents, idempotencyKey });
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.payment.id)).for('update');
    const [recorded] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
    if (recorded) return;
    await recordInLedger(tx, [
      {
        bookingId: found.bookingId,
        bookingItemId: share.bookingItemId,
        partnerUserId: null,
        occurredAt: now,
        idempotencyKey,
        kind: 'refund',
        purpose: 'booking',
        amountCents: share.chargeCents,
        providerPaymentId: paymentId,
      },
    ]);
    await tx
      .update(payments)
      .set({ refundedCents: payment!.refundedCents + share.chargeCents })
      .where(eq(payments.id, payment!.id));
  });
}

/** Gives back what co-hosts paid of payments already made where a crash left it owed; answers how many. */
export async function payBackOwed(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const owed = await ctx.db
    .select()
    .from(paymentInstalments)
    .where(
      and(
        isNotNull(paymentInstalments.shareOf),
        ne(paymentInstalments.kind, 'balance'),
        eq(paymentInstalments.status, 'paid'),
        notExists(
          ctx.db
            .select({ id: ledgerEntries.id })
            .from(ledgerEntries)
            .where(
              eq(ledgerEntries.idempotencyKey, sql`${PAY_BACK_KEY_PREFIX}::text || ${paymentInstalments.id}::text`),
            ),
        ),
      ),
    )
    .orderBy(asc(paymentInstalments.paidAt));
  let given = 0;
  for (const share of owed)
    await payBack(ctx, share, now).then(
      () => (given += 1),
      (error: unknown) => ctx.log.error({ err: error, share: share.id }, 'could not give a paid share back'),
    );
  return given;
}
