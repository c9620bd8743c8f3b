// Checks the ledger against the payment provider's own records once a day: for every payment with an entry in the
// last 60 days, what was authorized, captured and refunded of it; for every partner account ever paid, what was
// transferred into it. Each run is kept (ledger_reconciliations) with what differed, and each difference is logged
// as an error for the team: a difference means money moved that the app did not record, or the other way round.
import { and, desc, gte, inArray, isNotNull } from 'drizzle-orm';
import type { LedgerDifference } from '#shared/ledger.ts';
import { ledgerEntries, ledgerReconciliations } from '../../db/schema/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { ledgerSum } from './ledger.ts';

export const LEDGER_RECONCILE_EVERY_MS = 24 * 3_600_000;
export const LEDGER_RECONCILE_WINDOW_MS = 60 * 24 * 3_600_000;

export type LedgerReconciliation = typeof ledgerReconciliations.$inferSelect;

/** Runs the reconciliation when the last run is a day old (or `force`); null when it was not due. */
export async function reconcileLedger(
  ctx: CheckoutContext,
  now = new Date(),
  { force = false } = {},
): Promise<LedgerReconciliation | null> {
  const [last] = await ctx.db
    .select({ ranAt: ledgerReconciliations.ranAt })
    .from(ledgerReconciliations)
    .orderBy(desc(ledgerReconciliations.ranAt))
    .limit(1);
  if (!force && last && now.getTime() - last.ranAt.getTime() < LEDGER_RECONCILE_EVERY_MS) return null;

  const differences: LedgerDifference[] = [];
  const differ = (difference: LedgerDifference) => {
    if (difference.ledgerCents !== difference.providerCents) differences.push(difference);
  };

  const recent = ctx.db
    .selectDistinct({ id: ledgerEntries.providerPaymentId })
    .from(ledgerEntries)
    .where(gte(ledgerEntries.occurredAt, new Date(now.getTime() - LEDGER_RECONCILE_WINDOW_MS)));
  const paymentsInLedger = await ctx.db
    .select({
      id: ledgerEntries.providerPaymentId,
      authorized: ledgerSum('authorization'),
      captured: ledgerSum('capture'),
      refunded: ledgerSum('refund'),
    })
    .from(ledgerEntries)
    .where(and(isNotNull(ledgerEntries.providerPaymentId), inArray(ledgerEntries.providerPaymentId, recent)))
    .groupBy(ledgerEntries.providerPaymentId);
  for (const payment of paymentsInLedger) {
    const id = payment.id!;
    const provider = await ctx.payments.paymentTotals(id);
    // A balance is charged at once: the ledger has its capture and no hold.
    if (payment.authorized > 0)
      differ({
        subject: 'payment',
        id,
        what: 'authorized',
        ledgerCents: payment.authorized,
        providerCents: provider.amountCents,
      });
    differ({
      subject: 'payment',
      id,
      what: 'captured',
      ledgerCents: payment.captured,
      providerCents: provider.capturedCents,
    });
    differ({
      subject: 'payment',
      id,
      what: 'refunded',
      ledgerCents: payment.refunded,
      providerCents: provider.refundedCents,
    });
  }

  const accounts = await ctx.db
    .select({ id: ledgerEntries.providerAccountId, transferred: ledgerSum('transfer') })
    .from(ledgerEntries)
    .where(isNotNull(ledgerEntries.providerAccountId))
    .groupBy(ledgerEntries.providerAccountId);
  for (const account of accounts) {
    const id = account.id!;
    differ({
      subject: 'account',
      id,
      what: 'transferred',
      ledgerCents: account.transferred,
      providerCents: await ctx.payments.transferredTo(id),
    });
  }

  for (const difference of differences) ctx.log.error({ difference }, 'the ledger and the payment provider disagree');
  const [run] = await ctx.db
    .insert(ledgerReconciliations)
    .values({ ranAt: now, paymentsChecked: paymentsInLedger.length, accountsChecked: accounts.length, differences })
    .returning();
  return run!;
}
