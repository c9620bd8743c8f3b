// The money jobs at another time (POST /api/dev/money-jobs), over HTTP: a deposit booked and confirmed, then its
// balance charged when the jobs run on its due date. Only for this machine, and never in production (nor the claim
// routes' clock, PUT /api/dev/clock, whose use is deposit-claim-routes.test.ts's).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema } from '#shared/checkout.ts';
import { balanceDueAt } from '#shared/payment-terms.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { user, venues } from '../../db/schema/index.ts';
import { signedIn, TEST_ORIGIN } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { DEV_CLOCK_ERRORS } from './dev-clock-routes.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const runJobs = (app: App, at: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/dev/money-jobs',
    payload: { at },
    headers: { origin: TEST_ORIGIN },
    remoteAddress,
  });

describe('outside production', () => {
  let app: App;
  beforeAll(async () => (app = await createTestApp()), 120_000);
  afterAll(async () => app?.close());

  it('charges a balance when the jobs run on its due date, for this machine only', async () => {
    const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const [venue] = await app.db.select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
    await app.db.update(venues).set({ depositPercent: 20, balanceDueDays: 30 }).where(eq(venues.id, venue!.id));
    const customer = await signedIn(app, 'customer@example.com');
    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': 'dev-clock-0001' },
      payload: {
        lines: [{ type: 'venue', listingId: venue!.id, quantity: 1, hours: Math.max(4, venue!.minimumHours) }],
        eventDate: '2027-09-15',
        startTime: '19:00',
        contact: { name: 'Casey Customer', email: 'customer@example.com' },
        paymentMethod: sandboxPaymentMethod('4242424242424242'),
      },
    });
    expect(placed.statusCode).toBe(201);
    const booking = BookingSchema.parse(placed.json().booking);
    const partner = await signedIn(app, 'venue@example.com');
    expect(
      (await partner.request('POST', `/api/partner/booking-items/${booking.items[0]!.id}/confirm`)).statusCode,
    ).toBe(200);
    const balanceOf = async () =>
      BookingSchema.parse((await customer.request('GET', `/api/bookings/${booking.id}`)).json().booking).items[0]!
        .instalments[1]!;
    const balance = await balanceOf();
    // 30 days before 19:00 on the venue's clock.
    const dueAt = balanceDueAt(new Date(booking.items[0]!.startsAt), 30).toISOString();
    expect(balance).toMatchObject({ kind: 'balance', status: 'scheduled', dueAt });

    const elsewhere = await runJobs(app, balance.dueAt!, '172.17.0.1');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.message).toBe(DEV_CLOCK_ERRORS.notHere);
    expect((await runJobs(app, 'next tuesday')).statusCode).toBe(400);
    const ancient = await runJobs(app, '0000-01-01T00:00:00.000Z');
    expect(ancient.statusCode).toBe(400);
    expect(ancient.body).toContain(DEV_CLOCK_ERRORS.outOfRange);
    expect((await balanceOf()).status).toBe('scheduled');

    const ran = await runJobs(app, balance.dueAt!);
    expect(ran.json()).toEqual({ ranAt: balance.dueAt });
    expect(await balanceOf()).toMatchObject({ status: 'paid', paidAt: balance.dueAt });
  });
});

describe('in production', () => {
  let app: App;
  beforeAll(
    async () =>
      (app = await createTestApp({
        NODE_ENV: 'production',
        AUTH_SECRET: 'a production secret of more than 32 characters',
      })),
    120_000,
  );
  afterAll(async () => app?.close());

  it('there is no such route, even for this machine', async () => {
    expect((await runJobs(app, '2027-08-16T12:00:00.000Z')).statusCode).toBe(404);
    const clock = await app.inject({
      method: 'PUT',
      url: '/api/dev/clock',
      payload: { at: '2027-08-16T12:00:00.000Z' },
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '127.0.0.1',
    });
    expect(clock.statusCode).toBe(404);
  });
});
