// Listing conditions in SQL, defined once: what the public may see (the generated is_live column, which the search
// index reads too), and what keeps a venue from taking an event. Checkout, messaging, SEO, stories and search's
// database answers use them.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** What the public may find and book (§7 "select active"): the listing's is_live column, defined once in the schema. */
export const liveVenue = eq(venues.isLive, true);
export const liveVendor = eq(vendors.isLive, true);

/**
 * What keeps a venue from taking an event on `date` between `from` and `until`: the owner blocked the date, the
 * weekday is closed, or a confirmed booking overlaps. Each is true when it applies; search excludes any of them
 * for a whole day, checkout names the one that applies to its slot.
 */
export function venueClosures(date: string, from: Date, until: Date): { blocked: SQL; closed: SQL; booked: SQL } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    blocked: sql`EXISTS (SELECT 1 FROM venue_blocked_dates b WHERE b.venue_id = ${venues.id} AND b.date = ${date})`,
    closed: sql`EXISTS (SELECT 1 FROM venue_weekly_hours h WHERE h.venue_id = ${venues.id} AND h.weekday = ${weekday} AND h.is_closed)`,
    booked: sql`EXISTS (SELECT 1 FROM booking_items i WHERE i.venue_id = ${venues.id} AND i.status = 'confirmed'
      AND i.starts_at < ${until.toISOString()} AND i.ends_at > ${from.toISOString()})`,
  };
}

/** AND of the conditions; TRUE when there are none. */
export function whereAll(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`TRUE` : (and(...conditions) as SQL);
}

/** The venues some closure keeps from taking an event on `date` (venueClosures for a whole day, as a set). */
export async function venuesClosedOn(db: Db, date: string): Promise<Set<string>> {
  const dayStart = new Date(`${date}T00:00:00Z`);
  const dayEnd = new Date(dayStart.getTime() + DAY_MS);
  const result = await db.execute(sql`
    SELECT venue_id FROM venue_blocked_dates WHERE date = ${date}
    UNION SELECT venue_id FROM venue_weekly_hours WHERE weekday = ${dayStart.getUTCDay()} AND is_closed
    UNION SELECT venue_id FROM booking_items WHERE venue_id IS NOT NULL AND status = 'confirmed'
      AND starts_at < ${dayEnd.toISOString()} AND ends_at > ${dayStart.toISOString()}`);
  return new Set(rowsOf<{ venue_id: string }>(result).map((row) => row.venue_id));
}
