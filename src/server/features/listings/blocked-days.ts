// A venue's blocked days, written by its owner from the portal's calendar (features/calendar reads them there): search
// leaves out a venue closed on an asked date and its page shows the day as taken, so each change is a listing change.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookingItems, venueBlockedDates, venues } from '../../db/schema/index.ts';
import { inListingTransaction, type ListingTransaction, type ListingWriter } from './listing-writes.ts';

export type BlockOutcome = 'blocked' | 'not-found' | 'booked' | 'already-blocked';

async function ownsVenue(t: ListingTransaction, ownerId: string, venueId: string): Promise<boolean> {
  const [venue] = await t.tx
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.userId, ownerId)));
  return Boolean(venue);
}

/** Blocks one of the owner's venues for a day, unless a booking still on starts that day. */
export async function blockDay(
  writer: ListingWriter,
  ownerId: string,
  venueId: string,
  date: string,
  reason: string | undefined,
): Promise<BlockOutcome> {
  return inListingTransaction(writer, async (t) => {
    if (!(await ownsVenue(t, ownerId, venueId))) return 'not-found';
    const [clash] = await t.tx
      .select({ id: bookingItems.id })
      .from(bookingItems)
      .where(
        and(
          eq(bookingItems.venueId, venueId),
          inArray(bookingItems.status, ['requested', 'confirmed']),
          // The day it starts on its own clock.
          sql`(${bookingItems.startsAt} AT TIME ZONE ${bookingItems.timeZone})::date = ${date}`,
        ),
      )
      .limit(1);
    if (clash) return 'booked';
    const inserted = await t.tx
      .insert(venueBlockedDates)
      .values({ venueId, date, reason: reason || null })
      .onConflictDoNothing()
      .returning({ id: venueBlockedDates.id });
    if (inserted.length === 0) return 'already-blocked';
    t.wrote('venue', [venueId]);
    return 'blocked';
  });
}

/** Unblocks a day of the owner's venue; false when there was nothing of theirs to unblock. */
export async function unblockDay(
  writer: ListingWriter,
  ownerId: string,
  venueId: string,
  date: string,
): Promise<boolean> {
  return inListingTransaction(writer, async (t) => {
    if (!(await ownsVenue(t, ownerId, venueId))) return false;
    const removed = await t.tx
      .delete(venueBlockedDates)
      .where(and(eq(venueBlockedDates.venueId, venueId), eq(venueBlockedDates.date, date)))
      .returning({ id: venueBlockedDates.id });
    if (removed.length === 0) return false;
    t.wrote('venue', [venueId]);
    return true;
  });
}
