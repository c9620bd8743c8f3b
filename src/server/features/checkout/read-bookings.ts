// Bookings as their customer and their partners see them.
import { desc, eq, inArray } from 'drizzle-orm';
import { eventBookingStatus } from '#shared/bookings.ts';
import type { Booking, PartnerBooking, PartnerBookingRow } from '#shared/checkout.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, payments } from '../../db/schema/index.ts';

type BookingRow = typeof bookings.$inferSelect;
type ItemRow = typeof bookingItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

function toPartnerBooking(item: ItemRow): PartnerBooking {
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
    status: item.status,
    startsAt: item.startsAt.toISOString(),
    endsAt: item.endsAt.toISOString(),
    expiresAt: item.expiresAt?.toISOString() ?? null,
  };
}

export function toBooking(row: BookingRow, items: ItemRow[], payment: PaymentRow | undefined): Booking {
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
    items: items.map(toPartnerBooking),
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
  return rows.map((row) =>
    toBooking(
      row,
      items.filter((i) => i.bookingId === row.id),
      pays.find((p) => p.bookingId === row.id),
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

/** The booking if the viewer may see it: its customer, a partner with a line in it, or an admin. */
export async function visibleBooking(
  db: Db,
  bookingId: string,
  viewer: { id: string; roles: readonly string[] },
): Promise<Booking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return null;
  const [items, [payment]] = await Promise.all([
    db
      .select()
      .from(bookingItems)
      .where(eq(bookingItems.bookingId, bookingId))
      .orderBy(bookingItems.createdAt, bookingItems.itemType),
    db.select().from(payments).where(eq(payments.bookingId, bookingId)),
  ]);
  const mayRead =
    row.customerId === viewer.id ||
    viewer.roles.includes('admin') ||
    items.some((item) => item.partnerUserId === viewer.id);
  return mayRead ? toBooking(row, items, payment) : null;
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
  return rows.map((r) => ({
    ...toPartnerBooking(r.item),
    reference: r.reference,
    bookingId: r.item.bookingId,
    eventDate: r.eventDate,
    customerName: r.contact.name,
    eventDetails: r.eventDetails,
  }));
}
