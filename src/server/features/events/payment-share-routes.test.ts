// Split payment over HTTP (issue 48, step 5): who sees an event's balances and who may split them or take a share
// back, the refusals' words, and a co-host paying through the link in their mail, signed out.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventPaymentsSchema, equalParts, type EventPayments } from '#shared/event-payments.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { eventMembers, mailOutbox, user, venues } from '../../db/schema/index.ts';
import { bookEvent } from '../../testing/booked-event.ts';
import { signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let organizer: Client;
let vendorOwner: Client;
let venueOwner: Client;
let coHost: Awaited<ReturnType<typeof newVerifiedUser>>;
let eventId: string;
let memberId: string;

const paymentsAs = async (c: Client) => c.request('GET', `/api/events/${eventId}/payments`);
/** The venue's balance among what the event's hosts may split (its deposit and the vendor's payment are there too). */
const balanceIn = (payments: EventPayments) => payments.balances.find((balance) => balance.kind === 'balance')!;

beforeAll(async () => {
  app = await createTestApp();
  const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  await app.db.update(venues).set({ depositPercent: 25, balanceDueDays: 30 }).where(eq(venues.userId, owner!.id));
  coHost = await newVerifiedUser(app);
  const booked = await bookEvent(app, {
    eventDate: '2027-10-15',
    eventDetails: { name: 'Harvest supper' },
    coHosts: [{ email: coHost.email, name: 'Morgan', role: 'co-host' }],
  });
  organizer = booked.organizer;
  eventId = booked.booking.id;
  const [member] = await app.db
    .update(eventMembers)
    .set({ userId: coHost.id, acceptedAt: new Date() })
    .where(and(eq(eventMembers.bookingId, eventId), eq(eventMembers.email, coHost.email)))
    .returning();
  memberId = member!.id;
  vendorOwner = await signedIn(app, 'vendor@example.com');
  venueOwner = await signedIn(app, 'venue@example.com');
  for (const item of booked.booking.items) {
    const partner = item.type === 'venue' ? venueOwner : vendorOwner;
    const confirmed = await partner.request('POST', `/api/partner/booking-items/${item.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
}, 120_000);
afterAll(async () => app?.close());

describe('splitting an event’s balance', () => {
  it('shows the balances to the hosts, not to partners or strangers, and lets only the organizer split', async () => {
    expect((await paymentsAs(vendorOwner)).json().error.message).toBe(
      'Only the event’s organizer and co-hosts see how its payments are split.',
    );
    expect((await paymentsAs((await newVerifiedUser(app)).c)).statusCode).toBe(404);
    const seen = EventPaymentsSchema.parse((await paymentsAs(coHost.c)).json().payments);
    expect(seen.maySplit).toBe(false);
    expect(seen.coHosts).toEqual([{ memberId, name: 'Morgan' }]);
    const balance = balanceIn(seen);
    expect(balance).toMatchObject({ splittable: true, shares: [] });

    const due = balance!.chargeCents;
    const [mine, theirs] = equalParts(due, 2);
    const deadline = new Date(Date.parse(balance!.dueAt) - 7 * 86_400_000).toISOString().slice(0, 10);
    const body = (cents: number) => ({
      instalmentId: balance!.instalmentId,
      deadline,
      parts: [
        { memberId: null, cents: mine },
        { memberId, cents },
      ],
    });
    const byCoHost = await coHost.c.request('POST', `/api/events/${eventId}/payments/split`, body(theirs!));
    expect([byCoHost.statusCode, byCoHost.json().error.message]).toEqual([
      403,
      'Only the organizer can split what is due.',
    ]);
    const offByACent = await organizer.request('POST', `/api/events/${eventId}/payments/split`, body(theirs! + 1));
    expect(offByACent.statusCode).toBe(400);
    expect(offByACent.json().error.message).toContain('what is due.');

    const split = await organizer.request('POST', `/api/events/${eventId}/payments/split`, body(theirs!));
    expect(split.statusCode, split.body).toBe(200);
    const after = EventPaymentsSchema.parse(split.json().payments);
    expect(balanceIn(after)).toMatchObject({ organizerCents: mine, splittable: false });
    expect(balanceIn(after).shares).toEqual([
      expect.objectContaining({ name: 'Morgan', cents: theirs, state: 'open', mine: false }),
    ]);
    // The venue sees its balance whole, as before, and not that it was split or with whom.
    const portal = await venueOwner.request('GET', '/api/partner/booking-items');
    const line = portal.json().items.find((item: { bookingId: string }) => item.bookingId === eventId);
    expect(line.instalments.find((instalment: { kind: string }) => instalment.kind === 'balance')).toMatchObject({
      chargeCents: due,
      status: 'scheduled',
      split: false,
    });
    expect(portal.body).not.toContain('Morgan');
  });

  it('lets the co-host pay through the link in their mail, signed out, once', async () => {
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, coHost.email), like(mailOutbox.subject, 'Your share for Harvest supper%')));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const open = await app.inject({ method: 'GET', url: `/api/payment-shares?token=${token}` });
    expect(open.json().share).toMatchObject({ state: 'open', eventName: 'Harvest supper', coHostName: 'Morgan' });
    const gone = await app.inject({ method: 'GET', url: `/api/payment-shares?token=${'a'.repeat(43)}` });
    expect([gone.statusCode, gone.json().error.message]).toEqual([
      404,
      'This payment link does not work any more. Ask the organizer to send a new one.',
    ]);

    const pay = (paymentMethod: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment-shares/pay',
        headers: { origin: TEST_ORIGIN },
        payload: { token, paymentMethod },
      });
    const declined = await pay(sandboxPaymentMethod('4000000000000002'));
    expect(declined.statusCode).toBe(402);
    const paid = await pay(sandboxPaymentMethod('4242424242424242'));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().share.state).toBe('paid');
    const again = await pay(sandboxPaymentMethod('4242424242424242'));
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'This share is no longer waiting to be paid.',
    ]);
    // A share paid cannot be taken back, and only the organizer takes one back.
    const [share] = balanceIn(EventPaymentsSchema.parse((await paymentsAs(organizer)).json().payments)).shares;
    const takeBack = (c: Client) => c.request('DELETE', `/api/events/${eventId}/payments/shares/${share!.id}`);
    const byCoHost = await takeBack(coHost.c);
    expect([byCoHost.statusCode, byCoHost.json().error.message]).toEqual([
      403,
      'Only the organizer can take a share back.',
    ]);
    const paidShare = await takeBack(organizer);
    expect([paidShare.statusCode, paidShare.json().error.message]).toEqual([
      409,
      'This share is no longer waiting to be paid.',
    ]);

    const activity = await organizer.request('GET', `/api/events/${eventId}/activity`);
    const words = activity.json().activity.map((entry: { summary: string }) => entry.summary);
    expect(words).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^split the balance for .+: Morgan \$[\d,.]+$/),
        expect.stringMatching(/^paid their share for .+: \$[\d,.]+$/),
      ]),
    );
  });
});
