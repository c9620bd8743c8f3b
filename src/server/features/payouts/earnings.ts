// A partner's earnings: a payout per confirmed booking (written when they confirm, paid when they complete it),
// with the booking's line and the platform's fee (§9 vendor platform fee), and monthly statements of the money that
// moved for their lines (the ledger's entries, #shared/ledger.ts) as CSV.
import { desc, eq } from 'drizzle-orm';
import { ledgerEntryInWords, type PartnerStatement } from '#shared/ledger.ts';
import type { Earning, Earnings } from '#shared/payouts.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, payouts } from '../../db/schema/index.ts';
import { partnerStatementMonths } from '../checkout/index.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function partnerEarnings(db: Db, partnerId: string): Promise<Earnings> {
  const rows = await db
    .select({
      payout: payouts,
      item: bookingItems,
      reference: bookings.reference,
      eventDate: bookings.eventDate,
      contact: bookings.contact,
    })
    .from(payouts)
    .innerJoin(bookingItems, eq(bookingItems.id, payouts.bookingItemId))
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(eq(payouts.partnerUserId, partnerId))
    .orderBy(desc(payouts.createdAt))
    .limit(1000);
  const earnings: Earning[] = rows.map(({ payout, item, reference, eventDate, contact }) => ({
    bookingItemId: item.id,
    bookingId: item.bookingId,
    reference,
    eventDate,
    listingName: item.name,
    customerName: contact.name,
    confirmedAt: payout.createdAt.toISOString(),
    lineTotalCents: item.lineTotalCents,
    platformFeeCents: item.lineTotalCents - item.partnerPayoutCents,
    refundedCents: item.refundedCents,
    payoutCents: payout.amountCents,
    status: payout.status,
    paidAt: iso(payout.paidAt),
  }));
  const sum = (list: Earning[], pick: (e: Earning) => number) => list.reduce((total, e) => total + pick(e), 0);
  const kept = earnings.filter((e) => e.status !== 'reversed');
  return {
    earnings,
    totals: {
      paidCents: sum(
        kept.filter((e) => e.status === 'paid'),
        (e) => e.payoutCents,
      ),
      pendingCents: sum(
        kept.filter((e) => e.status === 'pending'),
        (e) => e.payoutCents,
      ),
      feesCents: sum(kept, (e) => e.platformFeeCents),
    },
    months: await partnerStatementMonths(db, partnerId),
  };
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula character is neutralised. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The statement of one month as CSV: each time money moved for the partner's lines, then the month's totals. */
export function statementCsv(statement: PartnerStatement): string {
  const header = ['Date', 'Booking', 'Listing', 'What', 'Amount'];
  const body = statement.entries.map((entry) => [
    entry.occurredAt.slice(0, 10),
    entry.bookingReference,
    entry.itemName ?? '',
    ledgerEntryInWords(entry.kind, entry.purpose),
    dollars(entry.kind === 'capture' ? entry.amountCents : -entry.amountCents),
  ]);
  const totals = [
    ['Paid by customers', '', '', '', dollars(statement.paidByCustomersCents)],
    ['Refunded to customers', '', '', '', dollars(-statement.refundedCents)],
    ['Paid out to you', '', '', '', dollars(statement.paidOutCents)],
  ];
  return [header, ...body, ...totals].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
