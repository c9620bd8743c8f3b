// Earnings: a confirmed booking becomes a pending payout of the line minus the §9 vendor platform fee, seen only by
// its partner, and the month's statement lists the money that moved for it with the month's totals.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_RATES } from '#shared/fees.ts';
import type { PartnerStatement } from '#shared/ledger.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { EarningsSchema } from '#shared/payouts.ts';
import { user, vendors, venues } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let victor: Client;
let valentina: Client;
let customer: Client;
let itemId: string;

beforeAll(async () => {
  app = await createTestApp();
  victor = await signedIn(app, 'vendor@example.com');
  valentina = await signedIn(app, 'venue@example.com');
  customer = await signedIn(app, 'customer@example.com');
  const [owner] = await app.db.select().from(user).where(eq(user.email, 'vendor@example.com'));
  const [vendor] = await app.db.select().from(vendors).where(eq(vendors.userId, owner!.id)).limit(1);
  const [venue] = await app.db.select().from(venues).where(eq(venues.isActive, true)).limit(1);
  const placed = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': 'earnings-checkout-0001' },
    payload: {
      lines: [
        { type: 'venue', listingId: venue!.id, quantity: 1, hours: Math.max(4, venue!.minimumHours) },
        { type: 'vendor', listingId: vendor!.id, quantity: 1, hours: Math.max(4, vendor!.minimumHours) },
      ],
      eventDate: '2027-06-18',
      startTime: '18:00',
      contact: { name: 'Casey, "the planner"', email: 'customer@example.com' },
      paymentMethod: sandboxPaymentMethod('4242424242424242'),
    },
  });
  expect(placed.statusCode).toBe(201);
  itemId = (placed.json().booking.items as Array<{ id: string; type: string }>).find((i) => i.type === 'vendor')!.id;
}, 120_000);
afterAll(async () => app?.close());

const earningsOf = async (c: Client) => EarningsSchema.parse((await c.request('GET', '/api/partner/earnings')).json());

describe('partner earnings', () => {
  it('are for partners, each seeing only their own', async () => {
    expect((await client(app).request('GET', '/api/partner/earnings')).statusCode).toBe(401);
    expect((await customer.request('GET', '/api/partner/earnings')).statusCode).toBe(403);
    expect((await customer.request('GET', '/api/partner/statements/2026-11')).statusCode).toBe(403);
    expect((await victor.request('GET', '/api/partner/statements/2026-13')).statusCode).toBe(400);
    expect((await earningsOf(victor)).earnings.map((e) => e.bookingItemId)).not.toContain(itemId);
  });

  it('record a pending payout of the line minus the platform fee once the partner confirms', async () => {
    expect((await victor.request('POST', `/api/partner/booking-items/${itemId}/confirm`)).statusCode).toBe(200);
    const { earnings, totals, months } = await earningsOf(victor);
    const earning = earnings.find((e) => e.bookingItemId === itemId)!;
    expect(earning.platformFeeCents).toBe(Math.round(earning.lineTotalCents * FEE_RATES.vendorPlatformFee));
    expect(earning.payoutCents).toBe(earning.lineTotalCents - earning.platformFeeCents);
    expect(earning).toMatchObject({
      status: 'pending',
      paidAt: null,
      eventDate: '2027-06-18',
      customerName: 'Casey, "the planner"',
    });
    expect(totals.pendingCents).toBeGreaterThanOrEqual(earning.payoutCents);
    expect(months[0]).toBe(earning.confirmedAt.slice(0, 7));
    expect((await earningsOf(valentina)).earnings.map((e) => e.bookingItemId)).not.toContain(itemId);
  });

  it('list the money that moved for the partner’s lines that month in a CSV statement with totals', async () => {
    const { earnings } = await earningsOf(victor);
    const month = earnings.find((e) => e.bookingItemId === itemId)!.confirmedAt.slice(0, 7);
    const response = await victor.request('GET', `/api/partner/statements/${month}`);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="eventide-statement-${month}.csv"`);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Booking,Listing,What,Amount');
    const { statement } = (await victor.request('GET', `/api/partner/statements/${month}/entries`)).json() as {
      statement: PartnerStatement;
    };
    const capture = statement.entries.find((entry) => entry.kind === 'capture')!;
    expect(lines).toContain(
      [
        capture.occurredAt.slice(0, 10),
        capture.bookingReference,
        capture.itemName,
        'Booking paid by customer',
        (capture.amountCents / 100).toFixed(2),
      ].join(','),
    );
    expect(lines.slice(-3)).toEqual([
      `Paid by customers,,,,${(statement.paidByCustomersCents / 100).toFixed(2)}`,
      `Refunded to customers,,,,${(-statement.refundedCents / 100).toFixed(2)}`,
      `Paid out to you,,,,${(statement.paidOutCents / 100).toFixed(2)}`,
    ]);
    const empty = (await victor.request('GET', '/api/partner/statements/2001-01')).body.trimEnd().split('\r\n');
    expect(empty).toHaveLength(4);
  });
});
