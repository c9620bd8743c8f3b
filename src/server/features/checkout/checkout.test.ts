// Checkout and partner bookings against the sandbox provider, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: one hold and one booking per partner, capture on confirm, release on decline, refunds by the
// 24-hour rule, idempotent replays, no double-booked venue, and reconciliation of a checkout that died.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGES } from '#shared/availability.ts';
import { EMPTY_CART } from '#shared/cart.ts';
import type { CheckoutRequest } from '#shared/checkout.ts';
import type { PushNotice } from '#shared/push.ts';
import { calculatePriceBreakdown } from '#shared/fees.ts';
import { formatTime } from '#shared/opening-hours.ts';
import { venuePricing } from '#shared/pricing.ts';
import { blockWindow } from '#shared/event-window.ts';
import { clockTime, dayOf } from '#shared/event-words.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { createMailer } from '../../adapters/mail/index.ts';
import { createPaymentProvider } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  checkoutAttempts,
  listingBlocks,
  listingExtras,
  mailOutbox,
  payments,
  payouts,
  sandboxPayments,
  user,
  vendors,
  venues,
  listingWeeklyHours,
} from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { quietLog } from '../../testing/search-database.ts';
import { testEnv } from '../../testing/test-env.ts';
import { AppError } from '#shared/errors.ts';
import { createAuth, type Viewer } from '../auth/index.ts';
import { readAccountCart, saveAccountCart } from '../cart/index.ts';
import { createCheckoutContext, type CheckoutContext } from './checkout-context.ts';
import { placeCheckout } from './place-checkout.ts';
import { priceCart } from './price-cart.ts';
import { partnerBookings, visibleBooking } from './read-bookings.ts';
import { completeEndedLines, expireRequests, finishInterruptedConfirmations, reconcileCheckouts } from './reconcile.ts';
import { respondToBooking } from './respond-to-booking.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const TODAY = '2026-11-23';
const SUCCEEDS = sandboxPaymentMethod('4242 4242 4242 4242');

async function problem(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a AppError');
}

