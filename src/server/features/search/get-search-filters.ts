// Options for the discover filters, drawn from live listings so every choice can match something.
import { sql } from 'drizzle-orm';
import type { SearchFilters } from '#shared/search.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import { liveVendor, liveVenue } from '../listings/index.ts';

const distinctValues = (
  db: Db,
  column: ReturnType<typeof sql>,
  table: typeof venues | typeof vendors,
  live: ReturnType<typeof sql>,
) =>
  db.execute(
    sql`SELECT DISTINCT value FROM ${table}, unnest(${column}) AS value WHERE ${live} ORDER BY value LIMIT 200`,
  );

export async function getSearchFilters(db: Db): Promise<SearchFilters> {
  const [amenities, services, areas, cities, maxima] = await Promise.all([
    distinctValues(db, sql`${venues.amenities}`, venues, liveVenue),
    distinctValues(db, sql`${vendors.services}`, vendors, liveVendor),
    distinctValues(db, sql`${vendors.serviceArea}`, vendors, liveVendor),
    db.execute(
      sql`SELECT city, state, count(*)::int AS count FROM ${venues} WHERE ${liveVenue} GROUP BY city, state ORDER BY count DESC, city LIMIT 100`,
    ),
    db.execute(sql`SELECT
      (SELECT coalesce(max(hourly_rate_cents), 0) FROM ${venues} WHERE ${liveVenue}) AS venue_price,
      (SELECT coalesce(max(price_cents), 0) FROM ${vendors} WHERE ${liveVendor}) AS vendor_price,
      (SELECT coalesce(max(max_capacity), 0) FROM ${venues} WHERE ${liveVenue}) AS capacity`),
  ]);
  const values = (result: unknown) => rowsOf<{ value: string }>(result).map((row) => row.value);
  const max = rowsOf<{ venue_price: number | string; vendor_price: number | string; capacity: number | string }>(
    maxima,
  )[0];
  return {
    amenities: values(amenities),
    services: values(services),
    serviceAreas: values(areas),
    cities: rowsOf<{ city: string; state: string; count: number }>(cities).map((c) => ({
      city: c.city,
      state: c.state,
      count: Number(c.count),
    })),
    maxVenuePrice: Math.ceil(Number(max?.venue_price ?? 0) / 100),
    maxVendorPrice: Math.ceil(Number(max?.vendor_price ?? 0) / 100),
    maxCapacity: Number(max?.capacity ?? 0),
  };
}
