// Listing conditions in SQL, defined once: what the public may see (the generated is_live column, which the search
// index reads too). Checkout, messaging, SEO, stories and search's database answers use them. What keeps a listing
// from taking an event is availability.ts.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { vendors, venues } from '../../db/schema/index.ts';

/** What the public may find and book (§7 "select active"): the listing's is_live column, defined once in the schema. */
export const liveVenue = eq(venues.isLive, true);
export const liveVendor = eq(vendors.isLive, true);

/** AND of the conditions; TRUE when there are none. */
export function whereAll(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`TRUE` : (and(...conditions) as SQL);
}
