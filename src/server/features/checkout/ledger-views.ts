// Reading the ledger: a partner's statement for a month and the platform's money month by month, both sums of its
// entries (#shared/ledger.ts). Holds and releases move no money and are left out of both.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { LedgerMonth, PartnerStatement, PlatformLedger } from '#shared/ledger.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, ledgerEntries, ledgerReconciliations } from '../../db/schema/index.ts';
import { ledgerSum } from './ledger.ts';

const MONEY_KINDS = ['capture', 'refund', 'transfer'] as const;

/** The first instant of a month (YYYY-MM) and of the next one, in UTC. */
function monthBounds(month: string): [Date, Date] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, index - 1, 1)), new Date(Date.UTC(year, index, 1))];
}

export async function partnerStatement(db: Db, partnerUserId: string, month: string): Promise<PartnerStatement> {
  const [from, to] = monthBounds(month);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      occurredAt: ledgerEntries.occurredAt,
      kind: ledgerEntries.kind,
      purpose: ledgerEntries.purpose,
      amountCents: ledgerEntries.amountCents,
      bookingReference: bookings.reference,
      itemName: bookingItems.name,
    })
    .from(ledgerEntries)
    .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
    .leftJoin(bookingItems, eq(bookingItems.id, ledgerEntries.bookingItemId))
    .where(
      and(
        eq(ledgerEntries.partnerUserId, partnerUserId),
        inArray(ledgerEntries.kind, [...MONEY_KINDS]),
        gte(ledgerEntries.occurredAt, from),
        lt(ledgerEntries.occurredAt, to),
      ),
    )
    .orderBy(ledgerEntries.occurredAt, ledgerEntries.id);
  const total = (kind: string) =>
    rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amountCents, 0);
  return {
    month,
    entries: rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
    paidByCustomersCents: total('capture'),
    refundedCents: total('refund'),
    paidOutCents: total('transfer'),
  };
}

/** The months (YYYY-MM, the latest first) in which money moved for the partner's lines. */
export async function partnerStatementMonths(db: Db, partnerUserId: string): Promise<string[]> {
  const month = sql<string>`to_char(${ledgerEntries.occurredAt} AT TIME ZONE 'UTC', 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.partnerUserId, partnerUserId), inArray(ledgerEntries.kind, [...MONEY_KINDS])))
    .orderBy(desc(month));
  return rows.map((row) => row.month);
}

/** The platform's money in each of the last `months` months (the latest first) and the last reconciliation. */
export async function platformLedger(db: Db, now: Date, months = 12): Promise<PlatformLedger> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const month = sql<string>`to_char(${ledgerEntries.occurredAt} AT TIME ZONE 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      capturedCents: ledgerSum('capture'),
      refundedCents: ledgerSum('refund'),
      paidOutCents: ledgerSum('transfer'),
    })
    .from(ledgerEntries)
    .where(gte(ledgerEntries.occurredAt, since))
    .groupBy(month)
    .orderBy(desc(month));
  const [last] = await db.select().from(ledgerReconciliations).orderBy(desc(ledgerReconciliations.ranAt)).limit(1);
  return {
    months: rows.map((row): LedgerMonth => ({
      ...row,
      keptCents: row.capturedCents - row.refundedCents - row.paidOutCents,
    })),
    lastReconciliation: last
      ? {
          ranAt: last.ranAt.toISOString(),
          paymentsChecked: last.paymentsChecked,
          accountsChecked: last.accountsChecked,
          differences: last.differences,
        }
      : null,
  };
}
