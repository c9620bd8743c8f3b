// Writes the ledger (#shared/ledger.ts): each provider operation once, under the key it was made with, in the
// transaction that records what it did. An operation made again with its key (a retry, a reconciler finishing
// what a crash cut short) finds its entry written and adds nothing.
import { sql } from 'drizzle-orm';
import type { LedgerKind } from '#shared/ledger.ts';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

export type LedgerEntryInput = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt'>;

export async function recordInLedger(db: Pick<Db, 'insert'>, entries: LedgerEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(ledgerEntries).values(entries).onConflictDoNothing({ target: ledgerEntries.idempotencyKey });
}

/** The booking line an entry is about, as the ledger names it. */
export const lineOf = (item: { id: string; bookingId: string; partnerUserId: string | null }) => ({
  bookingId: item.bookingId,
  bookingItemId: item.id,
  partnerUserId: item.partnerUserId,
});

/** A hold let go has no key of its own at the provider: the payment names it (a payment is released once). */
export const releaseKey = (providerPaymentId: string) => `release:${providerPaymentId}`;

/** The sum of the entries of one kind in a query over the ledger (0 when there are none). */
export const ledgerSum = (kind: LedgerKind) =>
  sql<number>`coalesce(sum(${ledgerEntries.amountCents}) FILTER (WHERE ${ledgerEntries.kind} = ${kind}), 0)::int`;
