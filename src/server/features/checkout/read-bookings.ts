// Bookings as their customer and their partners see them.
import { desc, eq, inArray } from 'drizzle-orm';
import { eventBookingStatus } from '#shared/bookings.ts';
import type { Booking, PartnerBooking, PartnerBookingRow } from '#shared/checkout.ts';
import type { SecurityDeposit } from '#shared/deposit-claims.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, paymentInstalments, payments } from '../../db/schema/index.ts';
import { depositsByItem } from './deposit-views.ts';
import { withSharesMerged } from './instalments.ts';

type BookingRow = typeof bookings.$inferSelect;
type ItemRow = typeof bookingItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

type InstalmentRow = typeof paymentInstalments.$inferSelect;

/** What each line is paid in and holds, by line: its instalments (the one charged at confirmation first) and any
 *  security deposit. */
export interface LineMoney {
  instalments: Map<string, InstalmentRow[]>;
  deposits: Map<string, SecurityDeposit>;
}

export async function lineMoney(db: Db, itemIds: string[]): Promise<LineMoney> {
  const [rows, deposits] = await Promise.all([
    itemIds.length
      ? db.select().from(paymentInstalments).where(inArray(paymentInstalments.bookingItemId, itemIds))
      : [],
    depositsByItem(db, itemIds),
  ]);
  const instalments = new Map<string, InstalmentRow[]>();
  for (const row of rows.sort((a, b) => Number(a.kind === 'balance') - Number(b.kind === 'balance')))
    instalments.set(row.bookingItemId, [...(instalments.get(row.bookingItemId) ?? []), row]);
  return { instalments, deposits };
}

export function toPartnerBooking(item: ItemRow, money: LineMoney): PartnerBooking {
  const rows = money.instalments.get(item.id) ?? [];
  const instalments = withSharesMerged(rows);
  return {
    id: item.id,
    type: item.itemType,
    listingId: item.venueId ?? item.vendorId,
    name: item.name,
    quantity: item.quantity,
    hours: item.hours,
    unitPriceCents: item.unitPriceCents,
    unit: item.priceUnit,
    extras: item.extras,
    lineTotalCents: item.lineTotalCents,
    chargeCents: item.chargeCents,
    refundedCents: item.refundedCents,
    partnerPayoutCents: item.partnerPayoutCents,
    paymentTerms: item.paymentTerms,
    cancellationTier: item.cancellationTier,
    confirmsAtOnce: item.confirmsAtOnce,
    securityDeposit: money.deposits.get(item.id) ?? null,
    instalments: instalments.map((i) => ({
      id: i.id,
      kind: i.kind,
      dueAt: i.dueAt?.toISOString() ?? null,
      chargeCents: i.chargeCents,
      status: i.status,
      refundedCents: i.refundedCents,
      paidAt: i.paidAt?.toISOString() ?? null,
      lastError: i.status === 'paid' || i.status === 'cancelled' ? null : i.lastError,
      split: rows.some((row) => row.shareOf === i.id),
    })),
    status: item.status,
    startsAt: item.startsAt.toISOString(),
    endsAt: item.endsAt.toISOString(),
    timeZone: item.timeZone,
    expiresAt: item.expiresAt?.toISOString() ?? null,
  };
}

export function toBooking(
  row: BookingRow,
  items: ItemRow[],
  payment: PaymentRow | undefined,
  money: LineMoney,
): Booking {
  const addOnsCost = items
    .flatMap((item) => item.extras)
    .reduce((total, extra) => total + (extra.kind === 'addon' ? extra.lineTotalCents : 0), 0);
  return {
    id: row.id,
    reference: row.reference,
    eventDate: row.eventDate,
    status: eventBookingStatus(items.map((i) => i.status)),
    eventDetails: row.eventDetails,
    breakdown: {
      servicesCost: row.subtotalCents - addOnsCost,
      addOnsCost,
      subtotal: row.subtotalCents,
      customerPlatformFee: row.customerPlatformFeeCents,
      vendorPlatformFee: row.vendorPlatformFeeCents,
      processingFee: row.processingFeeCents,
      taxAmount: row.taxCents,
      customerTotal: row.customerTotalCents,
      vendorReceives: row.vendorReceivesCents,
      platformRevenue: row.platformRevenueCents,
    },
    payment: payment
      ? {
          provider: payment.provider,
          status: payment.status,
          amountCents: payment.amountCents,
          capturedCents: payment.capturedCents,
          refundedCents: payment.refundedCents,
        }
      : null,
    items: items.map((item) => toPartnerBooking(item, money)),
    cardLast4: row.cardLast4,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadBookings(db: Db, rows: BookingRow[]): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, pays] = await Promise.all([
    db
      .select()
      .from(bookingItems)
      .where(inArray(bookingItems.bookingId, ids))
      .orderBy(bookingItems.createdAt, bookingItems.itemType),
    db.select().from(payments).where(inArray(payments.bookingId, ids)),
  ]);
  const money = await lineMoney(
    db,
    items.map((item) => item.id),
  );
  return rows.map((row) =>
    toBooking(
      row,
      items.filter((i) => i.bookingId === row.id),
      pays.find((p) => p.bookingId === row.id),
      money,
    ),
  );
}

export async function customerBookings(db: Db, customerId: string): Promise<Booking[]> {
  return loadBookings(
    db,
    await db
      .select()
      .from(bookings)
      .where(eq(bookings.customerId, customerId))
      .orderBy(desc(bookings.eventDate))
      .limit(200),
  );
}

/**
 * The booking if the viewer may see it: its customer or an admin. Its partners see their own lines in the portal,
 * never the customer's card, fees and payments or the other partners' lines (ADR 030).
 */
export async function visibleBooking(
  db: Db,
  bookingId: string,
  viewer: { id: string; roles: readonly string[] },
): Promise<Booking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row || (row.customerId !== viewer.id && !viewer.roles.includes('admin'))) return null;
  const [items, [payment]] = await Promise.all([
    db
      .select()
      .from(bookingItems)
      .where(eq(bookingItems.bookingId, bookingId))
      .orderBy(bookingItems.createdAt, bookingItems.itemType),
    db.select().from(payments).where(eq(payments.bookingId, bookingId)),
  ]);
  return toBooking(
    row,
    items,
    payment,
    await lineMoney(
      db,
      items.map((item) => item.id),
    ),
  );
}

/** A partner's own bookings across events, newest event first. */
export async function partnerBookings(db: Db, partnerUserId: string): Promise<PartnerBookingRow[]> {
  const rows = await db
    .select({
      item: bookingItems,
      reference: bookings.reference,
      eventDate: bookings.eventDate,
      contact: bookings.contact,
      eventDetails: bookings.eventDetails,
    })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(eq(bookingItems.partnerUserId, partnerUserId))
    .orderBy(desc(bookings.eventDate))
    .limit(200);
  const money = await lineMoney(
    db,
    rows.map((r) => r.item.id),
  );
  return rows.map((r) => {
    const line = toPartnerBooking(r.item, money);
    return {
      ...line,
      // A partner sees that a balance is paid, not who pays it.
      instalments: line.instalments.map((instalment) => ({ ...instalment, split: false })),
      reference: r.reference,
      bookingId: r.item.bookingId,
      eventDate: r.eventDate,
      customerName: r.contact.name,
      eventDetails: r.eventDetails,
    };
  });
}