describe.each(databaseTargets('checkout'))('checkout on $name', (target) => {
  let database: Database;
  let ctx: CheckoutContext;
  let customer: Viewer;
  let other: Viewer;
  let venuePartner: string;
  let vendorPartner: string;
  let venueId: string;
  let venueHours: number;
  let vendorIds: [string, string];
  let vendorHours: [number, number];
  let dayOffset = 0;
  const notices: (PushNotice & { userId: string })[] = [];

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

  /** A date the venue is open and free, a new one for each test so their bookings never meet. */
  async function nextOpenDate(): Promise<string> {
    for (;;) {
      dayOffset += 1;
      const date = new Date(Date.UTC(2027, 2, 1 + dayOffset)).toISOString().slice(0, 10);
      const priced = await priceCart(
        database.db,
        {
          lines: [{ type: 'venue', listingId: venueId, quantity: 1, hours: venueHours }],
          eventDate: date,
          startTime: '18:00',
        },
        TODAY,
        null,
      );
      if (priced.lines[0]?.available) return date;
    }
  }

  async function request(overrides: Partial<CheckoutRequest> = {}): Promise<CheckoutRequest> {
    return {
      lines: [
        { type: 'venue', listingId: venueId, quantity: 1, hours: venueHours },
        { type: 'vendor', listingId: vendorIds[0], quantity: 1, hours: vendorHours[0] },
        { type: 'vendor', listingId: vendorIds[1], quantity: 1, hours: vendorHours[1] },
      ],
      eventDate: await nextOpenDate(),
      startTime: '18:00',
      eventDetails: { name: 'Spring launch', guestCount: 120 },
      contact: { name: 'Casey Customer', email: 'customer@example.com' },
      coHosts: [],
      paymentMethod: SUCCEEDS,
      ...overrides,
    };
  }

  const itemsOf = (bookingId: string) =>
    database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)).orderBy(bookingItems.itemType);
  const venueItem = async (bookingId: string) => (await itemsOf(bookingId)).find((i) => i.itemType === 'venue')!;
  const paymentOf = async (bookingId: string) => {
    const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    const [held] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment!.providerPaymentId));
    return { payment: payment!, held: held! };
  };
  const partnerOf = (item: { partnerUserId: string | null }) => ({
    kind: 'partner' as const,
    userId: item.partnerUserId!,
  });

  const checkoutContextOn = (db: Database['db']) => {
    const env = testEnv();
    return createCheckoutContext({
      db,
      payments: createPaymentProvider(env, db),
      mailer: createMailer(env, db),
      appUrl: 'http://localhost:3000',
      log: quietLog,
      notify: (userId, notice) => notices.push({ userId, ...notice }),
    });
  };

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    const env = testEnv();
    const mailer = createMailer(env, database.db);
    await seedIfEmpty(database.db, createAuth(env, database.db, mailer, quietLog), new Date('2026-11-22T12:00:00Z'));
    ctx = checkoutContextOn(database.db);
    customer = await viewerOf('customer@example.com');
    other = await viewerOf('admin@example.com');
    venuePartner = (await viewerOf('venue@example.com')).id;
    vendorPartner = (await viewerOf('vendor@example.com')).id;
    const [venue] = await database.db
      .select()
      .from(venues)
      .where(eq(venues.userId, venuePartner))
      .orderBy(venues.name)
      .limit(1);
    venueId = venue!.id;
    venueHours = Math.max(venue!.minimumHours, 4);
    const ownVendors = await database.db
      .select()
      .from(vendors)
      .where(eq(vendors.userId, vendorPartner))
      .orderBy(vendors.name);
    const [first, second] = ownVendors;
    vendorIds = [first!.id, second!.id];
    vendorHours = [Math.max(first!.minimumHours, 4), Math.max(second!.minimumHours, 5)];
  }, 120_000);

  afterAll(async () => database?.close());

  it('prices the cart from stored prices with the §9 breakdown and the §5 checks', async () => {
    const req = await request();
    const priced = await priceCart(database.db, req, TODAY, ctx.prices);
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    const stored = await database.db.select().from(vendors).where(eq(vendors.id, vendorIds[0]));
    expect(priced.lines[0]).toMatchObject({
      unitPriceCents: venue!.hourlyRateCents,
      lineTotalCents: venue!.hourlyRateCents * venueHours,
      available: true,
    });
    expect(priced.lines[1]?.unitPriceCents).toBe(stored[0]!.priceCents);
    expect(priced.breakdown).toEqual(
      calculatePriceBreakdown({
        services: priced.lines.map((l) => ({
          priceCents: l.unitPriceCents,
          quantity: l.quantity,
          hours: l.hours,
          unit: l.unit,
        })),
      }),
    );
    expect(priced.lines.reduce((sum, l) => sum + l.chargeCents, 0)).toBe(priced.breakdown.customerTotal);
    expect(priced.validation).toMatchObject({ isValid: true, errors: [] });

    const noVenue = await priceCart(
      database.db,
      { lines: req.lines.slice(1), eventDate: null, startTime: '18:00' },
      TODAY,
      ctx.prices,
    );
    expect(noVenue.validation.errors).toEqual(['A venue is required for booking', 'Event date is required']);
    const past = await priceCart(database.db, { ...req, eventDate: '2026-11-01' }, TODAY, ctx.prices);
    expect(past.validation.errors).toEqual(['Event date cannot be in the past']);
  });

  it('charges and pays each line on its own, so the charges sum to the total even for a listing on two lines', async () => {
    // The routes refuse such a cart (DUPLICATE_LISTING); priceCart itself never hands one line's money to another.
    const req = await request();
    const twice = { ...req, lines: [...req.lines, { ...req.lines[1]!, hours: 6 }] };
    const priced = await priceCart(database.db, twice, TODAY, null);
    expect(priced.lines.reduce((sum, l) => sum + l.chargeCents, 0)).toBe(priced.breakdown.customerTotal);
    expect(priced.partners.reduce((sum, p) => sum + p.payoutCents, 0)).toBe(priced.breakdown.vendorReceives);
    expect(priced.lines[3]!.chargeCents).not.toBe(priced.lines[1]!.chargeCents);
  });

  it('names why a venue cannot take the slot: a busy time from its calendar, or a confirmed booking overlapping', async () => {
    const date = await nextOpenDate();
    const venueOnly = {
      lines: [{ type: 'venue' as const, listingId: venueId, quantity: 1, hours: venueHours }],
      eventDate: date,
      startTime: '18:00',
    };
    // An afternoon the partner's own calendar has busy, ending an hour before the event.
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    const busy = blockWindow({ date, from: '13:00', to: '17:00', timeZone: venue!.timeZone });
    if (!busy.ok) throw new Error(busy.error);
    const [imported] = await database.db
      .insert(listingBlocks)
      .values({ listingId: venueId, ...busy.window, source: 'calendar' })
      .returning();
    const bufferBefore = (minutes: number) =>
      database.db.update(venues).set({ bufferBeforeMinutes: minutes }).where(eq(venues.id, venueId));
    expect((await priceCart(database.db, venueOnly, TODAY, null)).lines[0]).toMatchObject({ available: true });
    await bufferBefore(90);
    expect((await priceCart(database.db, venueOnly, TODAY, null)).lines[0]).toMatchObject({
      available: false,
      unavailableReason: 'The venue is not taking bookings at that time.',
    });
    await bufferBefore(venue!.bufferBeforeMinutes);
    await database.db.delete(listingBlocks).where(eq(listingBlocks.id, imported!.id));

    const { bookingId } = await placeCheckout(
      ctx,
      customer,
      'overlap-reason-0001',
      { ...(await request()), eventDate: date },
      NOW,
    );
    const booked = await venueItem(bookingId);
    await respondToBooking(ctx, { itemId: booked.id, event: 'confirm', by: partnerOf(booked), now: NOW });
    const later = await priceCart(database.db, { ...venueOnly, startTime: '19:00' }, TODAY, null);
    expect(later.lines[0]).toMatchObject({
      available: false,
      unavailableReason: 'The venue is already booked at that time.',
    });
  });

  it("refuses a venue slot below the venue's minimum hours or outside its opening hours that day, holding nothing", async () => {
    const date = await nextOpenDate();
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    const thatDay = and(eq(listingWeeklyHours.listingId, venueId), eq(listingWeeklyHours.weekday, weekday));
    const [hours] = await database.db.select().from(listingWeeklyHours).where(thatDay);
    const setHours = (opensAt: string, closesAt: string) =>
      database.db.update(listingWeeklyHours).set({ opensAt, closesAt }).where(thatDay);
    const base = await request({ eventDate: date });
    const venueSlot = (startTime: string, lineHours: number) => ({
      ...base,
      startTime,
      lines: [{ ...base.lines[0]!, hours: lineHours }, ...base.lines.slice(1)],
    });
    // The case found: a 1-hour booking at 03:00 of a venue with a 2-hour minimum, open 09:00-23:00.
    await database.db.update(venues).set({ minimumHours: 2 }).where(eq(venues.id, venueId));
    await setHours('09:00', '23:00');
    try {
      const early = venueSlot('03:00', 1);
      const quoted = await priceCart(database.db, early, TODAY, null);
      const outside = `${venue!.name} is open 9:00 AM – 11:00 PM that day. Choose a start time and hours inside them.`;
      expect(quoted.validation).toMatchObject({
        isValid: false,
        errors: [`${venue!.name} requires minimum 2 hours`, outside],
      });
      const refused = await problem(placeCheckout(ctx, customer, 'venue-hours-0001', early, NOW));
      expect(refused).toMatchObject({
        status: 422,
        code: 'INVALID_CART',
        details: { errors: quoted.validation.errors },
      });
      const [{ n: attempts } = { n: 0 }] = await database.db
        .select({ n: count() })
        .from(checkoutAttempts)
        .where(eq(checkoutAttempts.idempotencyKey, 'venue-hours-0001'));
      expect(attempts).toBe(0);
      expect((await priceCart(database.db, venueSlot('21:00', 3), TODAY, null)).validation.errors).toEqual([outside]);
      expect((await priceCart(database.db, venueSlot('20:00', 3), TODAY, null)).validation).toMatchObject({
        isValid: true,
      });

      // Closing at or before opening is after midnight: 18:00-04:00 takes 22:00 for 6 hours, not 23:00.
      await setHours('18:00', '04:00');
      expect((await priceCart(database.db, venueSlot('22:00', 6), TODAY, null)).validation).toMatchObject({
        isValid: true,
      });
      expect((await priceCart(database.db, venueSlot('23:00', 6), TODAY, null)).validation.errors).toEqual([
        `${venue!.name} is open 6:00 PM – 4:00 AM that day. Choose a start time and hours inside them.`,
      ]);
    } finally {
      await database.db.update(venues).set({ minimumHours: venue!.minimumHours }).where(eq(venues.id, venueId));
      await setHours(hours!.opensAt!, hours!.closesAt!);
    }
  });

  it('checks out a venue and two vendors as three partner bookings on one authorization', async () => {
    const req = await request();
    const { bookingId, replayed } = await placeCheckout(ctx, customer, 'three-partners-0001', req, NOW);
    expect(replayed).toBe(false);
    const items = await itemsOf(bookingId);
    expect(items.map((i) => [i.itemType, i.status])).toEqual([
      ['vendor', 'requested'],
      ['vendor', 'requested'],
      ['venue', 'requested'],
    ]);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const { payment, held } = await paymentOf(bookingId);
    expect(payment).toMatchObject({
      provider: 'sandbox',
      status: 'authorized',
      amountCents: booking!.customerTotalCents,
      capturedCents: 0,
    });
    expect(held).toMatchObject({
      amountCents: booking!.customerTotalCents,
      capturedCents: 0,
      status: 'requires_capture',
      cardLast4: '4242',
    });
    expect(items.reduce((sum, i) => sum + i.partnerPayoutCents, 0)).toBe(booking!.vendorReceivesCents);
    const [{ n: holds } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment.providerPaymentId));
    expect(holds).toBe(1);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Booking request ${booking!.reference} sent`));
    expect(mails).toHaveLength(1);
  });

  it('mails the day and hours in words and the venue’s address, never the bare date', async () => {
    const req = await request();
    const { bookingId } = await placeCheckout(ctx, customer, 'mail-words-0001', req, NOW);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    const items = await itemsOf(bookingId);
    const vendorItem = items.find((i) => i.vendorId === vendorIds[1])!;
    // Every line keeps the venue's clock: stored as the instant 18:00 is there, and worded on it.
    expect(venue!.timeZone).not.toBe('UTC');
    for (const item of items) {
      expect(item.timeZone).toBe(venue!.timeZone);
      expect([dayOf(item.startsAt, venue!.timeZone), clockTime(item.startsAt, venue!.timeZone)]).toEqual([
        req.eventDate,
        '6:00 PM',
      ]);
    }
    await respondToBooking(ctx, { itemId: vendorItem.id, event: 'confirm', by: partnerOf(vendorItem), now: NOW });
    const mailOf = async (to: string, words: string) => {
      const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      const mail = mails.find((m) => m.subject.includes(booking!.reference) && m.text.includes(words));
      expect(mail, `${to}: ${words}`).toBeDefined();
      expect(mail!.text).not.toContain(req.eventDate!);
      return mail!.text;
    };
    const day = new Date(`${req.eventDate}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const until = (hours: number) => `When: ${day}, 6:00 PM – ${formatTime(`${18 + hours}:00`)}`;
    const where = `Where: ${venue!.name}, ${venue!.address}, ${venue!.city}, ${venue!.state} ${venue!.zipCode}`;
    // The customer's request: the whole event, from the start to the end of the longest line.
    expect(await mailOf('customer@example.com', 'is on its way')).toContain(
      `${until(Math.max(venueHours, ...vendorHours))}\n${where}`,
    );
    // Each partner's request and answer: that partner's own hours, and where to be.
    for (const item of items) {
      const to = item.itemType === 'venue' ? 'venue@example.com' : 'vendor@example.com';
      expect(await mailOf(to, `for ${item.name} from Casey Customer.`)).toContain(`${until(item.hours)}\n${where}`);
    }
    expect(await mailOf('customer@example.com', 'confirmed your booking')).toContain(
      `${until(vendorItem.hours)}\n${where}`,
    );
  });

  it('tells each partner the event’s name, guests and notes, in the request mail and the portal', async () => {
    const eventDetails = { name: 'Spring launch', guestCount: 120, notes: 'Load-in from 4 PM, step-free entrance' };
    const { bookingId } = await placeCheckout(
      ctx,
      customer,
      'event-details-0001',
      await request({ eventDetails }),
      NOW,
    );
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const venueLine = await venueItem(bookingId);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, 'venue@example.com'),
          eq(mailOutbox.subject, `New booking request ${booking!.reference}`),
        ),
      );
    expect(mail!.text).toContain('\nEvent: Spring launch\nGuests: 120\nNotes: Load-in from 4 PM, step-free entrance\n');

    const row = (await partnerBookings(database.db, venueLine.partnerUserId!)).find((r) => r.bookingId === bookingId);
    expect(row!.eventDetails).toMatchObject(eventDetails);
    const own = await visibleBooking(database.db, bookingId, { id: customer.id, roles: ['customer'] });
    expect(own!.eventDetails).toMatchObject(eventDetails);
  });

  it("stores each line's price unit and returns it: a per-event vendor is booked at '$850 / event', not by the hour", async () => {
    const [vendor] = await database.db.select().from(vendors).where(eq(vendors.id, vendorIds[0]));
    await database.db
      .update(vendors)
      .set({ pricingModel: 'fixed', unit: 'event', priceCents: 85_000 })
      .where(eq(vendors.id, vendorIds[0]));
    try {
      // A context of its own: the shared one may hold the vendor's hourly price from an earlier test.
      const { bookingId } = await placeCheckout(
        checkoutContextOn(database.db),
        customer,
        'per-event-vendor-0001',
        await request(),
        NOW,
      );
      const items = await itemsOf(bookingId);
      expect(items.find((i) => i.vendorId === vendorIds[0])).toMatchObject({
        priceUnit: 'event',
        unitPriceCents: 85_000,
        lineTotalCents: 85_000,
        hours: vendorHours[0],
      });
      const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
      expect((await venueItem(bookingId)).priceUnit).toBe(venuePricing(venue!).unit);
      const booking = await visibleBooking(database.db, bookingId, { id: customer.id, roles: ['customer'] });
      expect(booking!.items.find((i) => i.listingId === vendorIds[0])).toMatchObject({
        unit: 'event',
        unitPriceCents: 85_000,
      });
      const partnerRows = await partnerBookings(database.db, vendorPartner);
      expect(partnerRows.find((r) => r.bookingId === bookingId && r.listingId === vendorIds[0])?.unit).toBe('event');
    } finally {
      await database.db
        .update(vendors)
        .set({ pricingModel: vendor!.pricingModel, unit: vendor!.unit, priceCents: vendor!.priceCents })
        .where(eq(vendors.id, vendorIds[0]));
    }
  });

  it("empties the customer's saved cart with the booking, and keeps it when the card is declined", async () => {
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    const saved = {
      ...EMPTY_CART,
      items: [
        {
          id: venueId,
          name: venue!.name,
          type: 'venue' as const,
          priceCents: venue!.hourlyRateCents,
          unit: 'hour' as const,
          quantity: 1,
          hours: venueHours,
        },
      ],
    };
    await saveAccountCart(database.db, customer.id, saved);
    await problem(
      placeCheckout(
        ctx,
        customer,
        'saved-cart-declined-0001',
        await request({ paymentMethod: sandboxPaymentMethod('4000000000000002') }),
        NOW,
      ),
    );
    expect((await readAccountCart(database.db, customer.id)).cart.items.map((item) => item.id)).toEqual([venueId]);
    await placeCheckout(ctx, customer, 'saved-cart-booked-0001', await request(), NOW);
    expect((await readAccountCart(database.db, customer.id)).cart.items).toEqual([]);
  });

  it("books add-ons and packages on their listing's partner booking: its charge, its payout, the breakdown's addOnsCost", async () => {
    const offered = await database.db
      .select()
      .from(listingExtras)
      .where(eq(listingExtras.venueId, venueId))
      .orderBy(listingExtras.position);
    const addon = offered.find((extra) => extra.kind === 'addon')!;
    const bundle = offered.find((extra) => extra.kind === 'package')!;
    const [vendorExtra] = await database.db
      .select()
      .from(listingExtras)
      .where(eq(listingExtras.vendorId, vendorIds[0]))
      .limit(1);
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    const base = await request();
    const [venueLine, vendorLine, otherVendorLine] = base.lines;
    const req: CheckoutRequest = {
      ...base,
      lines: [
        {
          ...venueLine!,
          extras: [
            { extraId: addon.id, quantity: 2 },
            { extraId: bundle.id, quantity: 1 },
          ],
        },
        { ...vendorLine!, extras: [{ extraId: vendorExtra!.id, quantity: 1 }] },
        otherVendorLine!,
      ],
    };

    const priced = await priceCart(database.db, req, TODAY, ctx.prices);
    const venueOwn = venue!.hourlyRateCents * venueHours;
    expect(priced.lines[0]!.extras).toEqual([
      {
        extraId: addon.id,
        quantity: 2,
        kind: 'addon',
        name: addon.name,
        unitPriceCents: addon.priceCents,
        lineTotalCents: addon.priceCents * 2,
      },
      {
        extraId: bundle.id,
        quantity: 1,
        kind: 'package',
        name: bundle.name,
        unitPriceCents: bundle.priceCents,
        lineTotalCents: bundle.priceCents,
      },
    ]);
    expect(priced.lines[0]!.lineTotalCents).toBe(venueOwn + addon.priceCents * 2 + bundle.priceCents);
    const addOnsCost = addon.priceCents * 2 + (vendorExtra!.kind === 'addon' ? vendorExtra!.priceCents : 0);
    expect(priced.breakdown.addOnsCost).toBe(addOnsCost);
    expect(priced.breakdown.subtotal).toBe(priced.lines.reduce((sum, line) => sum + line.lineTotalCents, 0));
    expect(priced.lines.reduce((sum, l) => sum + l.chargeCents, 0)).toBe(priced.breakdown.customerTotal);

    const { bookingId } = await placeCheckout(ctx, customer, 'extras-0001', req, NOW);
    const items = await itemsOf(bookingId);
    const storedVenue = items.find((i) => i.itemType === 'venue')!;
    expect(storedVenue.extras.map((e) => e.extraId)).toEqual([addon.id, bundle.id]);
    expect(storedVenue.lineTotalCents).toBe(priced.lines[0]!.lineTotalCents);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.subtotalCents).toBe(priced.breakdown.subtotal);
    expect(items.reduce((sum, i) => sum + i.partnerPayoutCents, 0)).toBe(booking!.vendorReceivesCents);
    // The venue's partner is paid for its extras too: its payout is its whole line less the 5% fee, within a cent.
    expect(Math.abs(storedVenue.partnerPayoutCents - storedVenue.lineTotalCents * 0.95)).toBeLessThanOrEqual(1);
    // Confirming captures the venue's whole share, extras included.
    await respondToBooking(ctx, { itemId: storedVenue.id, event: 'confirm', by: partnerOf(storedVenue), now: NOW });
    expect((await paymentOf(bookingId)).held.capturedCents).toBe(storedVenue.chargeCents);
  });

  it("refuses an add-on its line's listing does not offer, or one no longer offered, charging nothing", async () => {
    const [vendorExtra] = await database.db
      .select()
      .from(listingExtras)
      .where(eq(listingExtras.vendorId, vendorIds[0]))
      .limit(1);
    const base = await request();
    const misplaced = {
      ...base,
      lines: [{ ...base.lines[0]!, extras: [{ extraId: vendorExtra!.id, quantity: 1 }] }, ...base.lines.slice(1)],
    };
    const refused = await problem(placeCheckout(ctx, customer, 'extras-misplaced-0001', misplaced, NOW));
    expect(refused).toMatchObject({
      status: 409,
      code: 'EXTRA_GONE',
      message: 'An add-on or package in your cart is no longer offered.',
    });
    const [{ n: attempts } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.idempotencyKey, 'extras-misplaced-0001'));
    expect(attempts).toBe(0);

    await database.db.update(listingExtras).set({ isActive: false }).where(eq(listingExtras.id, vendorExtra!.id));
    const paused = {
      ...base,
      lines: [
        base.lines[0]!,
        { ...base.lines[1]!, extras: [{ extraId: vendorExtra!.id, quantity: 1 }] },
        base.lines[2]!,
      ],
    };
    expect(await problem(placeCheckout(ctx, customer, 'extras-paused-0001', paused, NOW))).toMatchObject({
      code: 'EXTRA_GONE',
    });
    await database.db.update(listingExtras).set({ isActive: true }).where(eq(listingExtras.id, vendorExtra!.id));
  });

  it('captures a partner share when that partner confirms, and releases the rest with the last answer', async () => {
    const { bookingId } = await placeCheckout(ctx, customer, 'capture-flow-0001', await request(), NOW);
    const [vendorA, vendorB, venue] = await itemsOf(bookingId);
    await respondToBooking(ctx, { itemId: venue!.id, event: 'confirm', by: partnerOf(venue!), now: NOW });
    let { payment, held } = await paymentOf(bookingId);
    expect(held.capturedCents).toBe(venue!.chargeCents);
    expect(payment).toMatchObject({ status: 'partially_captured', capturedCents: venue!.chargeCents });
    await respondToBooking(ctx, { itemId: vendorA!.id, event: 'confirm', by: partnerOf(vendorA!), now: NOW });
    await respondToBooking(ctx, { itemId: vendorB!.id, event: 'decline', by: partnerOf(vendorB!), now: NOW });
    ({ payment, held } = await paymentOf(bookingId));
    expect(held).toMatchObject({ capturedCents: venue!.chargeCents + vendorA!.chargeCents, status: 'succeeded' });
    expect(payment).toMatchObject({ status: 'captured', releasedCents: vendorB!.chargeCents });
  });

  it('pushes each new request to its partner, each answer to the customer, and a cancellation to the partner', async () => {
    const { bookingId } = await placeCheckout(ctx, customer, 'push-notices-0001', await request(), NOW);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [vendorA, vendorB, venue] = await itemsOf(bookingId);
    const about = (tag: string) => notices.filter((n) => n.tag.startsWith(`booking-${bookingId}`) && n.tag === tag);
    const requested = about(`booking-${bookingId}-partner`);
    expect(requested.map((n) => n.userId).sort()).toEqual([vendorPartner, vendorPartner, venuePartner].sort());
    expect(new Set(requested.map((n) => n.title))).toEqual(new Set([`New booking request ${booking!.reference}`]));
    await respondToBooking(ctx, { itemId: venue!.id, event: 'confirm', by: partnerOf(venue!), now: NOW });
    await respondToBooking(ctx, { itemId: vendorB!.id, event: 'decline', by: partnerOf(vendorB!), now: NOW });
    expect(about(`booking-${bookingId}`)).toEqual([
      {
        userId: customer.id,
        title: `Booking confirmed: ${booking!.reference}`,
        // The day in words, never the bare date: 'for Sat, Mar 6, 2027.'
        body: `${venue!.name} confirmed your booking for ${new Date(
          `${booking!.eventDate}T00:00:00Z`,
        ).toLocaleDateString('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        })}.`,
        url: `/booking/${bookingId}`,
        tag: `booking-${bookingId}`,
      },
      expect.objectContaining({ userId: customer.id, title: `Booking declined: ${booking!.reference}` }),
    ]);
    await respondToBooking(ctx, {
      itemId: vendorA!.id,
      event: 'cancel',
      by: { kind: 'customer', userId: customer.id },
      now: NOW,
    });
    expect(about(`booking-${bookingId}-partner`).at(-1)).toMatchObject({
      userId: vendorPartner,
      title: `Booking ${booking!.reference} cancelled`,
      url: '/portal/dashboard?tab=bookings',
    });
  });

  it('voids the whole hold when every partner declines, and refuses answers the graph does not allow', async () => {
    const { bookingId } = await placeCheckout(ctx, customer, 'decline-flow-0001', await request(), NOW);
    const items = await itemsOf(bookingId);
    for (const item of items)
      await respondToBooking(ctx, { itemId: item.id, event: 'decline', by: partnerOf(item), now: NOW });
    const { payment, held } = await paymentOf(bookingId);
    expect(payment).toMatchObject({ status: 'voided', capturedCents: 0 });
    expect(held).toMatchObject({ status: 'canceled', capturedCents: 0 });
    const again = await problem(
      respondToBooking(ctx, { itemId: items[0]!.id, event: 'confirm', by: partnerOf(items[0]!), now: NOW }),
    );
    expect(again).toMatchObject({ status: 409, message: 'A declined booking cannot be confirmed.' });
  });

  it('lets only the partner of a booking answer it', async () => {
    const { bookingId } = await placeCheckout(ctx, customer, 'permission-0001', await request(), NOW);
    const [vendorItem] = await itemsOf(bookingId);
    const refused = await problem(
      respondToBooking(ctx, {
        itemId: vendorItem!.id,
        event: 'confirm',
        by: { kind: 'partner', userId: venuePartner },
        now: NOW,
      }),
    );
    expect(refused.status).toBe(404);
    const byCustomer = await problem(
      respondToBooking(ctx, {
        itemId: vendorItem!.id,
        event: 'confirm',
        by: { kind: 'customer', userId: customer.id },
        now: NOW,
      }),
    );
    expect(byCustomer.message).toBe('You cannot confirm this booking.');
    const stranger = await problem(
      respondToBooking(ctx, {
        itemId: vendorItem!.id,
        event: 'cancel',
        by: { kind: 'customer', userId: other.id },
        now: NOW,
      }),
    );
    expect(stranger.status).toBe(404);
  });

  it('refunds a cancellation 24 hours or more ahead in full, and nothing inside 24 hours', async () => {
    const { bookingId } = await placeCheckout(ctx, customer, 'cancel-rule-0001', await request(), NOW);
    const [vendorA, vendorB, venue] = await itemsOf(bookingId);
    for (const item of [vendorA!, vendorB!, venue!])
      await respondToBooking(ctx, { itemId: item.id, event: 'confirm', by: partnerOf(item), now: NOW });
    const startsAt = venue!.startsAt.getTime();
    await respondToBooking(ctx, {
      itemId: vendorA!.id,
      event: 'cancel',
      by: { kind: 'customer', userId: customer.id },
      now: new Date(startsAt - 25 * 3_600_000),
    });
    await respondToBooking(ctx, {
      itemId: vendorB!.id,
      event: 'cancel',
      by: { kind: 'customer', userId: customer.id },
      now: new Date(startsAt - 2 * 3_600_000),
    });
    const [a, b] = await itemsOf(bookingId);
    expect(a).toMatchObject({ status: 'cancelled', refundedCents: vendorA!.chargeCents, cancelledBy: 'customer' });
    expect(b).toMatchObject({ status: 'cancelled', refundedCents: 0 });
    const { payment, held } = await paymentOf(bookingId);
    expect(held.refundedCents).toBe(vendorA!.chargeCents);
    expect(payment.refundedCents).toBe(vendorA!.chargeCents);
  });

  it('answers a replayed checkout with the same booking and creates nothing new', async () => {
    const req = await request();
    const first = await placeCheckout(ctx, customer, 'replayed-key-0001', req, NOW);
    const countAll = async () => ({
      bookings: (await database.db.select({ n: count() }).from(bookings))[0]!.n,
      holds: (await database.db.select({ n: count() }).from(sandboxPayments))[0]!.n,
    });
    const before = await countAll();
    const again = await placeCheckout(ctx, customer, 'replayed-key-0001', req, new Date(NOW.getTime() + 5_000));
    expect(again).toEqual({ bookingId: first.bookingId, replayed: true });
    expect(await countAll()).toEqual(before);
    const reused = await problem(
      placeCheckout(
        ctx,
        customer,
        'replayed-key-0001',
        { ...req, coHosts: [{ email: 'x@example.com', name: 'X', role: 'co-host' }] },
        NOW,
      ),
    );
    expect(reused).toMatchObject({ status: 422, message: 'This checkout key was already used for a different cart.' });
  });

  /** Two customers' checkouts of the same venue slot, and their venue items (a: the first's, b: the second's). */
  it('refuses a second checkout of a time a request holds, naming the venue as booked', async () => {
    const req = await request();
    await placeCheckout(ctx, customer, 'slot-held-0001', req, NOW);
    const refused = await problem(placeCheckout(ctx, other, 'slot-held-0002', req, NOW));
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', status: 409 });
    expect((refused.details as { lines: { listingId: string; reason: string }[] }).lines).toContainEqual({
      listingId: venueId,
      reason: UNAVAILABLE_MESSAGES.booked,
    });
  });

  it('refuses declined and failing cards with their messages, holding nothing', async () => {
    const declined = await problem(
      placeCheckout(
        ctx,
        customer,
        'declined-card-0001',
        await request({ paymentMethod: sandboxPaymentMethod('4000000000000002') }),
        NOW,
      ),
    );
    expect(declined).toMatchObject({ status: 402, message: 'Your card was declined.' });
    const network = await problem(
      placeCheckout(
        ctx,
        customer,
        'network-card-0001',
        await request({ paymentMethod: sandboxPaymentMethod('4000000000000119') }),
        NOW,
      ),
    );
    expect(network.status).toBe(503);
    const [attempt] = await database.db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.idempotencyKey, 'declined-card-0001'));
    expect(attempt).toMatchObject({ status: 'failed', bookingId: null });
  });

  it('releases the hold of a checkout that died between authorization and booking', async () => {
    const req = await request();
    const [attempt] = await database.db
      .insert(checkoutAttempts)
      .values({ userId: customer.id, idempotencyKey: 'killed-request-0001', requestHash: 'x', amountCents: 12_345 })
      .returning();
    // The request authorized, then died before writing the booking.
    const hold = await ctx.payments.authorize({
      amountCents: 12_345,
      paymentMethod: req.paymentMethod,
      idempotencyKey: `checkout:${attempt!.id}`,
      metadata: { checkout_attempt: attempt!.id },
    });
    expect((await reconcileCheckouts(ctx, new Date())).released).toBe(0); // too fresh: it may still be running
    const later = new Date(Date.now() + 3 * 60_000);
    expect((await reconcileCheckouts(ctx, later)).released).toBe(1);
    const [held] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, hold.id));
    expect(held).toMatchObject({ status: 'canceled', capturedCents: 0 });
    const [after] = await database.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, attempt!.id));
    expect(after?.status).toBe('abandoned');
  });

  it('finishes a confirmation that crashed after its status was written, capturing once', async () => {
    const { bookingId } = await placeCheckout(ctx, customer, 'crashed-confirm-0001', await request(), NOW);
    const [vendorItem] = await itemsOf(bookingId);
    // The status was written, then the process died before capturing or recording anything.
    await database.db
      .update(bookingItems)
      .set({ status: 'confirmed', respondedAt: NOW })
      .where(eq(bookingItems.id, vendorItem!.id));
    expect(await finishInterruptedConfirmations(ctx, new Date(NOW.getTime() + 3 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await finishInterruptedConfirmations(ctx, new Date(NOW.getTime() + 6 * 60_000))).toBe(0);
    // The provider honours the key: the same capture again moves nothing.
    const before = await paymentOf(bookingId);
    await ctx.payments.capture({
      paymentId: before.payment.providerPaymentId,
      amountCents: vendorItem!.chargeCents,
      final: false,
      idempotencyKey: `capture:${vendorItem!.id}`,
    });
    const { payment, held } = await paymentOf(bookingId);
    expect(held.capturedCents).toBe(vendorItem!.chargeCents);
    expect(payment).toMatchObject({ status: 'partially_captured', capturedCents: vendorItem!.chargeCents });
  });

  it('expires requests nobody answered within 48 hours', async () => {
    const { bookingId } = await placeCheckout(ctx, customer, 'expiry-0001', await request(), NOW);
    expect(await expireRequests(ctx, new Date(NOW.getTime() + 47 * 3_600_000))).toBe(0);
    expect(await expireRequests(ctx, new Date(NOW.getTime() + 49 * 3_600_000))).toBeGreaterThanOrEqual(3);
    expect((await itemsOf(bookingId)).map((i) => i.status)).toEqual(['expired', 'expired', 'expired']);
    expect((await paymentOf(bookingId)).payment.status).toBe('voided');
  });

  it('completes confirmed bookings a day after they end, paying each partner out once', async () => {
    const { bookingId } = await placeCheckout(ctx, customer, 'complete-0001', await request(), NOW);
    for (const item of await itemsOf(bookingId))
      await respondToBooking(ctx, { itemId: item.id, event: 'confirm', by: partnerOf(item), now: NOW });
    const lastEnd = Math.max(...(await itemsOf(bookingId)).map((item) => item.endsAt.getTime()));
    const DAY = 24 * 3_600_000;
    const statuses = async () => (await itemsOf(bookingId)).map((item) => item.status);
    await completeEndedLines(ctx, new Date(lastEnd + DAY - 60_000));
    expect(await statuses()).toContain('confirmed');
    await completeEndedLines(ctx, new Date(lastEnd + DAY));
    expect(await statuses()).toEqual(['completed', 'completed', 'completed']);
    // Paid out what the customer paid, as the partner's Complete does; a second run finds nothing to do.
    const paid = await database.db
      .select()
      .from(payouts)
      .where(
        inArray(
          payouts.bookingItemId,
          (await itemsOf(bookingId)).map((item) => item.id),
        ),
      );
    expect(paid.map((payout) => payout.amountCents).sort()).toEqual(
      (await itemsOf(bookingId)).map((item) => item.partnerPayoutCents).sort(),
    );
    expect(await completeEndedLines(ctx, new Date(lastEnd + 2 * DAY))).toBe(0);
  });
});
