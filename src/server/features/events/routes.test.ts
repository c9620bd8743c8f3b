// GET /api/events/:id: who sees an event and what (issue 48, ADR 030): the organizer everything, an accepted co-host
// everything with the organizer's permissions to pay and cancel, a partner their own lines and the organizer and
// place once booked, admins read-only, anyone else a 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSchema, type BookedEvent } from '#shared/events.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { eventMembers } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { bookEvent } from '../../testing/booked-event.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let bookingId: string;
let vendorLineId: string;
let coHost: Awaited<ReturnType<typeof newVerifiedUser>>;

async function eventAs(c: Client): Promise<BookedEvent> {
  const response = await c.request('GET', `/api/events/${bookingId}`);
  expect(response.statusCode, response.body).toBe(200);
  return EventSchema.parse(response.json().event);
}

beforeAll(async () => {
  app = await createTestApp();
  coHost = await newVerifiedUser(app, 'Morgan Cohost');
  const { booking } = await bookEvent(app, {
    eventDate: '2027-06-16',
    eventDetails: { name: 'Summer launch', guestCount: 60 },
    contact: { name: 'Casey Customer', email: 'customer@example.com', phone: '+1 512 555 0100' },
    coHosts: [
      { email: coHost.email, name: 'Morgan', role: 'co-host' },
      { email: 'dana@example.com', name: '', role: 'co-host' },
      // The organizer named among them is not their own co-host.
      { email: 'Customer@example.com', name: 'Casey', role: 'co-host' },
    ],
  });
  bookingId = booking.id;
  vendorLineId = booking.items.find((item) => item.type === 'vendor')!.id;
}, 120_000);
afterAll(async () => app?.close());

describe('an event page', () => {
  it('shows its organizer every line, what it costs, and the checkout’s co-hosts as invited, by name', async () => {
    const event = await eventAs(await signedIn(app, 'customer@example.com'));
    expect(event).toMatchObject({
      id: bookingId,
      role: 'organizer',
      eventDetails: { name: 'Summer launch', guestCount: 60 },
      organizer: { name: 'Casey Customer', email: 'customer@example.com', phone: '+1 512 555 0100' },
      can: { seeMoney: true, pay: true, cancel: true, manageCoHosts: true, editGuests: true },
    });
    expect(event.lines.map((line) => line.type).sort()).toEqual(['vendor', 'venue']);
    expect(event.lines.every((line) => line.money !== null)).toBe(true);
    expect(event.totalCents).toBeGreaterThan(0);
    expect(event.place?.address).toBeTruthy();
    expect(event.coHosts.map(({ email, name, status }) => ({ email, name, status }))).toEqual([
      { email: 'dana@example.com', name: 'dana@example.com', status: 'invited' },
      { email: coHost.email, name: 'Morgan', status: 'invited' },
    ]);
  });

  it('shows a partner only their own line, and the organizer and the place once they confirm it', async () => {
    const vendorOwner = await signedIn(app, 'vendor@example.com');
    const before = await eventAs(vendorOwner);
    expect(before).toMatchObject({ role: 'partner', organizer: null, place: null, coHosts: [], totalCents: null });
    expect(before.lines.map((line) => line.id)).toEqual([vendorLineId]);
    expect(before.lines[0]!.money).toBeNull();
    expect(Object.values(before.can).some(Boolean)).toBe(false);

    const confirmed = await vendorOwner.request('POST', `/api/partner/booking-items/${vendorLineId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await eventAs(vendorOwner);
    expect(after.organizer).toMatchObject({ name: 'Casey Customer', email: 'customer@example.com' });
    expect(after.place?.address).toBeTruthy();
    expect(after.lines.map((line) => line.id)).toEqual([vendorLineId]);
    expect(after.lines[0]!.partner).toMatchObject({ email: 'vendor@example.com' });

    // The organizer now sees the vendor's contact on its line.
    const organizerView = await eventAs(await signedIn(app, 'customer@example.com'));
    expect(organizerView.lines.find((line) => line.id === vendorLineId)!.partner).toMatchObject({
      email: 'vendor@example.com',
    });
  });

  it('opens to an invited co-host only once they accept, with the permissions the organizer gave, until removed', async () => {
    const morgan = coHost.c;
    const closed = await morgan.request('GET', `/api/events/${bookingId}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error).toEqual({ code: 'NOT_FOUND', message: 'Event not found.' });

    const invitation = and(eq(eventMembers.bookingId, bookingId), eq(eventMembers.email, coHost.email));
    await app.db.update(eventMembers).set({ userId: coHost.id, acceptedAt: new Date() }).where(invitation);
    const asCoHost = await eventAs(morgan);
    expect(asCoHost).toMatchObject({
      role: 'co-host',
      can: { seeMoney: true, editGuests: true, editTimeline: true, messagePartners: true, pay: false, cancel: false },
    });
    expect(asCoHost.can.manageCoHosts).toBe(false);
    expect(asCoHost.lines).toHaveLength(2);

    await app.db.update(eventMembers).set({ mayPay: true }).where(invitation);
    expect((await eventAs(morgan)).can).toMatchObject({ pay: true, cancel: false });

    await app.db.update(eventMembers).set({ removedAt: new Date() }).where(invitation);
    expect((await morgan.request('GET', `/api/events/${bookingId}`)).statusCode).toBe(404);
  });

  it('lets admins read it and nothing more; others get a 404 and the signed-out a 401', async () => {
    const asAdmin = await eventAs(await signedIn(app, 'admin@example.com'));
    expect(asAdmin.role).toBe('admin');
    expect(asAdmin.can).toMatchObject({ seeMoney: true, pay: false, cancel: false, editGuests: false });
    expect(asAdmin.lines).toHaveLength(2);

    expect((await client(app).request('GET', `/api/events/${bookingId}`)).statusCode).toBe(401);
    const customer = await signedIn(app, 'customer@example.com');
    const unknown = await customer.request('GET', '/api/events/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await customer.request('GET', '/api/events/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual([{ path: '/id', message: 'Event not found.' }]);
  });

  it('refuses a checkout naming one co-host twice, and books nothing', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': 'event-page-twice-0001' },
      payload: {
        lines: [],
        eventDate: '2027-06-17',
        contact: { name: 'Casey Customer', email: 'customer@example.com' },
        coHosts: [
          { email: 'ana@example.com', name: 'Ana', role: 'co-host' },
          { email: 'ANA@example.com', name: 'Ana', role: 'co-host' },
        ],
        paymentMethod: sandboxPaymentMethod('4242424242424242'),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toContainEqual({ path: '/coHosts', message: 'That co-host is already added' });
  });
});
