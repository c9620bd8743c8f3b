// What keeps a venue or vendor from taking an event (issue 47), in SQL, defined once: its owner blocked the time or
// their calendar is busy then (listing_blocks), it does not open or work that weekday or at those hours
// (listing_weekly_hours), its time is held by another booking or a checkout paying for it (held_slots), both with
// the listing's set-up and tear-down around the asked window, or it has as many events that day as it takes.
// Checkout names the reason that applies to a line and offers listings of the same kind that are free instead;
// Discover leaves out the listings that are not free for the asked day or hours.
import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UNAVAILABLE_MESSAGES } from '#shared/availability.ts';
import type { TimeWindow } from '#shared/event-window.ts';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import { toVendorCard, toVenueCard } from './to-cards.ts';

export type ListingKind = 'venue' | 'vendor';

/** How many free listings checkout offers in place of one that is not free. */
const ALTERNATIVES = 3;

/** A held slot still on: a booking line's, or a checkout's hold that has not expired. */
const activeSlot = (now: Date, alias: 's' | 'r') =>
  sql`(${sql.raw(alias)}.hold_expires_at IS NULL OR ${sql.raw(alias)}.hold_expires_at > ${now.toISOString()})`;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The weekly hours row `h` sets hours the event from `start` (minutes after midnight) for `minutes` does not fit in;
 *  a closing time at or before the opening one is after midnight (#shared/opening-hours.ts). */
function outsideHours(start: SQL, minutes: number): SQL {
  const opens = sql`extract(epoch FROM h.opens_at) / 60`;
  const closes = sql`extract(epoch FROM h.closes_at) / 60 + CASE WHEN h.closes_at <= h.opens_at THEN 1440 ELSE 0 END`;
  return sql`NOT h.is_closed AND (${start} < ${opens} OR ${start} + ${minutes}::numeric > ${closes})`;
}

/** Each thing that keeps the listing aliased `l` from taking the event, true when it applies. */
function obstacles(date: string, window: TimeWindow, now: Date) {
  // The asked window widened by the listing's own set-up and tear-down, as a condition on rows aliased `r`.
  const meets = sql`r.starts_at < ${window.endsAt.toISOString()}::timestamptz + make_interval(mins => l.buffer_after_minutes)
      AND r.ends_at > ${window.startsAt.toISOString()}::timestamptz - make_interval(mins => l.buffer_before_minutes)`;
  const startMinutes = sql`extract(epoch FROM (${window.startsAt.toISOString()}::timestamptz AT TIME ZONE l.time_zone)::time) / 60`;
  return {
    blocked: sql`EXISTS (SELECT 1 FROM listing_blocks r WHERE r.listing_id = l.id AND ${meets})`,
    closed: sql`EXISTS (SELECT 1 FROM listing_weekly_hours h WHERE h.listing_id = l.id AND h.weekday = ${weekdayOf(date)}
      AND h.is_closed)`,
    outside: sql`EXISTS (SELECT 1 FROM listing_weekly_hours h WHERE h.listing_id = l.id AND h.weekday = ${weekdayOf(date)}
      AND ${outsideHours(startMinutes, (window.endsAt.getTime() - window.startsAt.getTime()) / 60_000)})`,
    // Another event holds it.
    taken: sql`EXISTS (SELECT 1 FROM held_slots r WHERE r.listing_id = l.id AND ${activeSlot(now, 'r')} AND ${meets})`,
    full: sql`(l.max_events_per_day IS NOT NULL AND (SELECT count(*) FROM held_slots s
      WHERE s.listing_id = l.id AND s.event_date = ${date} AND ${activeSlot(now, 's')}) >= l.max_events_per_day)`,
  } satisfies Record<string, SQL>;
}

/**
 * Why the listing cannot take an event on `date` during `window`, in the words the cart shows, or null when it can.
 * Runs inside a transaction too, where checkout holds the listing's row while it takes the slot. Hours outside the
 * listing's weekly hours are the price check's to name (listing-hours.ts), with the hours it keeps.
 */
export async function listingUnavailability(
  db: Pick<Db, 'execute'>,
  listing: { type: ListingKind; listingId: string },
  date: string,
  window: TimeWindow,
  now: Date,
): Promise<string | null> {
  const { blocked, closed, taken, full } = obstacles(date, window, now);
  const table = listing.type === 'venue' ? sql`venues` : sql`vendors`;
  const [row] = rowsOf<{
    name: string;
    max: number | null;
    blocked: boolean;
    closed: boolean;
    taken: boolean;
    full: boolean;
  }>(
    await db.execute(sql`SELECT l.name, l.max_events_per_day AS max, ${blocked} AS blocked, ${closed} AS closed,
      ${taken} AS taken, ${full} AS full FROM ${table} l WHERE l.id = ${listing.listingId}`),
  );
  if (!row) return null;
  if (row.blocked)
    return listing.type === 'venue' ? UNAVAILABLE_MESSAGES.blocked : UNAVAILABLE_MESSAGES.vendorBlocked(row.name);
  if (row.closed)
    return listing.type === 'venue' ? UNAVAILABLE_MESSAGES.closed : UNAVAILABLE_MESSAGES.vendorClosed(row.name);
  if (row.taken)
    return listing.type === 'venue' ? UNAVAILABLE_MESSAGES.booked : UNAVAILABLE_MESSAGES.vendorBooked(row.name);
  if (row.full) return UNAVAILABLE_MESSAGES.dayFull(row.name, row.max!);
  return null;
}

/**
 * Live listings of the same kind (a venue's type, a vendor's category) free on `date` during `window`, best rated
 * first, leaving out `exclude` (what the cart holds already).
 */
export async function freeAlternatives(
  db: Db,
  listing: { type: ListingKind; listingId: string },
  date: string,
  window: TimeWindow,
  now: Date,
  exclude: readonly string[],
): Promise<VenueCard[] | VendorCard[]> {
  const { blocked, closed, outside, taken, full } = obstacles(date, window, now);
  const free = sql`NOT (${blocked} OR ${closed} OR ${outside} OR ${taken} OR ${full})`;
  if (listing.type === 'venue') {
    const l = alias(venues, 'l');
    const rows = await db
      .select()
      .from(l)
      .where(
        and(
          eq(l.isLive, true),
          eq(l.type, sql`(SELECT type FROM venues WHERE id = ${listing.listingId})`),
          notInArray(l.id, [listing.listingId, ...exclude]),
          free,
        ),
      )
      .orderBy(desc(l.rating), desc(l.reviewsCount), l.name)
      .limit(ALTERNATIVES);
    return rows.map(toVenueCard);
  }
  const l = alias(vendors, 'l');
  const rows = await db
    .select()
    .from(l)
    .where(
      and(
        eq(l.isLive, true),
        eq(l.category, sql`(SELECT category FROM vendors WHERE id = ${listing.listingId})`),
        notInArray(l.id, [listing.listingId, ...exclude]),
        free,
      ),
    )
    .orderBy(desc(l.rating), desc(l.reviewsCount), l.name)
    .limit(ALTERNATIVES);
  return rows.map(toVendorCard);
}

/**
 * The listings of a kind that cannot take an event on `date`, for Discover: blocked all day, closed that weekday
 * or fully booked that day; with hours, also outside its weekly hours then, or blocked or held by another event
 * during them (set-up and tear-down included); without, a venue with any event that day. The day and hours are on
 * each listing's own clock (its time zone). Read from the day's held slots and blocks, not listing by listing.
 */
export async function listingsUnavailable(
  db: Db,
  type: ListingKind,
  date: string,
  asked: { startTime: string; hours: number } | null,
  now: Date,
): Promise<string[]> {
  const table = type === 'venue' ? sql`venues` : sql`vendors`;
  // Blocks that meet the listing's day, or its asked hours (up to a day long) with buffers of up to 12 hours, on a
  // clock up to 14 hours from UTC: the coarse bound the blocks' range index answers before each listing's own.
  const nearDay = sql`tstzrange((${date}::date - 2)::timestamptz, (${date}::date + 4)::timestamptz)`;
  const dayStart = sql`(${date}::date::timestamp AT TIME ZONE l.time_zone)`;
  const dayEnd = sql`((${date}::date + 1)::timestamp AT TIME ZONE l.time_zone)`;
  const parts: SQL[] = [
    sql`SELECT s.listing_id AS id FROM held_slots s JOIN ${table} l ON l.id = s.listing_id
      WHERE s.event_date = ${date} AND ${activeSlot(now, 's')} AND l.max_events_per_day IS NOT NULL
      GROUP BY s.listing_id, l.max_events_per_day HAVING count(*) >= l.max_events_per_day`,
    sql`SELECT b.listing_id AS id FROM listing_blocks b JOIN ${table} l ON l.id = b.listing_id
      WHERE tstzrange(b.starts_at, b.ends_at) && ${nearDay} AND b.starts_at <= ${dayStart} AND b.ends_at >= ${dayEnd}`,
  ];
  parts.push(sql`SELECT listing_id AS id FROM listing_weekly_hours WHERE weekday = ${weekdayOf(date)} AND is_closed`);
  if (asked) {
    // PostgreSQL turns the wall-clock start into an instant by the listing's zone rules; a start the clocks skip
    // moves forward an hour, as checkout's does. A slot that meets the window starts at most a day and its buffers
    // before it, or ends as long after.
    const startsAt = sql`((${date}::date + ${asked.startTime}::time) AT TIME ZONE l.time_zone)`;
    const endsAt = sql`(${startsAt} + make_interval(secs => ${asked.hours * 3600}))`;
    const meets = sql`r.starts_at < ${endsAt} + make_interval(mins => l.buffer_after_minutes)
      AND r.ends_at > ${startsAt} - make_interval(mins => l.buffer_before_minutes)`;
    const [hour, minute] = asked.startTime.split(':').map(Number);
    parts.push(
      sql`SELECT h.listing_id AS id FROM listing_weekly_hours h WHERE h.weekday = ${weekdayOf(date)}
        AND ${outsideHours(sql`${hour! * 60 + minute!}::numeric`, asked.hours * 60)}`,
      sql`SELECT r.listing_id AS id FROM held_slots r JOIN ${table} l ON l.id = r.listing_id
        WHERE r.event_date BETWEEN ${date}::date - 1 AND ${date}::date + 2 AND ${activeSlot(now, 'r')} AND ${meets}`,
      sql`SELECT r.listing_id AS id FROM listing_blocks r JOIN ${table} l ON l.id = r.listing_id
        WHERE tstzrange(r.starts_at, r.ends_at) && ${nearDay} AND ${meets}`,
    );
  } else if (type === 'venue') {
    parts.push(sql`SELECT s.listing_id AS id FROM held_slots s JOIN venues l ON l.id = s.listing_id
      WHERE s.event_date BETWEEN ${date}::date - 1 AND ${date}::date + 1 AND ${activeSlot(now, 's')}
      AND s.starts_at < ${dayEnd} AND s.ends_at > ${dayStart}`);
  }
  const result = await db.execute(sql.join(parts, sql` UNION `));
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
