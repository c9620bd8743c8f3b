// A partner's earnings: a payout per confirmed booking (written when they confirm, paid when they complete it),
// with the booking's line and the platform's fee (§9 vendor platform fee), and monthly statements as CSV.
import { desc, eq } from 'drizzle-orm';
import { FEE_RATES } from '#shared/fees.ts';
import type { Earning, Earnings } from '#shared/payouts.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, payouts } from '../../db/schema/index.ts';

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
    months: [...new Set(earnings.map((e) => e.confirmedAt.slice(0, 7)))],
  };
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula character is neutralised. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The statement of one month (YYYY-MM): the bookings confirmed in it and a totals line. */
export function statementCsv(earnings: Earning[], month: string): string {
  const lines = earnings.filter((e) => e.confirmedAt.startsWith(month)).reverse();
  const header = [
    'Confirmed',
    'Booking',
    'Event date',
    'Listing',
    'Customer',
    'Booking amount',
    `Platform fee (${FEE_RATES.vendorPlatformFee * 100}%)`,
    'Refunded',
    'Payout',
    'Status',
    'Paid on',
  ];
  const body = lines.map((e) => [
    e.confirmedAt.slice(0, 10),
    e.reference,
    e.eventDate,
    e.listingName,
    e.customerName,
    dollars(e.lineTotalCents),
    dollars(e.platformFeeCents),
    dollars(e.refundedCents),
    dollars(e.payoutCents),
    e.status,
    e.paidAt?.slice(0, 10) ?? '',
  ]);
  const kept = lines.filter((e) => e.status !== 'reversed');
  const total = (pick: (e: Earning) => number) => dollars(kept.reduce((sum, e) => sum + pick(e), 0));
  const totals = [
    'Total',
    '',
    '',
    '',
    '',
    total((e) => e.lineTotalCents),
    total((e) => e.platformFeeCents),
    total((e) => e.refundedCents),
    total((e) => e.payoutCents),
    '',
    '',
  ];
  return [header, ...body, totals].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
