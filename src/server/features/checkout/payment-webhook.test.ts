// Stripe's webhook: only signed events are taken, each once; a cancelled hold expires the requests still
// waiting, and a refund made in Stripe's dashboard is recorded.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema } from '#shared/checkout.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { bookingItems, ledgerEntries, payments, user, vendors, venues } from '../../db/schema/index.ts';
import { signedIn, TEST_ORIGIN } from '../../testing/http.ts';
import { openSlot } from '../../testing/open-slot.ts';
import { createTestApp } from '../../testing/test-app.ts';

const SECRET = 'whsec_test_secret_for_webhooks';
let app: Awaited<ReturnType<typeof createTestApp>>;
let checkoutBody: Record<string, unknown>;
let venue: { id: string; minimumHours: number };

beforeAll(async () => {
  app = await createTestApp({ STRIPE_WEBHOOK_SECRET: SECRET });
  // Listings of the demo partners, not sample ones: a sample listing answers its requests at once.
  const ownerId = async (email: string) => (await app.db.select().from(user).where(eq(user.email, email)))[0]!.id;
  const [ownVenue] = await app.db
    .select()
    .from(venues)
    .where(eq(venues.userId, await ownerId('venue@example.com')))
    .orderBy(venues.name)
    .limit(1);
  venue = ownVenue!;
  const [vendor] = await app.db
    .select()
    .from(vendors)
    .where(eq(vendors.userId, await ownerId('vendor@example.com')))
    .orderBy(vendors.name)
    .limit(1);
  checkoutBody = {
    lines: [
      { type: 'venue', listingId: venue.id, quantity: 1, hours: Math.max(4, venue.minimumHours) },
      { type: 'vendor', listingId: vendor!.id, quantity: 1, hours: Math.max(4, vendor!.minimumHours) },
    ],
    contact: { name: 'Casey Customer', email: 'customer@example.com' },
    paymentMethod: sandboxPaymentMethod('4242424242424242'),
  };
}, 120_000);
afterAll(async () => app?.close());

/** Books the venue and vendor on the venue's first open day `daysAhead` days or more from now. */
async function book(key: string, daysAhead: number) {
  const customer = await signedIn(app, 'customer@example.com');
  const slot = await openSlot(app.db, venue.id, { hours: Math.max(4, venue.minimumHours), daysAhead });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { ...checkoutBody, ...slot },
    headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': key },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const booking = BookingSchema.parse(answer.json().booking);
  const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  return { booking, payment: payment! };
}

function send(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
  });
}

const event = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  type,
  data: { object },
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  api_version: '2025-01-01',
});

describe('POST /api/payments/webhook', () => {
  it('refuses an event without a valid signature and changes nothing', async () => {
    const answer = await send(event('evt_forged', 'payment_intent.canceled', { id: 'pi_x' }), 't=1,v1=deadbeef');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe('The webhook signature is not valid.');
  });

  it('a cancelled hold expires every request still waiting for an answer, once', async () => {
    const { booking, payment } = await book('webhook-cancel-0001', 60);
    const cancelled = event('evt_cancel_1', 'payment_intent.canceled', {
      id: payment.providerPaymentId,
      object: 'payment_intent',
    });
    const answer = await send(cancelled);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'handled' });
    const items = await app.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id));
    expect(items.map((i) => i.status)).toEqual(['expired', 'expired']);
    expect((await send(cancelled)).json().outcome).toBe('duplicate');
  });

  it('records a refund made in the dashboard, never more than was captured', async () => {
    const { booking, payment } = await book('webhook-refund-0001', 120);
    const venueOwner = await signedIn(app, 'venue@example.com');
    const venueItem = booking.items.find((i) => i.type === 'venue')!;
    expect((await venueOwner.request('POST', `/api/partner/booking-items/${venueItem.id}/confirm`)).statusCode).toBe(
      200,
    );
    const refund = (id: string, amount: number) =>
      event(id, 'charge.refunded', {
        id: `ch_${id}`,
        object: 'charge',
        payment_intent: payment.providerPaymentId,
        amount_refunded: amount,
      });
    expect((await send(refund('evt_refund_1', 5_000))).json().outcome).toBe('handled');
    const [after] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.refundedCents).toBe(5_000);
    await send(refund('evt_refund_2', 100_000_000));
    const [capped] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(capped!.refundedCents).toBe(capped!.capturedCents);
    // The ledger has each refund made outside the app once, as much as the payment could give back.
    expect((await send(refund('evt_refund_2', 100_000_000))).json().outcome).toBe('duplicate');
    const outside = await app.db
      .select({ key: ledgerEntries.idempotencyKey, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.providerPaymentId, payment.providerPaymentId), eq(ledgerEntries.kind, 'refund')))
      .orderBy(ledgerEntries.idempotencyKey);
    expect(outside).toEqual([
      { key: 'webhook:evt_refund_1', cents: 5_000 },
      { key: 'webhook:evt_refund_2', cents: capped!.capturedCents - 5_000 },
    ]);
  });

  it('acknowledges events it does not act on', async () => {
    expect((await send(event('evt_other', 'customer.created', { id: 'cus_1' }))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect((await send(event('evt_unknown_pi', 'payment_intent.canceled', { id: 'pi_not_ours' }))).json().outcome).toBe(
      'ignored',
    );
  });
});
