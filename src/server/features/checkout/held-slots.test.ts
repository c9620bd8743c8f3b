// One event, one time (issue 47), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: every line's time is held from
// checkout until its booking is answered, with the listing's set-up and tear-down and its events per day, so two
// checkouts that want the same DJ's night never both get it; holds expire, a failed payment frees them at once; a busy
// time read from the DJ's own calendar blocks its night; the DJ's working hours and days off keep events inside them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_LIMITS, UNAVAILABLE_MESSAGES } from '#shared/availability.ts';
import type { CheckoutRequest } from '#shared/checkout.ts';
import { AppError } from '#shared/errors.ts';
import { eventWindow } from '#shared/event-window.ts';
import { OPENING_HOURS_MESSAGES } from '#shared/opening-hours.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { createMailer } from '../../adapters/mail/index.ts';
import { createPaymentProvider } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import {
  bookingItems,
  calendarImports,
  checkoutAttempts,
  heldSlots,
  listingWeeklyHours,
  sandboxPayments,
  user,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { isPublicAddress } from '../../http/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { icsOf, startIcalendarServer } from '../../testing/icalendar-server.ts';
import { quietLog } from '../../testing/search-database.ts';
import { testEnv } from '../../testing/test-env.ts';
import { createAuth, type Viewer } from '../auth/index.ts';
import { addCalendarImport, FEED_POLICY, syncCalendarImport } from '../calendar/index.ts';
import { listingsUnavailable, listingUnavailability } from '../listings/index.ts';
import { createCheckoutContext, type CheckoutContext } from './checkout-context.ts';
import { holdSlots } from './held-slots.ts';
import { placeCheckout } from './place-checkout.ts';
import { priceCart } from './price-cart.ts';
import { expireRequests } from './reconcile.ts';
import { respondToBooking } from './respond-to-booking.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const TODAY = '2026-11-23';
const MINUTE_MS = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE_MS);
const SUCCEEDS = sandboxPaymentMethod('4242 4242 4242 4242');
const DECLINED = sandboxPaymentMethod('4000 0000 0000 0002');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe.each(databaseTargets('held-slots'))('held slots on $name', (target) => {
  let database: Database;
  let ctx: CheckoutContext;
  let customers: [Viewer, Viewer];
  /** Two venues open in the evening, so two events can share one DJ's night without sharing a venue. */
  let venueIds: [string, string];
  let dj: { id: string; name: string; hours: number; timeZone: string };
  let dayOffset = 0;

  const viewerOf = async (email: string): Promise<Viewer> => {
    const [u] = await database.db.select().from(user).where(eq(user.email, email));
    return {
      id: u!.id,
      email,
      name: u!.name,
      image: null,
      emailVerified: true,
      roles: ['customer'],
      storedActiveRole: null,
    };
  };

  /** A new day for each test, so their bookings never meet, on which both venues and the DJ are free. */
  async function nextDate(): Promise<string> {
    for (;;) {
      const date = new Date(Date.UTC(2027, 5, 1 + (dayOffset += 1))).toISOString().slice(0, 10);
      const priced = await priceCart(
        database.db,
        { lines: [...checkout(0, date).lines, checkout(1, date).lines[0]!], eventDate: date, startTime: '18:00' },
        TODAY,
        null,
        NOW,
      );
      if (priced.lines.every((line) => line.available)) return date;
    }
  }

  const checkout = (venue: 0 | 1, eventDate: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    lines: [
      { type: 'venue', listingId: venueIds[venue], quantity: 1, hours: 4 },
      { type: 'vendor', listingId: dj.id, quantity: 1, hours: dj.hours },
    ],
    eventDate,
    startTime: '18:00',
    eventDetails: {},
    contact: { name: 'Casey Customer', email: 'customer@example.com' },
    coHosts: [],
    paymentMethod: SUCCEEDS,
    ...overrides,
  });

  const djLinesOn = async (eventDate: string) =>
    database.db
      .select({ status: bookingItems.status })
      .from(bookingItems)
      .innerJoin(heldSlots, eq(heldSlots.bookingItemId, bookingItems.id))
      .where(and(eq(bookingItems.vendorId, dj.id), eq(heldSlots.eventDate, eventDate)));

  const newAttempt = async (key: string) => {
    const [attempt] = await database.db
      .insert(checkoutAttempts)
      .values({ userId: customers[0].id, idempotencyKey: key, requestHash: key, amountCents: 0 })
      .returning({ id: checkoutAttempts.id });
    return attempt!.id;
  };

  /** The DJ's evening from `startHour` on the DJ's clock (a DJ-only cart keeps its listing's time zone). */
  const djWindow = (date: string, startHour: number, hours = dj.hours) => {
    const startTime = `${String(startHour).padStart(2, '0')}:00`;
    const window = eventWindow({ date, startTime, hours, timeZone: dj.timeZone });
    if (!window.ok) throw new Error(window.error);
    return window.window;
  };

  const setDj = (values: Partial<typeof vendors.$inferInsert>) =>
    database.db.update(vendors).set(values).where(eq(vendors.id, dj.id));

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    const env = testEnv();
    const mailer = createMailer(env, database.db);
    await seedIfEmpty(database.db, createAuth(env, database.db, mailer, quietLog), new Date('2026-11-22T12:00:00Z'));
    ctx = createCheckoutContext({
      db: database.db,
      payments: createPaymentProvider(env, database.db),
      mailer,
      appUrl: 'http://localhost:3000',
      log: quietLog,
      notify: () => {},
    });
    customers = [await viewerOf('customer@example.com'), await viewerOf('admin@example.com')];
    const venuePartner = await viewerOf('venue@example.com');
    const vendorPartner = await viewerOf('vendor@example.com');
    const own = await database.db.select().from(venues).where(eq(venues.userId, venuePartner.id)).orderBy(venues.name);
    const date = '2027-06-05';
    const open = [];
    for (const venue of own) {
      const priced = await priceCart(
        database.db,
        { lines: [{ type: 'venue', listingId: venue.id, quantity: 1, hours: 4 }], eventDate: date, startTime: '18:00' },
        TODAY,
        null,
        NOW,
      );
      if (priced.validation.isValid && priced.lines[0]?.available) open.push(venue.id);
    }
    expect(open.length).toBeGreaterThanOrEqual(2);
    venueIds = [open[0]!, open[1]!];
    const [vendor] = await database.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.userId, vendorPartner.id), eq(vendors.category, 'music-djs')))
      .limit(1);
    dj = { id: vendor!.id, name: vendor!.name, hours: Math.max(vendor!.minimumHours, 4), timeZone: vendor!.timeZone };
  }, 120_000);

  afterAll(async () => database?.close());

  it('books one DJ once when two checkouts for its night arrive at once; the other is told the DJ is taken', async () => {
    const date = await nextDate();
    const outcomes = await Promise.allSettled([
      placeCheckout(ctx, customers[0], 'race-0001', checkout(0, date), NOW),
      placeCheckout(ctx, customers[1], 'race-0002', checkout(1, date), NOW),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = (outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason as AppError;
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', status: 409 });
    expect(refused.details).toEqual({
      lines: [{ listingId: dj.id, reason: UNAVAILABLE_MESSAGES.vendorBooked(dj.name) }],
    });
    expect(await djLinesOn(date)).toEqual([{ status: 'requested' }]);
    // The refused checkout held nothing and charged nothing: no attempt of its key is left.
    const attempts = await database.db
      .select()
      .from(checkoutAttempts)
      .where(inArray(checkoutAttempts.idempotencyKey, ['race-0001', 'race-0002']));
    expect(attempts.map((a) => a.status)).toEqual(['completed']);
  });

  it("keeps a request's slot until it is answered: declined, the DJ is free again", async () => {
    const date = await nextDate();
    const first = await placeCheckout(ctx, customers[0], 'answer-0001', checkout(0, date), NOW);
    const second = await refusal(placeCheckout(ctx, customers[1], 'answer-0002', checkout(1, date), NOW));
    expect(second.code).toBe('UNAVAILABLE');
    const [line] = await database.db
      .select()
      .from(bookingItems)
      .where(and(eq(bookingItems.bookingId, first.bookingId), eq(bookingItems.vendorId, dj.id)));
    await respondToBooking(ctx, {
      itemId: line!.id,
      event: 'decline',
      by: { kind: 'partner', userId: line!.partnerUserId! },
      now: NOW,
    });
    await placeCheckout(ctx, customers[1], 'answer-0003', checkout(1, date), NOW);
    expect(await djLinesOn(date)).toEqual([{ status: 'requested' }]);
  });

  it('frees the slot of a request nobody answered once it expires', async () => {
    const date = await nextDate();
    await placeCheckout(ctx, customers[0], 'expiry-0001', checkout(0, date), NOW);
    expect((await refusal(placeCheckout(ctx, customers[1], 'expiry-0002', checkout(1, date), NOW))).code).toBe(
      'UNAVAILABLE',
    );
    const later = at(3 * 24 * 60);
    await expireRequests(ctx, later);
    await placeCheckout(ctx, customers[1], 'expiry-0003', checkout(1, date), later);
  });

  it("holds a paying checkout's time for 10 minutes, then lets it go", async () => {
    const date = await nextDate();
    const attempt = await newAttempt('hold-expiry');
    await holdSlots(
      database.db,
      attempt,
      date,
      [{ type: 'vendor', listingId: dj.id, window: djWindow(date, 18) }],
      NOW,
    );
    const djOnly = { lines: checkout(1, date).lines.slice(1), eventDate: date, startTime: '18:00' };
    const priced = (at: Date) => priceCart(database.db, djOnly, TODAY, null, at).then((p) => p.lines[0]!);
    expect(await priced(at(9))).toMatchObject({
      available: false,
      unavailableReason: UNAVAILABLE_MESSAGES.vendorBooked(dj.name),
    });
    // Other DJs free then are offered instead, best rated first.
    const { alternatives } = await priced(at(9));
    expect(alternatives.length).toBeGreaterThan(0);
    for (const card of alternatives) {
      expect(card).toMatchObject({ category: 'music-djs' });
      expect(card.id).not.toBe(dj.id);
      expect(
        await listingUnavailability(
          database.db,
          { type: 'vendor', listingId: card.id },
          date,
          djWindow(date, 18),
          at(9),
        ),
      ).toBeNull();
    }
    const ratings = alternatives.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(await priced(at(10))).toMatchObject({ available: true, unavailableReason: null, alternatives: [] });
    await placeCheckout(ctx, customers[1], 'hold-expiry-0001', checkout(1, date), at(11));
    // The expired hold was cleared when the next checkout held the DJ.
    expect(await database.db.select().from(heldSlots).where(eq(heldSlots.checkoutAttemptId, attempt))).toEqual([]);
  });

  it('refuses a checkout whose holds ran out while it paid and whose time another took, releasing its card', async () => {
    const date = await nextDate();
    const later = at(AVAILABILITY_LIMITS.holdMinutes + 1);
    const provider = createPaymentProvider(testEnv(), database.db);
    const slowToPay = createCheckoutContext({
      db: database.db,
      payments: {
        ...provider,
        // The card takes longer than the hold: meanwhile another customer books the same DJ.
        authorize: async (request) => {
          await placeCheckout(ctx, customers[1], 'slow-0002', checkout(1, date), later);
          return provider.authorize(request);
        },
      },
      mailer: createMailer(testEnv(), database.db),
      appUrl: 'http://localhost:3000',
      log: quietLog,
      notify: () => {},
    });
    const refused = await refusal(placeCheckout(slowToPay, customers[0], 'slow-0001', checkout(0, date), NOW));
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', status: 409 });
    expect((refused.details as { lines: { reason: string }[] }).lines[0]!.reason).toBe(UNAVAILABLE_MESSAGES.justTaken);
    const [attempt] = await database.db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.idempotencyKey, 'slow-0001'));
    expect(attempt).toMatchObject({ status: 'failed', bookingId: null });
    // Its authorization is released: the provider's record of it, found by the attempt it was made for.
    const authorizations = await database.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(sql`${sandboxPayments.metadata}->>'checkout_attempt' = ${attempt!.id}`);
    expect(authorizations).toEqual([{ status: 'canceled' }]);
    expect(await djLinesOn(date)).toEqual([{ status: 'requested' }]);
  });

  it('lets the time go at once when the card is declined', async () => {
    const date = await nextDate();
    const declined = await refusal(
      placeCheckout(ctx, customers[0], 'declined-0001', checkout(0, date, { paymentMethod: DECLINED }), NOW),
    );
    expect(declined.status).toBe(402);
    await placeCheckout(ctx, customers[1], 'declined-0002', checkout(1, date), NOW);
  });

  it("keeps a DJ's set-up and tear-down free, and no more events a day than it takes", async () => {
    const date = await nextDate();
    await setDj({ bufferBeforeMinutes: 60, bufferAfterMinutes: 90, maxEventsPerDay: 2 });
    try {
      const first = await placeCheckout(ctx, customers[0], 'buffers-0001', checkout(0, date), NOW);
      const [line] = await database.db
        .select()
        .from(bookingItems)
        .where(and(eq(bookingItems.bookingId, first.bookingId), eq(bookingItems.vendorId, dj.id)));
      expect(line).toMatchObject({ bufferBeforeMinutes: 60, bufferAfterMinutes: 90 });
      const after = (minutes: number) => {
        const startsAt = new Date(line!.endsAt.getTime() + minutes * MINUTE_MS);
        return { startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3_600_000) };
      };
      const free = (window: { startsAt: Date; endsAt: Date }) =>
        listingUnavailability(database.db, { type: 'vendor', listingId: dj.id }, date, window, NOW);
      // A later event's hour of set-up may not meet the first one's 90 minutes of tear-down.
      expect(await free(after(120))).toBe(UNAVAILABLE_MESSAGES.vendorBooked(dj.name));
      expect(await free(after(150))).toBeNull();
      // A morning event ends, with its tear-down, before the evening's set-up begins.
      expect(await free(djWindow(date, 8, 2))).toBeNull();
      const attempt = await newAttempt('buffers-morning');
      await holdSlots(
        database.db,
        attempt,
        date,
        [{ type: 'vendor', listingId: dj.id, window: djWindow(date, 8, 2) }],
        NOW,
      );
      expect(await free(djWindow(date, 4, 1))).toBe(UNAVAILABLE_MESSAGES.dayFull(dj.name, 2));
    } finally {
      await setDj({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0, maxEventsPerDay: null });
    }
  });
  it("refuses a checkout in a busy time read from the DJ's own calendar, until the calendar drops it", async () => {
    const date = await nextDate();
    const busy = djWindow(date, 17, 2);
    const utc = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');
    const server = await startIcalendarServer();
    const sync = {
      db: database.db,
      changes: { changed: async () => {} },
      policy: { ...FEED_POLICY, allows: (address: string) => address === '127.0.0.1' || isPublicAddress(address) },
    };
    try {
      const gig = ['UID:gig', `DTSTART:${utc(busy.startsAt)}`, `DTEND:${utc(busy.endsAt)}`, 'SUMMARY:Wedding'];
      server.answer('/dj.ics', { kind: 'calendar', text: icsOf([gig]) });
      const vendorPartner = await viewerOf('vendor@example.com');
      const added = await addCalendarImport(
        sync,
        vendorPartner.id,
        { kind: 'vendor', id: dj.id },
        server.url('/dj.ics'),
        NOW,
      );
      if (added.outcome !== 'added') throw new Error(added.outcome);
      const refused = await refusal(placeCheckout(ctx, customers[0], 'calendar-0001', checkout(0, date), NOW));
      expect(refused).toMatchObject({ code: 'UNAVAILABLE', status: 409 });
      expect(refused.details).toEqual({
        lines: [{ listingId: dj.id, reason: UNAVAILABLE_MESSAGES.vendorBlocked(dj.name) }],
      });
      server.answer('/dj.ics', { kind: 'calendar', text: icsOf([]) });
      expect(await syncCalendarImport(sync, added.id, NOW)).toBe('changed');
      await placeCheckout(ctx, customers[0], 'calendar-0002', checkout(0, date), NOW);
    } finally {
      await database.db.delete(calendarImports);
      await server.close();
    }
  });

  it('keeps a DJ to its working hours and days off: checkout names the hours, Discover leaves it out', async () => {
    const date = await nextDate();
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    await database.db
      .insert(listingWeeklyHours)
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({ listingId: dj.id, weekday: day, opensAt: '20:00', closesAt: '02:00' })),
      );
    try {
      const priced = await priceCart(database.db, checkout(0, date), TODAY, null, NOW);
      expect(priced.validation.errors).toContain(OPENING_HOURS_MESSAGES.vendorOutside(dj.name, '20:00', '02:00'));
      const refused = await refusal(placeCheckout(ctx, customers[0], 'hours-0001', checkout(0, date), NOW));
      expect(refused.status).toBe(422);
      const unavailable = (startTime: string) =>
        listingsUnavailable(database.db, 'vendor', date, { startTime, hours: 4 }, NOW);
      expect(await unavailable('18:00')).toContain(dj.id);
      expect(await unavailable('22:30')).toContain(dj.id);
      // 21:00 to 01:00 is inside 20:00 to 02:00, past midnight.
      expect(await unavailable('21:00')).not.toContain(dj.id);
      expect(await listingsUnavailable(database.db, 'vendor', date, null, NOW)).not.toContain(dj.id);

      await database.db
        .update(listingWeeklyHours)
        .set({ isClosed: true, opensAt: null, closesAt: null })
        .where(and(eq(listingWeeklyHours.listingId, dj.id), eq(listingWeeklyHours.weekday, weekday)));
      expect(await listingsUnavailable(database.db, 'vendor', date, null, NOW)).toContain(dj.id);
      expect(
        await listingUnavailability(
          database.db,
          { type: 'vendor', listingId: dj.id },
          date,
          djWindow(date, 21, 4),
          NOW,
        ),
      ).toBe(UNAVAILABLE_MESSAGES.vendorClosed(dj.name));
    } finally {
      await database.db.delete(listingWeeklyHours).where(eq(listingWeeklyHours.listingId, dj.id));
    }
    await placeCheckout(ctx, customers[0], 'hours-0002', checkout(0, date), NOW);
  });
});
