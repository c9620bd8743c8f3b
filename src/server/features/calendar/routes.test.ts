// The partner calendar: bookings and blocked days over a range, only the partner's own; blocking a day closes it to
// checkout and refuses a day with a booking; the private feed lists both, and a new address retires the old one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { PartnerCalendarSchema } from '#shared/partner-calendar.ts';
import { user, venues } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let owner: Client;
let venue: { id: string; name: string; minimumHours: number };
const DAY = '2027-08-14';
const BOOKED_DAY = '2027-08-13';

const calendarOf = async (c: Client, from = '2027-08-01', to = '2027-08-31') =>
  PartnerCalendarSchema.parse((await c.request('GET', `/api/partner/calendar?from=${from}&to=${to}`)).json());
const quote = (date: string) =>
  client(app).request('POST', '/api/checkout/quote', {
    lines: [{ type: 'venue', listingId: venue.id, quantity: 1, hours: Math.max(3, venue.minimumHours) }],
    eventDate: date,
    startTime: '18:00',
  });

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedIn(app, 'venue@example.com');
  const [ownerRow] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [own] = await app.db.select().from(venues).where(eq(venues.userId, ownerRow!.id)).limit(1);
  venue = own!;
  const customer = await signedIn(app, 'customer@example.com');
  const placed = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': 'calendar-checkout-0001' },
    payload: {
      lines: [{ type: 'venue', listingId: venue.id, quantity: 1, hours: Math.max(3, venue.minimumHours) }],
      eventDate: BOOKED_DAY,
      startTime: '18:00',
      eventDetails: { name: 'Spring launch', guestCount: 120 },
      contact: { name: 'Casey Customer', email: 'customer@example.com' },
      paymentMethod: sandboxPaymentMethod('4242424242424242'),
    },
  });
  expect(placed.statusCode).toBe(201);
}, 120_000);
afterAll(async () => app?.close());

describe('the partner calendar', () => {
  it('is for partners, over a range of at most 93 days', async () => {
    expect((await client(app).request('GET', '/api/partner/calendar?from=2027-08-01&to=2027-08-31')).statusCode).toBe(
      401,
    );
    expect(
      (
        await (
          await signedIn(app, 'customer@example.com')
        ).request('GET', '/api/partner/calendar?from=2027-08-01&to=2027-08-31')
      ).statusCode,
    ).toBe(403);
    const long = await owner.request('GET', '/api/partner/calendar?from=2027-01-01&to=2027-12-31');
    expect(long.json().error.fields).toEqual([{ path: '/to', message: 'Ask for at most 93 days at a time.' }]);
  });

  it('shows the partner’s bookings in the range, and not to another partner', async () => {
    const calendar = await calendarOf(owner);
    expect(calendar.bookings).toEqual([
      expect.objectContaining({
        listingId: venue.id,
        status: 'requested',
        customerName: 'Casey Customer',
        eventName: 'Spring launch',
        guestCount: 120,
      }),
    ]);
    expect(calendar.bookings[0]!.startsAt.slice(0, 10)).toBe(BOOKED_DAY);
    expect(calendar.venues.map((v) => v.id)).toContain(venue.id);
    const other = await calendarOf(await signedIn(app, 'vendor@example.com'));
    expect(other.bookings).toEqual([]);
    expect(other.venues).toEqual([]);
  });

  it('blocks a free day so checkout refuses it, refuses a booked or past day, and opens it again', async () => {
    expect(JSON.stringify((await quote(DAY)).json())).not.toContain('The venue is not taking bookings that day.');
    const url = `/api/partner/venues/${venue.id}/blocked-dates`;
    expect((await owner.request('POST', url, { date: DAY, reason: 'Private wedding' })).statusCode).toBe(201);
    expect((await owner.request('POST', url, { date: DAY })).json().error.message).toBe('That day is already blocked.');
    expect((await owner.request('POST', url, { date: BOOKED_DAY })).json().error.message).toBe(
      'You have a booking that day: decline or cancel it before blocking the day.',
    );
    expect((await owner.request('POST', url, { date: '2020-01-01' })).json().error.fields[0].message).toBe(
      'Past days cannot be blocked.',
    );
    expect(
      (await (await signedIn(app, 'vendor@example.com')).request('POST', url, { date: '2027-08-20' })).statusCode,
    ).toBe(404);

    expect((await calendarOf(owner)).blocked).toEqual([
      { venueId: venue.id, venueName: venue.name, date: DAY, reason: 'Private wedding' },
    ]);
    expect(JSON.stringify((await quote(DAY)).json())).toContain('The venue is not taking bookings that day.');

    expect((await owner.request('DELETE', `${url}/${DAY}`)).statusCode).toBe(204);
    expect((await owner.request('DELETE', `${url}/${DAY}`)).statusCode).toBe(404);
    expect((await calendarOf(owner)).blocked).toEqual([]);
  });

  it('publishes a private iCalendar feed; a new address retires the old one', async () => {
    await owner.request('POST', `/api/partner/venues/${venue.id}/blocked-dates`, {
      date: '2027-08-20',
      reason: 'Maintenance',
    });
    const { url } = (await owner.request('GET', '/api/partner/calendar/feed')).json() as { url: string };
    expect((await owner.request('GET', '/api/partner/calendar/feed')).json().url).toBe(url);
    const path = new URL(url).pathname;
    const feed = await client(app).request('GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const unfolded = feed.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:Request: ${venue.name.replace(/,/g, '\\,')} · Spring launch`);
    expect(unfolded).toContain('Event: Spring launch (Casey Customer). Guests: 120.');
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20270820');
    expect(feed.body).toContain(`SUMMARY:Blocked: ${venue.name.replace(/,/g, '\\,')}`);

    const { url: renewed } = (await owner.request('POST', '/api/partner/calendar/feed/reset')).json() as {
      url: string;
    };
    expect(renewed).not.toBe(url);
    expect((await client(app).request('GET', path)).statusCode).toBe(404);
    expect((await client(app).request('GET', new URL(renewed).pathname)).statusCode).toBe(200);
  });

  it('gives the feed’s address and links on the host the site was opened at, not APP_URL’s', async () => {
    const feedAt = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/partner/calendar/feed', headers: { cookie: owner.cookie, ...headers } })).json()
        .url as string;
    const url = await feedAt({ host: '127.0.0.1:3000' });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/calendar\/[\w-]+\.ics$/);
    expect(await feedAt({ host: 'eventide.lan:8080' })).toMatch(/^http:\/\/eventide\.lan:8080\/api\/calendar\//);
    // Forwarded headers count only from a proxy TRUST_PROXY names (none here).
    const forwarded = { host: '127.0.0.1:3000', 'x-forwarded-host': 'elsewhere.example', 'x-forwarded-proto': 'https' };
    expect(await feedAt(forwarded)).toBe(url);

    const feed = await app.inject({ url: new URL(url).pathname, headers: { host: '127.0.0.1:3000' } });
    expect(feed.body).toContain('URL:http://127.0.0.1:3000/portal/dashboard?tab=bookings');
    expect(feed.body).not.toContain('localhost');
  });
});
