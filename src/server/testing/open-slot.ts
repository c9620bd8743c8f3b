// A day and start time on which a venue takes an event: open that weekday, inside its opening hours, not blocked or
// booked. Tests that book a venue ask for one instead of naming a date, which the venue's hours or a passing
// calendar could rule out.
import { hoursOnDate, startTimeWithin } from '#shared/opening-hours.ts';
import type { Db } from '../db/client.ts';
import { priceCart } from '../features/checkout/index.ts';
import { listingHoursOf } from '../features/listings/index.ts';

export interface OpenSlot {
  eventDate: string;
  startTime: string;
}

const DAY_MS = 86_400_000;

/** The first open slot `daysAhead` days or more from now, starting at `preferredStart` or as near it as the hours allow. */
export async function openSlot(
  db: Db,
  venueId: string,
  {
    hours,
    daysAhead,
    preferredStart = '18:00',
    skip = [],
  }: { hours: number; daysAhead: number; preferredStart?: string; skip?: readonly string[] },
): Promise<OpenSlot> {
  const venue = await listingHoursOf(db, { type: 'venue', id: venueId });
  if (!venue) throw new Error(`No venue ${venueId}`);
  const today = new Date().toISOString().slice(0, 10);
  for (let offset = daysAhead; offset < daysAhead + 120; offset += 1) {
    const eventDate = new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
    if (skip.includes(eventDate)) continue;
    const startTime = startTimeWithin(hoursOnDate(venue.schedule, eventDate), hours, preferredStart);
    const priced = await priceCart(
      db,
      { lines: [{ type: 'venue', listingId: venueId, quantity: 1, hours }], eventDate, startTime },
      today,
      null,
    );
    if (priced.validation.isValid && priced.lines[0]?.available) return { eventDate, startTime };
  }
  throw new Error(`No open slot of ${hours} hours for venue ${venue.name} within 120 days of day ${daysAhead}`);
}
