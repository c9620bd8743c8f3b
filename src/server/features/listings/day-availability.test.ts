// Discover's days in memory (ADR 029), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the listings a day's
// bookings, holds and blocks keep from an event are the ones the database's own query names, on every listing's clock
// (a day the clocks go forward included), and a day is read again whenever any writer changes its slots or blocks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockWindow, eventWindow } from '#shared/event-window.ts';
import { createMailer } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  availabilityChanges,
  checkoutAttempts,
  heldSlots,
  listingBlocks,
  listingWeeklyHours,
  user,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { quietLog } from '../../testing/search-database.ts';
import { testEnv } from '../../testing/test-env.ts';
import { createAuth } from '../auth/index.ts';
import { listingsUnavailable, type ListingKind } from './availability.ts';
import { DayAvailability, tidyAvailabilityChanges, type ClosedListings } from './day-availability.ts';

const NOW = new Date('2027-03-01T12:00:00Z');
/** The clocks go forward in the United States early on 2027-03-14. */
const DAY = '2027-03-14';
const DAYS = ['2027-03-12', '2027-03-13', DAY, '2027-03-15', '2027-03-16'];
const ASKED = [
  null,
  { startTime: '00:00', hours: 3 },
  { startTime: '02:30', hours: 2 },
  { startTime: '09:00', hours: 4 },
  { startTime: '18:00', hours: 4 },
  { startTime: '22:00', hours: 6 },
  { startTime: '23:30', hours: 24 },
];
const ZONES = ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu'];

interface Listing {
  kind: ListingKind;
  id: string;
  timeZone: string;
}

