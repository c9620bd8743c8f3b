// Reading a partner's calendar from a local calendar server: conditional requests, redirects, limits, and the
// addresses it refuses, on the first request and after a redirect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_IMPORT_MESSAGES } from '#shared/calendar-imports.ts';
import { icsOf, startIcalendarServer, type IcalendarServer } from '../../testing/icalendar-server.ts';
import { isPublicAddress } from '../../http/index.ts';
import { fetchFeed, FEED_POLICY, type FeedPolicy } from './feed-fetch.ts';

/** Public addresses and the local calendar server's. */
const local: FeedPolicy = { ...FEED_POLICY, allows: (address) => address === '127.0.0.1' || isPublicAddress(address) };
const ics = icsOf([['UID:1', 'DTSTART:20270317T180000Z', 'DTEND:20270317T220000Z', 'SUMMARY:Wedding']]);
let server: IcalendarServer;

beforeAll(async () => {
  server = await startIcalendarServer();
});
afterAll(() => server.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: Error) => error.message,
  );

describe('fetchFeed', () => {
  it('reads a calendar with its validators, and sends them back to learn it is unchanged', async () => {
    server.answer('/a.ics', {
      kind: 'calendar',
      text: ics,
      etag: '"v1"',
      lastModified: 'Mon, 30 Nov 2026 10:00:00 GMT',
    });
    const first = await fetchFeed({ url: server.url('/a.ics') }, local);
    expect(first).toEqual({ changed: true, text: ics, etag: '"v1"', lastModified: 'Mon, 30 Nov 2026 10:00:00 GMT' });
    const again = await fetchFeed({ url: server.url('/a.ics'), etag: '"v1"' }, local);
    expect(again).toEqual({ changed: false });
    expect(server.requests.at(-1)!.headers['if-none-match']).toBe('"v1"');
    const byDate = await fetchFeed({ url: server.url('/a.ics'), lastModified: 'Mon, 30 Nov 2026 10:00:00 GMT' }, local);
    expect(byDate).toEqual({ changed: false });
  });

  it('follows redirects', async () => {
    server.answer('/moved.ics', { kind: 'redirect', location: '/a.ics' });
    const answer = await fetchFeed({ url: server.url('/moved.ics') }, local);
    expect(answer.changed && answer.text).toBe(ics);
  });

  it('refuses this machine, by address or by name, unless allowed', async () => {
    expect(await failure(fetchFeed({ url: server.url('/a.ics') }))).toBe(CALENDAR_IMPORT_MESSAGES.privateAddress);
    const byName = server.url('/a.ics').replace('127.0.0.1', 'localhost');
    expect(await failure(fetchFeed({ url: byName }))).toBe(CALENDAR_IMPORT_MESSAGES.privateAddress);
  });

  it.each(['http://10.0.0.5/cal.ics', 'http://169.254.169.254/latest/meta-data', 'http://[::ffff:10.0.0.1]/x.ics'])(
    'refuses a redirect to %s',
    async (location) => {
      server.answer('/to-private.ics', { kind: 'redirect', location });
      const asked = server.requests.length;
      expect(await failure(fetchFeed({ url: server.url('/to-private.ics') }, local))).toBe(
        CALENDAR_IMPORT_MESSAGES.privateAddress,
      );
      expect(server.requests.length).toBe(asked + 1);
    },
  );

  it('stops after three redirects', async () => {
    server.answer('/loop.ics', { kind: 'redirect', location: '/loop.ics' });
    expect(await failure(fetchFeed({ url: server.url('/loop.ics') }, local))).toBe(
      CALENDAR_IMPORT_MESSAGES.tooManyRedirects,
    );
  });

  it('gives up on a calendar larger than the limit', async () => {
    server.answer('/big.ics', { kind: 'calendar', text: 'x'.repeat(5_000) });
    expect(await failure(fetchFeed({ url: server.url('/big.ics') }, { ...local, maxBytes: 1_000 }))).toBe(
      CALENDAR_IMPORT_MESSAGES.tooLarge,
    );
  });

  it('gives up on a calendar that stops answering', async () => {
    server.answer('/stall.ics', { kind: 'stall' });
    expect(await failure(fetchFeed({ url: server.url('/stall.ics') }, { ...local, timeoutMs: 300 }))).toBe(
      CALENDAR_IMPORT_MESSAGES.timeout,
    );
  });

  it('says what the server answered, and when nothing answers', async () => {
    server.answer('/gone.ics', { kind: 'status', status: 404 });
    expect(await failure(fetchFeed({ url: server.url('/gone.ics') }, local))).toBe(
      CALENDAR_IMPORT_MESSAGES.status(404),
    );
    expect(await failure(fetchFeed({ url: 'http://127.0.0.1:9/closed.ics' }, local))).toBe(
      CALENDAR_IMPORT_MESSAGES.unreachable,
    );
  });
});
