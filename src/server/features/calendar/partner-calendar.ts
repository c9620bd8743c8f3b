// A partner's calendar: their bookings still on (requested, confirmed, completed) and their venues' and vendors'
// blocked times, for the portal over a range and for the private feed. Blocking and unblocking is a listing write
// (listings/listing-blocks.ts).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { blockedDays } from '#shared/blocked-days.ts';
import type { Block, CalendarBooking, CalendarListing, PartnerCalendar } from '#shared/partner-calendar.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, calendarFeeds, listingBlocks, vendors, venues } from '../../db/schema/index.ts';
import { calendarImportsOf } from './calendar-sync.ts';
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

async function listingsOf(db: Db, partnerId: string): Promise<CalendarListing[]> {
  const columns = (table: typeof venues | typeof vendors) => ({
    id: table.id,
    name: table.name,
    timeZone: table.timeZone,
  });
  const [ownVenues, ownVendors] = await Promise.all([
    db.select(columns(venues)).from(venues).where(eq(venues.userId, partnerId)).orderBy(asc(venues.name)),
    db.select(columns(vendors)).from(vendors).where(eq(vendors.userId, partnerId)).orderBy(asc(vendors.name)),
  ]);
  return [
    ...ownVenues.map((v) => ({ kind: 'venue' as const, ...v })),
    ...ownVendors.map((v) => ({ kind: 'vendor' as const, ...v })),
  ];
}

async function blocksBetween(db: Db, listings: CalendarListing[], from: Date, to: Date): Promise<Block[]> {
  if (listings.length === 0) return [];
  const byId = new Map(listings.map((l) => [l.id, l]));
  const rows = await db
    .select()
    .from(listingBlocks)
    .where(
      and(
        inArray(
          listingBlocks.listingId,
          listings.map((l) => l.id),
        ),
        lt(listingBlocks.startsAt, to),
        gt(listingBlocks.endsAt, from),
      ),
    )
    .orderBy(asc(listingBlocks.startsAt));
  return rows.map((row) => {
    const listing = byId.get(row.listingId)!;
    return {
      id: row.id,
      listingKind: listing.kind,
      listingId: listing.id,
      listingName: listing.name,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timeZone: listing.timeZone,
      reason: row.reason,
      source: row.source,
    };
  });
}

export async function partnerCalendar(
  db: Db,
  partnerId: string,
  range: { from: string; to: string },
): Promise<PartnerCalendar> {
  // Days are on each listing's clock: a day's events may start up to 14 hours either side of its UTC day.
  const from = new Date(Date.parse(`${range.from}T00:00:00Z`) - ZONE_SPREAD_MS);
  const to = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS + ZONE_SPREAD_MS);
  const [booked, listings, imports] = await Promise.all([
    bookingsBetween(db, partnerId, from, to),
    listingsOf(db, partnerId),
    calendarImportsOf(db, partnerId),
  ]);
  return { bookings: booked, blocks: await blocksBetween(db, listings, from, to), listings, imports };
}

/** A blocked whole day is an all-day event on its listing's day; hours are a timed one. */
function blockEvent(block: Block): CalendarEvent {
  const days = blockedDays(block);
  const wholeDays = days.every((d) => d.whole);
  return {
    uid: `block-${block.id}`,
    ...(wholeDays
      ? { startsAt: days[0]!.date, endsAt: addDay(days.at(-1)!.date), allDay: true }
      : { startsAt: block.startsAt, endsAt: block.endsAt }),
    summary: `Blocked: ${block.listingName}`,
    description: block.reason ?? 'Not taking bookings then.',
    status: 'CONFIRMED',
  };
}

const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

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
  const [booked, listings] = await Promise.all([
    bookingsBetween(db, feed.userId, from, to),
    listingsOf(db, feed.userId),
  ]);
  const blocks = await blocksBetween(db, listings, from, to);
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
    // Busy times read from the partner's own calendar are there already.
    ...blocks.filter((b) => b.source === 'manual').map(blockEvent),
  ];
  return calendarFile('Eventide bookings', events, now);
}
