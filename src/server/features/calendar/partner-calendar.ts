// A partner's calendar: their bookings still on (requested, confirmed, completed) and their venues' blocked days,
// for the portal over a range and for the private feed. Blocking and unblocking a day is a listing write
// (listings/blocked-days.ts).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { BlockedDay, CalendarBooking, PartnerCalendar } from '#shared/partner-calendar.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, calendarFeeds, venueBlockedDates, venues } from '../../db/schema/index.ts';
import { calendarFile, type CalendarEvent } from './icalendar.ts';
import { eventName } from '#shared/event-words.ts';

const ON = ['requested', 'confirmed', 'completed'] as const;
const DAY_MS = 86_400_000;
const ZONE_SPREAD_MS = 14 * 3_600_000;

async function bookingsBetween(db: Db, partnerId: string, from: Date, to: Date): Promise<CalendarBooking[]> {
  const rows = await db
    .select({
      item: bookingItems,
      reference: bookings.reference,
      contact: bookings.contact,
      details: bookings.eventDetails,
    })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(
      and(
        eq(bookingItems.partnerUserId, partnerId),
        inArray(bookingItems.status, [...ON]),
        lt(bookingItems.startsAt, to),
        gte(bookingItems.endsAt, from),
      ),
    )
    .orderBy(asc(bookingItems.startsAt));
  return rows.map(({ item, reference, contact, details }) => ({
    itemId: item.id,
    bookingId: item.bookingId,
    reference,
    listingKind: item.itemType === 'venue' ? 'venue' : 'vendor',
    listingId: item.venueId ?? item.vendorId,
    listingName: item.name,
    customerName: contact.name,
    eventName: eventName(details),
    guestCount: details.guestCount || null,
    startsAt: item.startsAt.toISOString(),
    endsAt: item.endsAt.toISOString(),
    timeZone: item.timeZone,
    status: item.status as CalendarBooking['status'],
  }));
}

async function blockedBetween(db: Db, partnerId: string, from: string, to: string): Promise<BlockedDay[]> {
  return db
    .select({
      venueId: venueBlockedDates.venueId,
      venueName: venues.name,
      date: sql<string>`${venueBlockedDates.date}::text`,
      reason: venueBlockedDates.reason,
    })
    .from(venueBlockedDates)
    .innerJoin(venues, eq(venues.id, venueBlockedDates.venueId))
    .where(and(eq(venues.userId, partnerId), gte(venueBlockedDates.date, from), lte(venueBlockedDates.date, to)))
    .orderBy(asc(venueBlockedDates.date));
}

export async function partnerCalendar(
  db: Db,
  partnerId: string,
  range: { from: string; to: string },
): Promise<PartnerCalendar> {
  // Days are on each event's clock: a day's events may start up to 14 hours either side of its UTC day.
  const from = new Date(Date.parse(`${range.from}T00:00:00Z`) - ZONE_SPREAD_MS);
  const to = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS + ZONE_SPREAD_MS);
  const [booked, blocked, own] = await Promise.all([
    bookingsBetween(db, partnerId, from, to),
    blockedBetween(db, partnerId, range.from, range.to),
    db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(eq(venues.userId, partnerId))
      .orderBy(asc(venues.name)),
  ]);
  return { bookings: booked, blocked, venues: own };
}

/** The partner's feed token, made on first use; `reset` replaces it, so the old address stops working. */
export async function feedToken(db: Db, partnerId: string, reset = false): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  if (reset) {
    await db
      .insert(calendarFeeds)
      .values({ userId: partnerId, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
    return token;
  }
  await db.insert(calendarFeeds).values({ userId: partnerId, token }).onConflictDoNothing();
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, partnerId));
  return row!.token;
}

/** The feed behind a token: 90 days back and a year ahead. Null for a token nobody has. */
export async function feedCalendar(db: Db, token: string, appUrl: string, now = new Date()): Promise<string | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  if (!feed) return null;
  const from = new Date(now.getTime() - 90 * DAY_MS);
  const to = new Date(now.getTime() + 366 * DAY_MS);
  const [booked, blocked] = await Promise.all([
    bookingsBetween(db, feed.userId, from, to),
    blockedBetween(db, feed.userId, from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)),
  ]);
  const events: CalendarEvent[] = [
    ...booked.map((b) => ({
      uid: b.itemId,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      summary: `${b.status === 'requested' ? 'Request: ' : ''}${b.listingName} · ${b.eventName ?? b.customerName}`,
      description: [
        `Booking ${b.reference}, ${b.status}.`,
        b.eventName ? `Event: ${b.eventName} (${b.customerName}).` : null,
        b.guestCount ? `Guests: ${b.guestCount.toLocaleString('en-US')}.` : null,
        `Answer and details: ${appUrl}/portal/dashboard?tab=bookings`,
      ]
        .filter(Boolean)
        .join(' '),
      status: b.status === 'requested' ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
      url: `${appUrl}/portal/dashboard?tab=bookings`,
    })),
    ...blocked.map((b) => ({
      uid: `blocked-${b.venueId}-${b.date}`,
      startsAt: b.date,
      endsAt: new Date(Date.parse(`${b.date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10),
      allDay: true,
      summary: `Blocked: ${b.venueName}`,
      description: b.reason ?? 'Not taking bookings this day.',
      status: 'CONFIRMED' as const,
    })),
  ];
  return calendarFile('Eventide bookings', events, now);
}
