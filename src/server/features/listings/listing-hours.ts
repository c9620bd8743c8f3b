// A venue's or vendor's rules for an event's hours (issue 47): its clock, minimum hours, set-up and tear-down, events
// a day and weekly hours (a venue's opening hours, a vendor's working hours). Checkout, quotes and the free times of
// a listing's page read them here.
import { and, asc, eq } from 'drizzle-orm';
import { hoursOnDate, openingHoursProblem, type OpeningSchedule } from '#shared/opening-hours.ts';
import type { Db } from '../../db/client.ts';
import { listingWeeklyHours, vendors, venues } from '../../db/schema/index.ts';
import type { ListingKind } from './availability.ts';

export interface ListingHours {
  type: ListingKind;
  name: string;
  minimumHours: number;
  timeZone: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  maxEventsPerDay: number | null;
  schedule: OpeningSchedule;
}

const columns = (table: typeof venues | typeof vendors) => ({
  name: table.name,
  minimumHours: table.minimumHours,
  timeZone: table.timeZone,
  bufferBeforeMinutes: table.bufferBeforeMinutes,
  bufferAfterMinutes: table.bufferAfterMinutes,
  maxEventsPerDay: table.maxEventsPerDay,
});

async function listingRow(db: Db, listing: { type: ListingKind; id: string }, liveOnly: boolean) {
  if (listing.type === 'venue') {
    const [venue] = await db
      .select({ ...columns(venues), openingTime: venues.openingTime, closingTime: venues.closingTime })
      .from(venues)
      .where(and(eq(venues.id, listing.id), liveOnly ? eq(venues.isLive, true) : undefined));
    return venue;
  }
  const [vendor] = await db
    .select(columns(vendors))
    .from(vendors)
    .where(and(eq(vendors.id, listing.id), liveOnly ? eq(vendors.isLive, true) : undefined));
  return vendor && { ...vendor, openingTime: null, closingTime: null };
}

/** The listing's weekly hours rows, by weekday. */
export function weeklyHoursOf(db: Db, listingId: string) {
  return db
    .select({
      weekday: listingWeeklyHours.weekday,
      opensAt: listingWeeklyHours.opensAt,
      closesAt: listingWeeklyHours.closesAt,
      isClosed: listingWeeklyHours.isClosed,
    })
    .from(listingWeeklyHours)
    .where(eq(listingWeeklyHours.listingId, listingId))
    .orderBy(asc(listingWeeklyHours.weekday));
}

/** The listing's rules for an event's hours; undefined when there is no such listing (or no live one, `liveOnly`). */
export async function listingHoursOf(
  db: Db,
  listing: { type: ListingKind; id: string },
  { liveOnly = false }: { liveOnly?: boolean } = {},
): Promise<ListingHours | undefined> {
  const [row, weeklyHours] = await Promise.all([listingRow(db, listing, liveOnly), weeklyHoursOf(db, listing.id)]);
  if (!row) return undefined;
  const { openingTime, closingTime, ...rules } = row;
  return { type: listing.type, ...rules, schedule: { openingTime, closingTime, weeklyHours } };
}

/** Why an event on `date` from `startTime` for `hours` falls outside the listing's hours that day, or null. */
export function hoursProblem(listing: ListingHours, date: string, startTime: string, hours: number): string | null {
  return openingHoursProblem(listing.name, hoursOnDate(listing.schedule, date), startTime, hours, listing.type);
}
