// Partner analytics are counted from what happened: a view per visitor per day (not the owner's own), an inquiry
// per conversation, booking requests, earnings once confirmed, and how fast the partner answered.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { PartnerAnalyticsSchema, type PartnerAnalytics } from '#shared/partner-analytics.ts';
import { bucketStarts } from '#shared/time-buckets.ts';
import { user, vendors, venues } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let owner: Client;
let customer: Client;
let listing: { id: string; name: string; minimumHours: number };
/** Every cart needs a venue; this one belongs to another partner. */
let venue: { id: string; minimumHours: number };

const analytics = async (c: Client, days = 30): Promise<PartnerAnalytics> => {
  const response = await c.request('GET', `/api/partner/analytics?days=${days}`);
  expect(response.statusCode).toBe(200);
  return PartnerAnalyticsSchema.parse(response.json());
};
const row = (data: PartnerAnalytics) => data.listings.find((l) => l.id === listing.id)!;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedIn(app, 'vendor@example.com');
  customer = await signedIn(app, 'customer@example.com');
  const [victor] = await app.db.select().from(user).where(eq(user.email, 'vendor@example.com'));
  const [own] = await app.db.select().from(vendors).where(eq(vendors.userId, victor!.id)).limit(1);
  listing = own!;
  const [someVenue] = await app.db.select().from(venues).where(eq(venues.isActive, true)).limit(1);
  venue = someVenue!;
}, 120_000);
afterAll(async () => app?.close());

describe('GET /api/partner/analytics', () => {
  it('is for partners only, over 7, 30, 90 or 365 days', async () => {
    expect((await client(app).request('GET', '/api/partner/analytics')).statusCode).toBe(401);
    expect((await customer.request('GET', '/api/partner/analytics')).statusCode).toBe(403);
    const bad = await owner.request('GET', '/api/partner/analytics?days=12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: '/days', message: 'Choose 7, 30, 90 or 365 days.' }]);
  });

  it('lists only the partner’s own listings, with a zero-filled series', async () => {
    const data = await analytics(owner, 90);
    expect(data.listings.map((l) => l.id)).toContain(listing.id);
    const others = await analytics(await signedIn(app, 'venue@example.com'));
    expect(others.listings.map((l) => l.id)).not.toContain(listing.id);
    expect(data.bucket).toBe('week');
    expect(data.series.map((p) => p.start)).toEqual(bucketStarts(new Date().toISOString().slice(0, 10), 90));
  });

  it('counts one view per visitor per day, and not the owner’s own visits', async () => {
    const before = row(await analytics(owner));
    await customer.request('GET', `/api/vendors/${listing.id}`);
    await customer.request('GET', `/api/vendors/${listing.id}`);
    await owner.request('GET', `/api/vendors/${listing.id}`);
    await client(app).request('GET', `/api/vendors/${listing.id}`);
    // Views are written beside the page's answer, not before it.
    await vi.waitFor(async () => expect(row(await analytics(owner)).views - before.views).toBe(2));
    const after = await analytics(owner);
    expect(row(after).views - before.views).toBe(2);
    expect(after.series.at(-1)!.views).toBeGreaterThanOrEqual(2);
  });

  it('counts inquiries, the answers and their time, booking requests and confirmed earnings', async () => {
    const before = await analytics(owner);
    const opened = await customer.request('POST', '/api/conversations', {
      entityType: 'vendor',
      entityId: listing.id,
      source: 'listing',
    });
    const conversationId = opened.json().conversation.id as string;
    await customer.request('POST', `/api/conversations/${conversationId}/messages`, {
      content: 'Are you free on May 12?',
    });
    await owner.request('POST', `/api/conversations/${conversationId}/messages`, { content: 'We are!' });

    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': 'analytics-checkout-0001' },
      payload: {
        lines: [
          { type: 'venue', listingId: venue.id, quantity: 1, hours: Math.max(4, venue.minimumHours) },
          { type: 'vendor', listingId: listing.id, quantity: 1, hours: Math.max(4, listing.minimumHours) },
        ],
        eventDate: '2027-05-12',
        startTime: '19:00',
        contact: { name: 'Casey Customer', email: 'customer@example.com' },
        paymentMethod: sandboxPaymentMethod('4242424242424242'),
      },
    });
    expect(placed.statusCode).toBe(201);
    const items = placed.json().booking.items as Array<{ id: string; type: string; partnerPayoutCents: number }>;
    const item = items.find((i) => i.type === 'vendor')!;
    const requested = await analytics(owner);
    expect(row(requested).inquiries - row(before).inquiries).toBe(1);
    expect(row(requested).bookingRequests - row(before).bookingRequests).toBe(1);
    expect(requested.totals.responseRate).toBeGreaterThan(0);
    expect(requested.totals.responseMinutesMedian).toBe(0);
    expect(row(requested).revenueCents).toBe(row(before).revenueCents);

    expect((await owner.request('POST', `/api/partner/booking-items/${item.id}/confirm`)).statusCode).toBe(200);
    const confirmed = await analytics(owner);
    expect(row(confirmed).revenueCents - row(before).revenueCents).toBe(item.partnerPayoutCents);
    expect(confirmed.totals.confirmedBookings - before.totals.confirmedBookings).toBe(1);
    expect(confirmed.totals.conversionRate).toBe(confirmed.totals.bookingRequests / confirmed.totals.views);
  });
});
