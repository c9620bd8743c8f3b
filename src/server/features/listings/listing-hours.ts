// A venue's or vendor's rules for an event's hours (issue 47): its clock, minimum hours, set-up and tear-down, events
// a day and weekly hours (a venue's opening hours, a vendor's working hours). Checkout, quotes and the free times of
// a listing's page read them here.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { WeeklyHours } from '#shared/listing-detail.ts';
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

type ListingRow = Omit<ListingHours, 'schedule'> & {
  id: string;
  openingTime: string | null;
  closingTime: string | null;
};

/** The listings' rows with their opening and closing time (null for vendors). */
async function listingRows(
  db: Db,
  listings: readonly { type: ListingKind; id: string }[],
  liveOnly: boolean,
): Promise<ListingRow[]> {
  const idsOf = (type: ListingKind) => listings.filter((l) => l.type === type).map((l) => l.id);
  const [venueIds, vendorIds] = [idsOf('venue'), idsOf('vendor')];
  const [venueRows, vendorRows] = await Promise.all([
    venueIds.length === 0
      ? []
      : db
          .select({
            id: venues.id,
            ...columns(venues),
            openingTime: venues.openingTime,
            closingTime: venues.closingTime,
          })
          .from(venues)
          .where(and(inArray(venues.id, venueIds), liveOnly ? eq(venues.isLive, true) : undefined)),
    vendorIds.length === 0
      ? []
      : db
          .select({ id: vendors.id, ...columns(vendors) })
          .from(vendors)
          .where(and(inArray(vendors.id, vendorIds), liveOnly ? eq(vendors.isLive, true) : undefined)),
  ]);
  return [
    ...venueRows.map((row) => ({ type: 'venue' as const, ...row })),
    ...vendorRows.map((row) => ({ type: 'vendor' as const, ...row, openingTime: null, closingTime: null })),
  ];
}

const weeklyHoursColumns = {
  listingId: listingWeeklyHours.listingId,
  weekday: listingWeeklyHours.weekday,
  opensAt: listingWeeklyHours.opensAt,
  closesAt: listingWeeklyHours.closesAt,
  isClosed: listingWeeklyHours.isClosed,
};

/** The listing's weekly hours rows, by weekday. */
export async function weeklyHoursOf(db: Db, listingId: string) {
  const rows = await db
    .select(weeklyHoursColumns)
    .from(listingWeeklyHours)
    .where(eq(listingWeeklyHours.listingId, listingId))
    .orderBy(asc(listingWeeklyHours.weekday));
  return rows.map(({ listingId: _id, ...hours }) => hours);
}

/** The listings' weekly hours rows by listing id, by weekday; a listing without any is missing from the answer. */
export async function weeklyHoursByListing(db: Db, ids: readonly string[]): Promise<Map<string, WeeklyHours[]>> {
  const answer = new Map<string, WeeklyHours[]>();
  if (ids.length === 0) return answer;
  const rows = await db
    .select(weeklyHoursColumns)
    .from(listingWeeklyHours)
    .where(inArray(listingWeeklyHours.listingId, [...new Set(ids)]))
    .orderBy(asc(listingWeeklyHours.listingId), asc(listingWeeklyHours.weekday));
  for (const { listingId, ...hours } of rows) {
    const week = answer.get(listingId);
    if (week) week.push(hours);
    else answer.set(listingId, [hours]);
  }
  return answer;
}

/**
 * The listings' rules for an event's hours, by id, in three queries however many there are; a listing that does not
 * exist (or is not live, `liveOnly`) is missing from the answer.
 */
export async function listingsHoursOf(
  db: Db,
  listings: readonly { type: ListingKind; id: string }[],
  { liveOnly = false }: { liveOnly?: boolean } = {},
): Promise<Map<string, ListingHours>> {
  if (listings.length === 0) return new Map();
  const [rows, weeklyHours] = await Promise.all([
    listingRows(db, listings, liveOnly),
    weeklyHoursByListing(
      db,
      listings.map((l) => l.id),
    ),
  ]);
  const answer = new Map<string, ListingHours>();
  for (const { id, openingTime, closingTime, ...rules } of rows) {
    answer.set(id, { ...rules, schedule: { openingTime, closingTime, weeklyHours: weeklyHours.get(id) ?? [] } });
  }
  return answer;
}

/** The listing's rules for an event's hours; undefined when there is no such listing (or no live one, `liveOnly`). */
export async function listingHoursOf(
  db: Db,
  listing: { type: ListingKind; id: string },
  options: { liveOnly?: boolean } = {},
): Promise<ListingHours | undefined> {
  return (await listingsHoursOf(db, [listing], options)).get(listing.id);
}

/** Why an event on `date` from `startTime` for `hours` falls outside the listing's hours that day, or null. */
export function hoursProblem(listing: ListingHours, date: string, startTime: string, hours: number): string | null {
  return openingHoursProblem(listing.name, hoursOnDate(listing.schedule, date), startTime, hours, listing.type);
}
