// The partner calendar: bookings and blocked times over a range, only the partner's own; blocking a day or some hours
// of a venue or vendor closes them to checkout and refuses a time with a booking; a busy time read from the partner's
// own calendar blocks checkout until the calendar drops it (a failed read keeps it); the private feed lists bookings
// and blocks, and a new address retires the old one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockWindow } from '#shared/event-window.ts';
import { clockTime } from '#shared/event-words.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { CALENDAR_MESSAGES, PartnerCalendarSchema } from '#shared/partner-calendar.ts';
import { CALENDAR_IMPORT_MESSAGES } from '#shared/calendar-imports.ts';
import { user, vendors, venues } from '../../db/schema/index.ts';
import { isPublicAddress } from '../../http/index.ts';
import { client, signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { icsOf, startIcalendarServer, type IcalendarServer } from '../../testing/icalendar-server.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { FEED_POLICY } from './feed-fetch.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let owner: Client;
let calendars: IcalendarServer;
let venue: { id: string; name: string; minimumHours: number; timeZone: string };
const icsUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const DAY = '2027-08-14';
const BOOKED_DAY = '2027-08-13';

const calendarOf = async (c: Client, from = '2027-08-01', to = '2027-08-31') =>
  PartnerCalendarSchema.parse((await c.request('GET', `/api/partner/calendar?from=${from}&to=${to}`)).json());
const quote = (date: string, startTime = '18:00') =>
  client(app).request('POST', '/api/checkout/quote', {
    lines: [{ type: 'venue', listingId: venue.id, quantity: 1, hours: Math.max(3, venue.minimumHours) }],
    eventDate: date,
    startTime,
  });

beforeAll(async () => {
  calendars = await startIcalendarServer();
  // The partner's calendars are served on this machine, which the server otherwise refuses to read from.
  app = await createTestApp(
    {},
    { calendarFeeds: { ...FEED_POLICY, allows: (address) => address === '127.0.0.1' || isPublicAddress(address) } },
  );
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
afterAll(async () => {
  await app?.close();
  await calendars?.close();
});

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
    expect(calendar.listings).toContainEqual({
      kind: 'venue',
      id: venue.id,
      name: venue.name,
      timeZone: venue.timeZone,
    });
    const other = await calendarOf(await signedIn(app, 'vendor@example.com'));
    expect(other.bookings).toEqual([]);
    expect(other.listings.map((l) => l.kind)).not.toContain('venue');
  });

  it('blocks a free day so checkout refuses it, refuses a booked or past day, and opens it again', async () => {
    expect(JSON.stringify((await quote(DAY)).json())).not.toContain('The venue is not taking bookings at that time.');
    const url = `/api/partner/venues/${venue.id}/blocks`;
    const blocked = await owner.request('POST', url, { date: DAY, reason: 'Private wedding' });
    expect(blocked.statusCode).toBe(201);
    expect((await owner.request('POST', url, { date: DAY })).json().error.message).toBe(
      'That time is already blocked.',
    );
    expect((await owner.request('POST', url, { date: BOOKED_DAY })).json().error.message).toBe(
      'You have a booking then: decline or cancel it before blocking that time.',
    );
    expect((await owner.request('POST', url, { date: '2020-01-01' })).json().error.fields[0].message).toBe(
      'Past days cannot be blocked.',
    );
    expect(
      (await (await signedIn(app, 'vendor@example.com')).request('POST', url, { date: '2027-08-20' })).statusCode,
    ).toBe(404);

    const whole = blockWindow({ date: DAY, timeZone: venue.timeZone });
    expect(whole.ok).toBe(true);
    expect((await calendarOf(owner)).blocks).toEqual([
      {
        id: blocked.json().id,
        listingKind: 'venue',
        listingId: venue.id,
        listingName: venue.name,
        startsAt: whole.ok ? whole.window.startsAt.toISOString() : '',
        endsAt: whole.ok ? whole.window.endsAt.toISOString() : '',
        timeZone: venue.timeZone,
        reason: 'Private wedding',
        source: 'manual',
      },
    ]);
    expect(JSON.stringify((await quote(DAY)).json())).toContain('The venue is not taking bookings at that time.');

    const blockUrl = `/api/partner/blocks/${blocked.json().id}`;
    expect((await (await signedIn(app, 'vendor@example.com')).request('DELETE', blockUrl)).statusCode).toBe(404);
    expect((await owner.request('DELETE', blockUrl)).statusCode).toBe(204);
    expect((await owner.request('DELETE', blockUrl)).statusCode).toBe(404);
    expect((await calendarOf(owner)).blocks).toEqual([]);
  });

  it('blocks some hours of a vendor’s day, which checkout refuses with its set-up and tear-down around them', async () => {
    const dj = await signedIn(app, 'vendor@example.com');
    const [ownerRow] = await app.db.select().from(user).where(eq(user.email, 'vendor@example.com'));
    const [vendor] = await app.db.select().from(vendors).where(eq(vendors.userId, ownerRow!.id)).limit(1);
    await app.db
      .update(vendors)
      .set({ bufferBeforeMinutes: 60, bufferAfterMinutes: 0 })
      .where(eq(vendors.id, vendor!.id));
    const url = `/api/partner/vendors/${vendor!.id}/blocks`;
    expect((await dj.request('POST', url, { date: DAY, from: '14:00' })).json().error.fields[0].message).toBe(
      'Give both a start and an end time, or neither to block the whole day.',
    );
    expect((await dj.request('POST', url, { date: DAY, from: '14:00', to: '13:00' })).json().error.fields[0]).toEqual({
      path: '/to',
      message: 'The block ends before it starts: choose an end after its start, on the same day.',
    });
    expect((await dj.request('POST', url, { date: DAY, from: '14:00', to: '17:30' })).statusCode).toBe(201);
    expect((await dj.request('POST', url, { date: DAY, from: '17:00', to: '19:00' })).json().error.message).toBe(
      'That time is already blocked.',
    );
    const [block] = (await calendarOf(dj)).blocks;
    expect(block).toMatchObject({ listingKind: 'vendor', listingId: vendor!.id, timeZone: vendor!.timeZone });
    expect(clockTime(block!.startsAt, block!.timeZone)).toBe('2:00 PM');
    expect(clockTime(block!.endsAt, block!.timeZone)).toBe('5:30 PM');

    const withDj = (startTime: string) =>
      client(app).request('POST', '/api/checkout/quote', {
        lines: [{ type: 'vendor', listingId: vendor!.id, quantity: 1, hours: 3 }],
        eventDate: DAY,
        startTime,
      });
    // Set-up starts an hour before the event: at 17:30 the block has only just ended, at 18:00 it is long over.
    expect(JSON.stringify((await withDj('18:30')).json())).not.toMatch(/booked|blocked|not taking/i);
    expect(JSON.stringify((await withDj('18:00')).json())).toContain(
      `${vendor!.name} is not taking bookings at that time.`,
    );
  });

  it('reads the partner’s own calendar into blocks that checkout refuses, until the calendar drops them', async () => {
    const path = '/api/partner/venues/' + venue.id + '/calendar-imports';
    const busy = blockWindow({ date: '2027-08-25', from: '15:00', to: '17:00', timeZone: venue.timeZone });
    if (!busy.ok) throw new Error(busy.error);
    const gig = ['UID:gig', `DTSTART:${icsUtc(busy.window.startsAt)}`, `DTEND:${icsUtc(busy.window.endsAt)}`];
    calendars.answer('/venue.ics', { kind: 'calendar', text: icsOf([gig]) });

    expect((await client(app).request('POST', path, { url: calendars.url('/venue.ics') })).statusCode).toBe(401);
    const customer = await signedIn(app, 'customer@example.com');
    expect((await customer.request('POST', path, { url: calendars.url('/venue.ics') })).statusCode).toBe(403);
    const vendorOwner = await signedIn(app, 'vendor@example.com');
    expect((await vendorOwner.request('POST', path, { url: calendars.url('/venue.ics') })).statusCode).toBe(404);
    const typed = await owner.request('POST', path, { url: 'ftp://calendar.example.com/a.ics' });
    expect(typed.json().error.fields).toEqual([{ path: '/url', message: CALENDAR_IMPORT_MESSAGES.url }]);
    const inside = await owner.request('POST', path, { url: 'http://10.0.0.7/calendar.ics' });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().error.message).toBe(CALENDAR_IMPORT_MESSAGES.privateAddress);
    expect((await calendarOf(owner)).imports).toEqual([]);

    const added = await owner.request('POST', path, { url: calendars.url('/venue.ics') });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ listingId: venue.id, busyTimes: 1, lastError: null });
    expect((await owner.request('POST', path, { url: calendars.url('/venue.ics') })).statusCode).toBe(409);
    const calendar = await calendarOf(owner);
    expect(calendar.imports).toEqual([added.json()]);
    const fromFeed = calendar.blocks.find((b) => b.source === 'calendar')!;
    expect(fromFeed).toMatchObject({ startsAt: busy.window.startsAt.toISOString(), listingId: venue.id });
    const removed = await owner.request('DELETE', `/api/partner/blocks/${fromFeed.id}`);
    expect(removed.json().error.message).toBe(CALENDAR_MESSAGES.fromCalendar);
    expect(JSON.stringify((await quote('2027-08-25', '14:00')).json())).toContain('not taking bookings');

    const importPath = `/api/partner/calendar-imports/${added.json().id}`;
    calendars.answer('/venue.ics', { kind: 'status', status: 500 });
    const failed = await owner.request('POST', `${importPath}/sync`, {});
    expect(failed.json()).toMatchObject({ lastError: CALENDAR_IMPORT_MESSAGES.status(500), busyTimes: 1 });
    calendars.answer('/venue.ics', { kind: 'calendar', text: icsOf([]) });
    expect((await owner.request('POST', `${importPath}/sync`, {})).json()).toMatchObject({
      lastError: null,
      busyTimes: 0,
    });
    expect(JSON.stringify((await quote('2027-08-25', '14:00')).json())).not.toContain('not taking bookings');

    expect((await vendorOwner.request('DELETE', importPath)).statusCode).toBe(404);
    expect((await vendorOwner.request('POST', `${importPath}/sync`, {})).statusCode).toBe(404);
    expect((await owner.request('DELETE', importPath)).statusCode).toBe(204);
    expect((await calendarOf(owner)).imports).toEqual([]);
  });

  it('publishes a private iCalendar feed; a new address retires the old one', async () => {
    await owner.request('POST', `/api/partner/venues/${venue.id}/blocks`, {
      date: '2027-08-20',
      reason: 'Maintenance',
    });
    await owner.request('POST', `/api/partner/venues/${venue.id}/blocks`, {
      date: '2027-08-21',
      from: '09:00',
      to: '12:00',
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
    expect(feed.body).toContain('DTEND;VALUE=DATE:20270821');
    const morning = blockWindow({ date: '2027-08-21', from: '09:00', to: '12:00', timeZone: venue.timeZone });
    expect(morning.ok && feed.body).toContain(`DTSTART:${icsUtc(morning.ok ? morning.window.startsAt : new Date())}`);
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
