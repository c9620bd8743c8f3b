// The free stretches of a live venue's or vendor's day, for its page (issue 47): read from the same held slots and
// blocks checkout and Discover read (availability.ts), on the listing's clock; the arithmetic is #shared/free-times.ts.
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { blockWindow, eventWindow, type TimeWindow } from '#shared/event-window.ts';
import { freeStretches, type FreeTimes } from '#shared/free-times.ts';
import { hoursOnDate, isOpenOn } from '#shared/opening-hours.ts';
import type { Db } from '../../db/client.ts';
import { heldSlots, listingBlocks } from '../../db/schema/index.ts';
import type { ListingKind } from './availability.ts';
import { listingHoursOf, type ListingHours } from './listing-hours.ts';

const HOUR_MS = 3_600_000;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);

const instantAt = (date: string, time: string, timeZone: string) => {
  const at = eventWindow({ date, startTime: time.slice(0, 5), hours: 1, timeZone });
  return at.ok ? at.window.startsAt : null;
};

/** The hours the listing takes events on `date`: its weekly hours that day (closing at or before opening means after
 *  midnight), the whole day when it set none, or null when closed. */
function openOn(listing: ListingHours, date: string): TimeWindow | null {
  const hours = hoursOnDate(listing.schedule, date);
  if (hours.isClosed) return null;
  if (!isOpenOn(hours)) {
    const day = blockWindow({ date, timeZone: listing.timeZone });
    if (!day.ok) throw new Error(day.error);
    return day.window;
  }
  const overnight = hours.closesAt.slice(0, 5) <= hours.opensAt.slice(0, 5);
  const startsAt = instantAt(date, hours.opensAt, listing.timeZone);
  const endsAt = instantAt(overnight ? nextDay(date) : date, hours.closesAt, listing.timeZone);
  return startsAt && endsAt ? { startsAt, endsAt } : null;
}

/** When the listing is free on `date` for an event of at least an hour; null for no such live listing. */
export async function freeTimesOn(
  db: Db,
  listing: { type: ListingKind; id: string },
  date: string,
  now: Date,
): Promise<FreeTimes | null> {
  const rules = await listingHoursOf(db, listing, { liveOnly: true });
  if (!rules) return null;
  const day = { ...rules, open: openOn(rules, date) };
  const answer = (free: TimeWindow[], reason: FreeTimes['reason']): FreeTimes => ({
    date,
    timeZone: day.timeZone,
    free: free.map((f) => ({ startsAt: f.startsAt.toISOString(), endsAt: f.endsAt.toISOString() })),
    reason,
  });
  if (!day.open) return answer([], 'closed');
  const active = or(isNull(heldSlots.holdExpiresAt), gt(heldSlots.holdExpiresAt, now));
  // Anything that could reach into the day with the longest set-up or tear-down there is (12 hours).
  const from = new Date(day.open.startsAt.getTime() - 12 * HOUR_MS);
  const to = new Date(day.open.endsAt.getTime() + 12 * HOUR_MS);
  const [held, blocks, [events]] = await Promise.all([
    db
      .select({ startsAt: heldSlots.startsAt, endsAt: heldSlots.endsAt })
      .from(heldSlots)
      .where(and(eq(heldSlots.listingId, listing.id), active, lt(heldSlots.startsAt, to), gt(heldSlots.endsAt, from))),
    db
      .select({ startsAt: listingBlocks.startsAt, endsAt: listingBlocks.endsAt })
      .from(listingBlocks)
      .where(
        and(eq(listingBlocks.listingId, listing.id), lt(listingBlocks.startsAt, to), gt(listingBlocks.endsAt, from)),
      ),
    db
      .select({ count: count() })
      .from(heldSlots)
      .where(and(eq(heldSlots.listingId, listing.id), eq(heldSlots.eventDate, date), active)),
  ]);
  if (day.maxEventsPerDay !== null && events!.count >= day.maxEventsPerDay) return answer([], 'full');
  const buffers = { beforeMinutes: day.bufferBeforeMinutes, afterMinutes: day.bufferAfterMinutes };
  return answer(freeStretches(day.open, [...held, ...blocks], buffers), null);
}
