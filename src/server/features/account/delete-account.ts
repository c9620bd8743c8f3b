// What deleting an account does before better-auth removes the user (issue 41). The customer's future bookings are
// cancelled as their own cancellation (refunded by the 24-hour rule); a partner's future bookings are cancelled as
// the partner's (refunded in full: the customer did nothing wrong); the partner's listings are taken down. Bookings,
// payments and payouts stay on record, their account references set to null by the database.
import { APIError } from 'better-auth/api';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, vendors, venues } from '../../db/schema/index.ts';
import { CheckoutProblem, type CheckoutContext } from '../checkout/checkout-context.ts';
import { respondToBooking } from '../checkout/respond-to-booking.ts';
import type { ListingScope } from '../listings/index.ts';

const OPEN = inArray(bookingItems.status, ['requested', 'confirmed']);

async function customerLines(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(and(eq(bookings.customerId, userId), OPEN, gt(bookingItems.startsAt, now)));
  return rows.map((row) => row.id);
}

async function partnerLines(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .where(and(eq(bookingItems.partnerUserId, userId), OPEN, gt(bookingItems.startsAt, now)));
  return rows.map((row) => row.id);
}

/**
 * Cancels the account's future bookings and takes its listings down, then tells which listings changed (listings/listing-changes.ts).
 * A cancellation the payment provider cannot make now throws (CheckoutProblem 503): the account is then kept, and
 * deleting it again later picks up where this stopped.
 */
export async function closeAccount(ctx: CheckoutContext, listingsChanged: (scope: ListingScope) => Promise<void>, userId: string, now = new Date()): Promise<void> {
  for (const itemId of await customerLines(ctx.db, userId, now)) {
    await respondToBooking(ctx, { itemId, event: 'cancel', by: { kind: 'customer', userId }, now });
  }
  for (const itemId of await partnerLines(ctx.db, userId, now)) {
    await respondToBooking(ctx, { itemId, event: 'cancel', by: { kind: 'partner', userId }, now });
  }
  const takenDown = { isActive: false, updatedAt: now };
  const [venueRows, vendorRows] = await Promise.all([
    ctx.db.update(venues).set(takenDown).where(eq(venues.userId, userId)).returning({ id: venues.id }),
    ctx.db.update(vendors).set(takenDown).where(eq(vendors.userId, userId)).returning({ id: vendors.id }),
  ]);
  if (venueRows.length + vendorRows.length > 0) await listingsChanged({ venueIds: venueRows.map((r) => r.id), vendorIds: vendorRows.map((r) => r.id) });
}

/** closeAccount for better-auth's beforeDelete hook: a refusal answers with its own status and message, not 500. */
export async function closeAccountForAuth(ctx: CheckoutContext, listingsChanged: (scope: ListingScope) => Promise<void>, userId: string): Promise<void> {
  try {
    await closeAccount(ctx, listingsChanged, userId);
  } catch (error) {
    if (!(error instanceof CheckoutProblem)) throw error;
    throw new APIError(error.status === 503 ? 'SERVICE_UNAVAILABLE' : 'CONFLICT', { code: error.code, message: error.message });
  }
}
