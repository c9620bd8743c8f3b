// The WHERE conditions of a search (spec §7 parameters), as drizzle SQL usable in built and raw queries.
import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { vendors, venues } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** Active, approved listings: what the public may see (§7 "select active"). */
export const liveVenue = and(eq(venues.isActive, true), eq(venues.approvalStatus, 'approved'), eq(venues.status, 'active')) as SQL;
export const liveVendor = and(eq(vendors.isActive, true), eq(vendors.approvalStatus, 'approved'), eq(vendors.status, 'active')) as SQL;

export function venueConditions(p: VenueSearchParams, activeOnly: boolean): SQL[] {
  const conditions: (SQL | undefined)[] = [activeOnly ? liveVenue : undefined];
  if (p.location) {
    const pattern = likePattern(p.location);
    conditions.push(
      or(ilike(venues.city, pattern), ilike(venues.state, pattern), ilike(venues.address, pattern), eq(venues.zipCode, p.location), sql`(${venues.city} || ', ' || ${venues.state}) ILIKE ${pattern}`),
    );
  }
  if (p.city) conditions.push(sql`lower(${venues.city}) = lower(${p.city})`);
  if (p.state) conditions.push(sql`lower(${venues.state}) = lower(${p.state})`);
  if (p.min_capacity !== undefined) conditions.push(gte(venues.maxCapacity, p.min_capacity));
  if (p.max_capacity !== undefined) conditions.push(lte(venues.maxCapacity, p.max_capacity));
  if (p.min_price !== undefined) conditions.push(gte(venues.hourlyRateCents, dollarsToCents(p.min_price)));
  if (p.max_price !== undefined) conditions.push(lte(venues.hourlyRateCents, dollarsToCents(p.max_price)));
  if (p.amenities?.length) conditions.push(sql`${venues.amenities} @> ${textArray(p.amenities)}`);
  if (p.venue_types?.length) conditions.push(inArray(venues.type, p.venue_types));
  if (p.date) conditions.push(...openOn(p.date));
  return conditions.filter((c): c is SQL => c !== undefined);
}

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

/** Open that day: none of the closures applies at any time of it. */
function openOn(date: string): SQL[] {
  const dayStart = new Date(`${date}T00:00:00Z`);
  const { blocked, closed, booked } = venueClosures(date, dayStart, new Date(dayStart.getTime() + DAY_MS));
  return [sql`NOT ${blocked}`, sql`NOT ${closed}`, sql`NOT ${booked}`];
}

export function vendorConditions(p: VendorSearchParams, activeOnly: boolean): SQL[] {
  const conditions: (SQL | undefined)[] = [activeOnly ? liveVendor : undefined];
  if (p.location) {
    const pattern = likePattern(p.location);
    conditions.push(
      or(
        ilike(vendors.city, pattern),
        ilike(vendors.state, pattern),
        ilike(vendors.location, pattern),
        sql`EXISTS (SELECT 1 FROM unnest(${vendors.serviceArea}) AS area WHERE area ILIKE ${pattern})`,
      ),
    );
  }
  if (p.city) conditions.push(sql`lower(${vendors.city}) = lower(${p.city})`);
  if (p.state) conditions.push(sql`lower(${vendors.state}) = lower(${p.state})`);
  if (p.min_price !== undefined) conditions.push(gte(vendors.priceCents, dollarsToCents(p.min_price)));
  if (p.max_price !== undefined) conditions.push(lte(vendors.priceCents, dollarsToCents(p.max_price)));
  if (p.services?.length) conditions.push(sql`${vendors.services} && ${textArray(p.services)}`);
  if (p.service_areas?.length) conditions.push(sql`${vendors.serviceArea} && ${textArray(p.service_areas)}`);
  if (p.vendor_types?.length) conditions.push(inArray(vendors.category, p.vendor_types));
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** AND of the conditions; TRUE when there are none. */
export function whereAll(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`TRUE` : (and(...conditions) as SQL);
}
