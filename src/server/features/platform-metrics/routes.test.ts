// Admin charts count what happened: a new account and a confirmed booking show in the marketplace figures; web
// vitals, long tasks, slow resources, memory warnings and client errors sent by browsers show in the performance
// figures, each vital's 75th percentile against its thresholds.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOverviewSchema } from '#shared/account.ts';
import { MarketplaceMetricsSchema, PerformanceMetricsSchema } from '#shared/admin-metrics.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { user, vendors, venues } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Client;

const marketplace = async () =>
  MarketplaceMetricsSchema.parse((await admin.request('GET', '/api/admin/metrics?days=7')).json());
const performance = async () =>
  PerformanceMetricsSchema.parse((await admin.request('GET', '/api/admin/performance?days=7')).json());

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('the admin overview', () => {
  it('counts accounts and listings as the database holds them, for admins only', async () => {
    expect((await client(app).request('GET', '/api/admin/overview')).statusCode).toBe(401);
    expect((await (await signedIn(app, 'customer@example.com')).request('GET', '/api/admin/overview')).statusCode).toBe(
      403,
    );
    const overview = AdminOverviewSchema.parse((await admin.request('GET', '/api/admin/overview')).json());
    const [[users], [venueCount], [vendorCount]] = await Promise.all([
      app.db.select({ n: count() }).from(user),
      app.db.select({ n: count() }).from(venues),
      app.db.select({ n: count() }).from(vendors),
    ]);
    expect(overview).toMatchObject({ users: users!.n, venues: venueCount!.n, vendors: vendorCount!.n });
    expect(overview.venues).toBeGreaterThan(0);
  });
});

describe('admin metrics', () => {
  it('are for admins only', async () => {
    expect((await client(app).request('GET', '/api/admin/metrics')).statusCode).toBe(401);
    expect((await (await signedIn(app, 'venue@example.com')).request('GET', '/api/admin/performance')).statusCode).toBe(
      403,
    );
    expect((await admin.request('GET', '/api/admin/metrics?days=3')).statusCode).toBe(400);
  });

  it('count sign-ups, bookings, gross volume and platform revenue, and listings by state', async () => {
    const before = await marketplace();
    expect(before.series).toHaveLength(7);
    expect(before.listingsByState.find((s) => s.state === 'live')!.venues).toBeGreaterThan(0);
    // The demo venue, vendor and multi-role partners are approved.
    expect(before.partnersByStatus.find((p) => p.status === 'approved')!.count).toBeGreaterThanOrEqual(3);
    await newVerifiedUser(app);

    const owner = await signedIn(app, 'venue@example.com');
    const [ownerRow] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const [venue] = await app.db.select().from(venues).where(eq(venues.userId, ownerRow!.id)).limit(1);
    const customer = await signedIn(app, 'customer@example.com');
    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': 'metrics-checkout-0001' },
      payload: {
        lines: [{ type: 'venue', listingId: venue!.id, quantity: 1, hours: Math.max(3, venue!.minimumHours) }],
        eventDate: '2027-09-09',
        startTime: '18:00',
        contact: { name: 'Casey Customer', email: 'customer@example.com' },
        paymentMethod: sandboxPaymentMethod('4242424242424242'),
      },
    });
    const item = placed.json().booking.items[0] as {
      id: string;
      chargeCents: number;
      lineTotalCents: number;
      partnerPayoutCents: number;
    };
    await owner.request('POST', `/api/partner/booking-items/${item.id}/confirm`);

    const after = await marketplace();
    expect(after.totals.signups - before.totals.signups).toBe(1);
    expect(after.totals.bookings - before.totals.bookings).toBe(1);
    expect(after.totals.grossVolumeCents - before.totals.grossVolumeCents).toBe(item.chargeCents);
    const fees = item.lineTotalCents - item.partnerPayoutCents;
    expect(after.totals.platformRevenueCents - before.totals.platformRevenueCents).toBe(fees * 2);
    expect(after.series.at(-1)!.bookings).toBeGreaterThanOrEqual(1);
  });

  it('show what browsers reported: vitals at the 75th percentile, slow resources and errors', async () => {
    const events = [100, 200, 300, 400].map((value) => ({
      kind: 'web_vital',
      name: 'LCP',
      value: value * 10,
      path: '/',
    }));
    await client(app).request('POST', '/api/analytics', {
      events: [
        ...events,
        { kind: 'slow_resource', name: '/media/hero.avif', value: 1800, path: '/' },
        { kind: 'memory', value: 0.92, path: '/' },
        { kind: 'memory', value: 0.5, path: '/' },
        { kind: 'long_task', value: 120, path: '/' },
      ],
    });
    await client(app).request('POST', '/api/errors', {
      message: 'Cannot read properties of undefined',
      name: 'TypeError',
      timestamp: new Date().toISOString(),
      url: '/discover',
    });

    const metrics = await performance();
    const lcp = metrics.vitals.find((v) => v.name === 'LCP')!;
    expect(lcp).toMatchObject({ samples: 4, p75: 3250, good: 2500, poor: 4000 });
    expect(lcp.series.at(-1)!.p75).toBe(3250);
    expect(metrics.events.at(-1)).toMatchObject({ longTasks: 1, slowResources: 1, memoryWarnings: 1, errors: 1 });
    expect(metrics.slowestResources).toEqual([{ name: '/media/hero.avif', count: 1, p75: 1800 }]);
    expect(metrics.recentErrors[0]).toMatchObject({
      name: 'TypeError',
      message: 'Cannot read properties of undefined',
      path: '/discover',
    });
  });
});