describe.each(databaseTargets('day-availability'))('days of availability in memory on $name', (target) => {
  let database: Database;
  let days: DayAvailability;
  let listings: Listing[];
  let customerId: string;
  /** A booking for each event day: its lines' held slots count for the booking's day. */
  const bookingIds = new Map<string, string>();

  const bookingOn = async (date: string) => {
    const known = bookingIds.get(date);
    if (known) return known;
    const [booking] = await database.db
      .insert(bookings)
      .values({
        reference: `EV-DAYS-${date}`,
        customerId,
        eventDate: date,
        subtotalCents: 1,
        customerPlatformFeeCents: 0,
        vendorPlatformFeeCents: 0,
        processingFeeCents: 0,
        taxCents: 0,
        customerTotalCents: 1,
        vendorReceivesCents: 1,
        platformRevenueCents: 0,
      })
      .returning({ id: bookings.id });
    bookingIds.set(date, booking!.id);
    return booking!.id;
  };

  const windowOn = (listing: Listing, date: string, startTime: string, hours: number) => {
    const window = eventWindow({ date, startTime, hours, timeZone: listing.timeZone });
    if (!window.ok) throw new Error(window.error);
    return window.window;
  };

  const book = async (listing: Listing, date: string, startTime: string, hours: number, buffers = 0) => {
    const window = windowOn(listing, date, startTime, hours);
    const [item] = await database.db
      .insert(bookingItems)
      .values({
        bookingId: await bookingOn(date),
        itemType: listing.kind,
        ...(listing.kind === 'venue' ? { venueId: listing.id } : { vendorId: listing.id }),
        name: 'Test line',
        unitPriceCents: 1,
        quantity: 1,
        hours,
        lineTotalCents: 1,
        partnerPayoutCents: 1,
        status: 'confirmed',
        ...window,
        timeZone: listing.timeZone,
        bufferBeforeMinutes: buffers,
        bufferAfterMinutes: buffers,
      })
      .returning({ id: bookingItems.id });
    return item!.id;
  };

  const block = async (listing: Listing, date: string, from?: string, to?: string) => {
    const window = blockWindow({ date, from, to, timeZone: listing.timeZone });
    if (!window.ok) throw new Error(window.error);
    const [row] = await database.db
      .insert(listingBlocks)
      .values({ listingId: listing.id, ...window.window })
      .returning({ id: listingBlocks.id });
    return row!.id;
  };

  /** The day's answer with each listing's rules as the database holds them now (the search index's, in the app). */
  async function answerOf(
    kind: ListingKind,
    date: string,
    asked: (typeof ASKED)[number],
    now: Date,
    from = days,
  ): Promise<ClosedListings> {
    const table = kind === 'venue' ? venues : vendors;
    const rows = await database.db
      .select({
        id: table.id,
        timeZone: table.timeZone,
        bufferBeforeMinutes: table.bufferBeforeMinutes,
        bufferAfterMinutes: table.bufferAfterMinutes,
        maxEventsPerDay: table.maxEventsPerDay,
      })
      .from(table);
    const rules = new Map(rows.map((row) => [row.id, row]));
    return from.unavailable(kind, (id) => rules.get(id), date, asked, now);
  }

  const unavailable = async (...args: Parameters<typeof answerOf>) => (await answerOf(...args)).ids;

  /** Both answers for every kind, day and asked time, sorted, side by side. */
  async function bothAnswers(now: Date) {
    const answers: { case: string; memory: string[]; database: string[] }[] = [];
    for (const kind of ['venue', 'vendor'] as const)
      for (const date of DAYS)
        for (const asked of ASKED)
          answers.push({
            case: `${kind} ${date} ${asked ? `${asked.startTime}+${asked.hours}h` : 'all day'}`,
            memory: [...(await unavailable(kind, date, asked, now))].sort(),
            database: (await listingsUnavailable(database.db, kind, date, asked, now)).sort(),
          });
    return answers;
  }

  const expectSameAnswers = async (now = NOW) => {
    const answers = await bothAnswers(now);
    for (const answer of answers) expect(answer.memory, answer.case).toEqual(answer.database);
    return answers;
  };

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    const env = testEnv();
    await seedIfEmpty(
      database.db,
      createAuth(env, database.db, createMailer(env, database.db), quietLog),
      new Date('2027-02-28T12:00:00Z'),
    );
    // Weekly hours are the search index's own test (doc-filters.ts): without them the two answers must be equal. The
    // sample's own bookings and blocks go too, so only this suite's take time.
    await database.db.delete(listingWeeklyHours);
    await database.db.delete(listingBlocks);
    await database.db.update(bookingItems).set({ status: 'cancelled' });
    await database.db.delete(heldSlots);
    const someVenues = await database.db.select({ id: venues.id }).from(venues).orderBy(venues.id).limit(3);
    const someVendors = await database.db.select({ id: vendors.id }).from(vendors).orderBy(vendors.id).limit(3);
    listings = [
      ...someVenues.map(({ id }, i) => ({ kind: 'venue' as const, id, timeZone: ZONES[i]! })),
      ...someVendors.map(({ id }, i) => ({ kind: 'vendor' as const, id, timeZone: ZONES[i]! })),
    ];
    for (const [i, listing] of listings.entries()) {
      const table = listing.kind === 'venue' ? venues : vendors;
      await database.db
        .update(table)
        .set({
          timeZone: listing.timeZone,
          bufferBeforeMinutes: i % 2 === 0 ? 90 : 0,
          bufferAfterMinutes: i % 3 === 0 ? 120 : 30,
          maxEventsPerDay: i === 4 ? 1 : i === 5 ? 2 : null,
        })
        .where(eq(table.id, listing.id));
    }
    const [customer] = await database.db.select().from(user).where(eq(user.email, 'customer@example.com'));
    customerId = customer!.id;
    days = new DayAvailability(database.db);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('names the listings the database names, for every kind, day and time, on each listing’s clock', async () => {
    const [venueA, venueB, venueC, djA, djB, djC] = listings as [Listing, Listing, Listing, Listing, Listing, Listing];
    await book(venueA, DAY, '18:00', 4, 60);
    await book(venueB, '2027-03-13', '22:00', 5);
    await book(djA, DAY, '20:00', 5, 30);
    await book(djB, DAY, '09:00', 2);
    await book(djC, '2027-03-15', '01:00', 3);
    await block(venueC, DAY);
    await block(venueB, '2027-03-15', '10:00', '14:00');
    await block(djC, '2027-03-12', '23:00', '23:59');
    const [attempt] = await database.db
      .insert(checkoutAttempts)
      .values({ userId: customerId, idempotencyKey: 'days', requestHash: 'days', amountCents: 0 })
      .returning({ id: checkoutAttempts.id });
    const holdOn = (listing: Listing, startTime: string, expiresAt: Date) => ({
      listingId: listing.id,
      eventDate: '2027-03-16',
      ...windowOn(listing, '2027-03-16', startTime, 3),
      checkoutAttemptId: attempt!.id,
      holdExpiresAt: expiresAt,
    });
    await database.db
      .insert(heldSlots)
      .values([
        holdOn(venueA, '12:00', new Date(NOW.getTime() + 600_000)),
        holdOn(djB, '19:00', new Date(NOW.getTime() - 60_000)),
      ]);

    const answers = await expectSameAnswers();
    // The cases reach the rules: something unavailable in many, nothing in some.
    expect(answers.filter((answer) => answer.database.length > 0).length).toBeGreaterThan(answers.length / 3);
    expect(answers.some((answer) => answer.database.length === 0)).toBe(true);
    // Once the hold has run out, the held evening is free again in both, with no write.
    await expectSameAnswers(new Date(NOW.getTime() + 11 * 60_000));
  });

  it('names an answer by one key while nothing changes, and by a new one once the day or the rules do', async () => {
    const [, , , djA] = listings as [Listing, Listing, Listing, Listing];
    const evening = { startTime: '19:00', hours: 3 };
    const first = await answerOf('vendor', '2027-03-22', evening, NOW);
    expect(await answerOf('vendor', '2027-03-22', evening, NOW)).toBe(first);
    expect((await answerOf('vendor', '2027-03-22', null, NOW)).key).not.toBe(first.key);
    await book(djA, '2027-03-22', '18:00', 2);
    const booked = await answerOf('vendor', '2027-03-22', evening, NOW);
    expect(booked.key).not.toBe(first.key);
    expect(booked.ids).toContain(djA.id);
    days.rulesChanged();
    expect((await answerOf('vendor', '2027-03-22', evening, NOW)).key).not.toBe(booked.key);
  });

  it('reads a day again when a booking or a block changes it, whoever wrote it', async () => {
    const [venueA, , , djA] = listings as [Listing, Listing, Listing, Listing];
    const noon = { startTime: '12:00', hours: 2 };
    expect(await unavailable('vendor', '2027-03-20', noon, NOW)).not.toContain(djA.id);
    const item = await book(djA, '2027-03-20', '11:00', 2);
    expect(await unavailable('vendor', '2027-03-20', noon, NOW)).toContain(djA.id);
    await database.db.update(bookingItems).set({ status: 'cancelled' }).where(eq(bookingItems.id, item));
    expect(await unavailable('vendor', '2027-03-20', noon, NOW)).not.toContain(djA.id);

    const blockId = await block(venueA, '2027-03-20');
    expect(await unavailable('venue', '2027-03-20', null, NOW)).toContain(venueA.id);
    await database.db.delete(listingBlocks).where(eq(listingBlocks.id, blockId));
    expect(await unavailable('venue', '2027-03-20', null, NOW)).not.toContain(venueA.id);

    // A listing's own rules are the caller's, and a change to them is told (search-context.ts, on listing changes).
    await book(djA, '2027-03-20', '08:00', 3);
    expect(await unavailable('vendor', '2027-03-20', null, NOW)).not.toContain(djA.id);
    await database.db.update(vendors).set({ maxEventsPerDay: 1 }).where(eq(vendors.id, djA.id));
    days.rulesChanged();
    expect(await unavailable('vendor', '2027-03-20', null, NOW)).toContain(djA.id);
    await expectSameAnswers();
  });

  it('keeps a bounded number of days, reading a forgotten one again', async () => {
    const few = new DayAvailability(database.db, 2);
    for (const date of DAYS) await unavailable('venue', date, null, NOW, few);
    expect(await unavailable('venue', DAY, null, NOW, few)).toEqual(await unavailable('venue', DAY, null, NOW));
  });

  it('merges each day’s changes into one row without moving its sum, and forgets past days', async () => {
    const [, , , djA] = listings as [Listing, Listing, Listing, Listing];
    const rowsByDay = async () => {
      const rows = await database.db.select().from(availabilityChanges);
      const days = new Map<string, { rows: number; sum: number }>();
      for (const row of rows) {
        const day = days.get(row.day) ?? { rows: 0, sum: 0 };
        days.set(row.day, { rows: day.rows + 1, sum: day.sum + row.changes });
      }
      return days;
    };
    const noon = { startTime: '12:00', hours: 2 };
    await book(djA, '2027-03-25', '18:00', 2);
    await book(djA, '2027-03-26', '18:00', 2);
    const first = await answerOf('vendor', '2027-03-25', noon, NOW);
    const before = await rowsByDay();
    expect(before.get('2027-03-25')?.rows).toBeGreaterThan(1);

    await tidyAvailabilityChanges(database.db, new Date('2027-03-15T08:00:00Z'));
    const after = await rowsByDay();
    expect(after.has('2027-03-12')).toBe(false);
    expect(after.has('2027-03-13')).toBe(true);
    for (const [day, { sum }] of after)
      expect({ day, rows: after.get(day)?.rows, sum }).toEqual({ day, rows: 1, sum: before.get(day)?.sum });
    // The kept day is not read again for a merge, and is for a write after it.
    expect(await answerOf('vendor', '2027-03-25', noon, NOW)).toBe(first);
    await book(djA, '2027-03-25', '12:00', 1);
    expect(await answerOf('vendor', '2027-03-25', noon, NOW)).not.toBe(first);
    expect((await rowsByDay()).get('2027-03-25')).toEqual({ rows: 2, sum: (before.get('2027-03-25')?.sum ?? 0) + 1 });
  });
});
