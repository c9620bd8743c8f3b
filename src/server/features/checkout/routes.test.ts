// Checkout over HTTP: the public quote, sign-in and Idempotency-Key for checkout, replays, who reads a
// booking, and partner answers through the partner routes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingSchema,
  CheckoutAttemptSchema,
  PaymentFailureDetailsSchema,
  PriceQuoteSchema,
} from '#shared/checkout.ts';
import { clockTime, dayOf } from '#shared/event-words.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { checkoutAttempts, user, vendors, venues } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let body: Record<string, unknown>;

beforeAll(async () => {
  app = await createTestApp();
  const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [venue] = await app.db.select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
  const [vendor] = await app.db.select().from(vendors).limit(1);
  body = {
    lines: [
      { type: 'venue', listingId: venue!.id, quantity: 1, hours: Math.max(4, venue!.minimumHours) },
      { type: 'vendor', listingId: vendor!.id, quantity: 1, hours: Math.max(4, vendor!.minimumHours) },
    ],
    eventDate: '2027-05-12',
    startTime: '19:00',
    contact: { name: 'Casey Customer', email: 'customer@example.com' },
    paymentMethod: sandboxPaymentMethod('4242424242424242'),
  };
}, 120_000);
afterAll(async () => app?.close());

async function checkout(c: ReturnType<typeof client>, key: string | null, payload: unknown = body) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, cookie: c.cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

