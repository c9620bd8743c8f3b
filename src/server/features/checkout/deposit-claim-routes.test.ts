// Security deposits over HTTP (issue 46): a booking's deposit shown to its customer, held when the money jobs run the
// day before, then a claim filed by the partner after the event (the dev clock set there), disputed by the customer
// and decided by an admin from the queue; bad input gets its field's message and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema } from '#shared/checkout.ts';
import { DisputedClaimSchema } from '#shared/deposit-claims.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { SECURITY_DEPOSIT_MESSAGES } from '#shared/security-deposits.ts';
import { user, venues } from '../../db/schema/index.ts';
import { signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { CLAIM_ERRORS } from './deposit-claims.ts';
import { DEV_CLOCK_ERRORS } from './dev-clock-routes.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const HOUR_MS = 60 * 60 * 1000;
const DEPOSIT_CENTS = 150_000;

describe('security deposit claims over HTTP', () => {
  let app: App;
  let customer: Client;
  let partner: Client;
  let admin: Client;

  const devCall = (method: 'POST' | 'PUT', url: string, payload: object, remoteAddress = '127.0.0.1') =>
    app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN }, remoteAddress });
  const fieldMessages = (response: { json(): unknown }) =>
    (response.json() as { error: { fields?: { message: string }[]; message: string } }).error.fields?.map(
      (f) => f.message,
    ) ?? [(response.json() as { error: { message: string } }).error.message];

  beforeAll(async () => {
    app = await createTestApp();
    customer = await signedIn(app, 'customer@example.com');
    partner = await signedIn(app, 'venue@example.com');
    admin = await signedIn(app, 'admin@example.com');
  }, 120_000);
  afterAll(async () => app?.close());

  it('holds the deposit the day before; a claim after the event is disputed, then decided from the admins’ queue', async () => {
    const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const [venue] = await app.db.select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
    await app.db.update(venues).set({ securityDepositCents: DEPOSIT_CENTS }).where(eq(venues.id, venue!.id));
    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': 'deposit-claim-0001' },
      payload: {
        lines: [{ type: 'venue', listingId: venue!.id, quantity: 1, hours: Math.max(4, venue!.minimumHours) }],
        eventDate: '2027-09-22',
        startTime: '19:00',
        contact: { name: 'Casey Customer', email: 'customer@example.com' },
        paymentMethod: sandboxPaymentMethod('4242424242424242'),
      },
    });
    expect(placed.statusCode).toBe(201);
    const bookingId = BookingSchema.parse(placed.json().booking).id;
    const lineOf = async () =>
      BookingSchema.parse((await customer.request('GET', `/api/bookings/${bookingId}`)).json().booking).items[0]!;
    const line = await lineOf();
    expect(line.securityDeposit).toMatchObject({ status: 'scheduled', amountCents: DEPOSIT_CENTS, claim: null });
    expect((await partner.request('POST', `/api/partner/booking-items/${line.id}/confirm`)).statusCode).toBe(200);
    expect((await devCall('POST', '/api/dev/money-jobs', { at: line.securityDeposit!.holdAt })).statusCode).toBe(200);
    expect((await lineOf()).securityDeposit).toMatchObject({ status: 'held', heldAt: line.securityDeposit!.holdAt });

    // Bad claims get their field's message and change nothing; before the event nothing can be claimed.
    const claimUrl = `/api/partner/booking-items/${line.id}/claim`;
    const refused = [
      [{ overtimeHours: 0.3 }, SECURITY_DEPOSIT_MESSAGES.overtimeHours],
      [{ overtimeHours: 13 }, SECURITY_DEPOSIT_MESSAGES.overtimeHours],
      [{ damageCents: -5 }, SECURITY_DEPOSIT_MESSAGES.damageAmount],
      [{}, SECURITY_DEPOSIT_MESSAGES.nothingClaimed],
      [{ damageCents: 5_000, description: 'Broken glass door.' }, SECURITY_DEPOSIT_MESSAGES.photos],
      [
        { damageCents: 5_000, description: 'Broken', photoIds: [crypto.randomUUID()] },
        SECURITY_DEPOSIT_MESSAGES.description,
      ],
      [{ overtimeHours: 1 }, CLAIM_ERRORS.notClaimable],
    ] as const;
    for (const [body, message] of refused) {
      const response = await partner.request('POST', claimUrl, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(fieldMessages(response)).toContain(message);
    }
    expect((await lineOf()).securityDeposit).toMatchObject({ status: 'held', claim: null });

    // After the event (the dev clock, for this machine only), the partner claims 1.5 hours of overtime.
    const afterEnd = new Date(Date.parse(line.endsAt) + HOUR_MS).toISOString();
    expect((await devCall('PUT', '/api/dev/clock', { at: afterEnd }, '172.17.0.1')).json().error.message).toBe(
      DEV_CLOCK_ERRORS.notHere,
    );
    expect((await devCall('PUT', '/api/dev/clock', { at: afterEnd })).statusCode).toBe(200);
    const tooMuch = await partner.request('POST', claimUrl, { overtimeHours: 12 });
    expect(fieldMessages(tooMuch)).toEqual([SECURITY_DEPOSIT_MESSAGES.overDeposit(DEPOSIT_CENTS)]);
    const filed = await partner.request('POST', claimUrl, { overtimeHours: 1.5 });
    expect(filed.statusCode).toBe(200);
    const claim = filed.json().claim as { id: string; amountCents: number };
    expect(claim.amountCents).toBe(Math.round(1.5 * line.unitPriceCents));
    expect((await lineOf()).securityDeposit).toMatchObject({
      status: 'claimed',
      claim: { id: claim.id, status: 'open' },
    });

    // Only the customer answers; a dispute says why.
    const answerUrl = `/api/deposit-claims/${claim.id}/answer`;
    expect((await partner.request('POST', answerUrl, { answer: 'accept' })).statusCode).toBe(404);
    const short = await customer.request('POST', answerUrl, { answer: 'dispute', statement: 'No.' });
    expect(fieldMessages(short)).toContain(SECURITY_DEPOSIT_MESSAGES.statement);
    const statement = 'We were out by eleven; the doorman can say so.';
    const disputed = await customer.request('POST', answerUrl, { answer: 'dispute', statement });
    expect(disputed.json().claim).toMatchObject({ status: 'disputed', customerStatement: statement });

    // The admins' queue shows both sides; an admin upholds half an hour.
    expect((await customer.request('GET', '/api/admin/deposit-claims')).statusCode).toBe(403);
    const queue = (await admin.request('GET', '/api/admin/deposit-claims')).json().claims as unknown[];
    const listed = queue.map((row) => DisputedClaimSchema.parse(row)).find((row) => row.claim.id === claim.id);
    expect(listed).toMatchObject({ bookingId, depositCents: DEPOSIT_CENTS, claim: { customerStatement: statement } });
    const decisionUrl = `/api/admin/deposit-claims/${claim.id}/decision`;
    const note = 'Half an hour of overtime is shown by the door log.';
    const over = await admin.request('POST', decisionUrl, { amountCents: claim.amountCents + 1, note });
    expect(fieldMessages(over)).toEqual([SECURITY_DEPOSIT_MESSAGES.decision(claim.amountCents)]);
    const upheld = Math.round(0.5 * line.unitPriceCents);
    const decided = await admin.request('POST', decisionUrl, { amountCents: upheld, note });
    expect(decided.json().claim).toMatchObject({ status: 'decided', decidedCents: upheld, decisionNote: note });
    expect((await lineOf()).securityDeposit).toMatchObject({
      status: 'captured',
      capturedCents: claim.amountCents,
      refundedCents: claim.amountCents - upheld,
    });
    expect((await devCall('PUT', '/api/dev/clock', { at: null })).statusCode).toBe(200);
  });
});