describe('checkout routes', () => {
  it('prices a cart for anyone and ignores prices sent by the client', async () => {
    const lines = (body.lines as object[]).map((line) => ({ ...line, priceCents: 1 }));
    const response = await client(app).request('POST', '/api/checkout/quote', { lines, eventDate: body.eventDate });
    expect(response.statusCode).toBe(200);
    const quote = PriceQuoteSchema.parse(response.json());
    expect(quote.lines.every((line) => line.unitPriceCents > 1)).toBe(true);
    expect(quote.breakdown.customerTotal).toBe(quote.lines.reduce((sum, line) => sum + line.chargeCents, 0));
  });

  it('refuses a listing named on two lines, on the quote and at checkout, and books nothing', async () => {
    const [venueLine, vendorLine] = body.lines as { listingId: string }[];
    const twice = { ...body, lines: [venueLine, vendorLine, { ...vendorLine, hours: 6 }] };
    const expected = {
      code: 'DUPLICATE_LISTING',
      message: 'Each listing can be booked once per event. Change its quantity or hours instead.',
    };
    const quote = await client(app).request('POST', '/api/checkout/quote', {
      lines: twice.lines,
      eventDate: body.eventDate,
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().error).toMatchObject(expected);

    const customer = await signedIn(app, 'customer@example.com');
    const refused = await checkout(customer, 'duplicate-listing-0001', twice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject(expected);
    expect(
      await app.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, 'duplicate-listing-0001')),
    ).toEqual([]);
  });

  it('tells a cart of more than 50 venues and vendors why it cannot book, and still prices it', async () => {
    const many = await app.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.isActive, true), eq(vendors.approvalStatus, 'approved'), eq(vendors.status, 'active')))
      .limit(51);
    expect(many).toHaveLength(51);
    const lines = [
      (body.lines as object[])[0],
      ...many
        .slice(1)
        .map((v) => ({ type: 'vendor', listingId: v.id, quantity: 1, hours: Math.max(4, v.minimumHours) })),
    ];
    const response = await client(app).request('POST', '/api/checkout/quote', { lines, eventDate: body.eventDate });
    expect(response.statusCode).toBe(200);
    const quote = PriceQuoteSchema.parse(response.json());
    expect(quote.validation.isValid).toBe(false);
    expect(quote.validation.errors).toContain(
      'A booking holds at most 50 venues and vendors. Remove some to continue.',
    );
  });

  it('prices a fixed-price vendor at its price, not by the hours booked', async () => {
    const [fixed] = await app.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.pricingModel, 'fixed'), eq(vendors.unit, 'event')))
      .limit(1);
    const lines = [(body.lines as object[])[0], { type: 'vendor', listingId: fixed!.id, quantity: 1, hours: 4 }];
    const quote = PriceQuoteSchema.parse(
      (await client(app).request('POST', '/api/checkout/quote', { lines, eventDate: body.eventDate })).json(),
    );
    expect(quote.lines[1]).toMatchObject({
      unitPriceCents: fixed!.priceCents,
      unit: 'event',
      lineTotalCents: fixed!.priceCents,
    });
  });

  it('needs a signed-in customer and an Idempotency-Key', async () => {
    expect((await checkout(client(app), 'guest-key-0001')).statusCode).toBe(401);
    const customer = await signedIn(app, 'customer@example.com');
    const missing = await checkout(customer, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('An Idempotency-Key header is required.');
  });

  it('books once per key, and only the customer and admins read the booking', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const first = await checkout(customer, 'http-checkout-0001');
    expect(first.statusCode).toBe(201);
    const booking = BookingSchema.parse(first.json().booking);
    expect(booking.items).toHaveLength(2);
    const again = await checkout(customer, 'http-checkout-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, booking: { id: booking.id } });

    expect((await customer.request('GET', `/api/bookings/${booking.id}`)).statusCode).toBe(200);
    const stranger = await signedIn(app, 'vendor@example.com');
    expect((await stranger.request('GET', `/api/bookings/${booking.id}`)).statusCode).toBe(404);
    // Its partner answers from the portal, and never sees the customer's card, fees or the other partner's line.
    const venueOwner = await signedIn(app, 'venue@example.com');
    expect((await venueOwner.request('GET', `/api/bookings/${booking.id}`)).statusCode).toBe(404);
    expect((await venueOwner.request('GET', `/api/bookings/${booking.id}/calendar.ics`)).statusCode).toBe(404);
    const admin = await signedIn(app, 'admin@example.com');
    expect((await admin.request('GET', `/api/bookings/${booking.id}`)).statusCode).toBe(200);

    const venueItem = booking.items.find((i) => i.type === 'venue')!;
    expect((await stranger.request('POST', `/api/partner/booking-items/${venueItem.id}/confirm`)).statusCode).toBe(404);
    const confirmed = await venueOwner.request('POST', `/api/partner/booking-items/${venueItem.id}/confirm`);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    const listed = (await venueOwner.request('GET', '/api/partner/booking-items')).json().items as {
      id: string;
      status: string;
    }[];
    expect(listed.find((i) => i.id === venueItem.id)?.status).toBe('confirmed');
    const mine = (await customer.request('GET', '/api/bookings')).json().bookings as { id: string }[];
    expect(mine.map((b) => b.id)).toContain(booking.id);
  });

  it('exports a booking as an iCalendar file for those who may read it', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const booking = BookingSchema.parse(
      (await checkout(customer, 'http-calendar-0001', { ...body, eventDate: '2027-05-20' })).json().booking,
    );
    const file = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/calendar.ics`,
      headers: { cookie: customer.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toContain(`${booking.reference}.ics`);
    expect(file.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(file.body.match(/BEGIN:VEVENT/g)).toHaveLength(booking.items.length);
    // 19:00 on the venue's clock, written in UTC.
    const [first] = booking.items;
    expect([dayOf(first!.startsAt, first!.timeZone), clockTime(first!.startsAt, first!.timeZone)]).toEqual([
      '2027-05-20',
      '7:00 PM',
    ]);
    expect(file.body).toContain(`DTSTART:${first!.startsAt.replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect((await client(app).request('GET', `/api/bookings/${booking.id}/calendar.ics`)).statusCode).toBe(401);
    const stranger = await signedIn(app, 'vendor@example.com');
    expect((await stranger.request('GET', `/api/bookings/${booking.id}/calendar.ics`)).statusCode).toBe(404);
  });

  it('answers a declined card with 402 and its message', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const declined = await checkout(customer, 'http-declined-0001', {
      ...body,
      eventDate: '2027-05-13',
      paymentMethod: sandboxPaymentMethod('4000000000000002'),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
  });

  it('names the payment attempt of a failed payment, which only its customer reads back', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const failed = await checkout(customer, 'http-network-0001', {
      ...body,
      eventDate: '2027-05-14',
      paymentMethod: sandboxPaymentMethod('4000000000000119'),
    });
    expect(failed.statusCode).toBe(503);
    const { attemptId } = PaymentFailureDetailsSchema.parse(failed.json().error.details);
    const read = await customer.request('GET', `/api/checkout/attempts/${attemptId}`);
    expect(read.statusCode).toBe(200);
    expect(CheckoutAttemptSchema.parse(read.json().attempt)).toMatchObject({
      id: attemptId,
      status: 'failed',
      bookingId: null,
      failure: failed.json().error.message,
    });
    expect((await client(app).request('GET', `/api/checkout/attempts/${attemptId}`)).statusCode).toBe(401);
    expect(
      (await (await signedIn(app, 'vendor@example.com')).request('GET', `/api/checkout/attempts/${attemptId}`))
        .statusCode,
    ).toBe(404);
    expect((await customer.request('GET', '/api/checkout/attempts/not-an-id')).statusCode).toBe(400);
  });
});
