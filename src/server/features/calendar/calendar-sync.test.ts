// Partners' own calendars read into blocks (issue 47), from a local calendar server, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: a calendar is kept only if its first read succeeds; each read replaces the blocks of
// the last; a failed read keeps them and says why; unchanged calendars answer 304; calendars are read again every 15
// minutes, once across instances; removing one removes its blocks.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_IMPORT_LIMITS, CALENDAR_IMPORT_MESSAGES } from '#shared/calendar-imports.ts';
import { createMailer } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { calendarImports, listingBlocks, user, vendors } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { isPublicAddress } from '../../http/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { icsOf, startIcalendarServer, type IcalendarServer } from '../../testing/icalendar-server.ts';
import { quietLog } from '../../testing/search-database.ts';
import { testEnv } from '../../testing/test-env.ts';
import { createAuth } from '../auth/index.ts';
import {
  addCalendarImport,
  calendarImportsOf,
  removeCalendarImport,
  syncCalendarImport,
  syncDueCalendars,
  type CalendarSync,
} from './calendar-sync.ts';
import { FEED_POLICY } from './feed-fetch.ts';

const NOW = new Date('2027-03-01T12:00:00Z');
const MINUTE_MS = 60_000;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE_MS);
const gig = (day: number, uid = `gig-${day}`) => [
  `UID:${uid}`,
  `DTSTART:202703${String(day).padStart(2, '0')}T230000Z`,
  `DTEND:202703${String(day + 1).padStart(2, '0')}T030000Z`,
  `SUMMARY:Private party ${day}`,
];

describe.each(databaseTargets('calendar-sync'))('calendar sync on $name', (target) => {
  let database: Database;
  let server: IcalendarServer;
  let sync: CalendarSync;
  let ownerId: string;
  let otherId: string;
  let dj: { kind: 'vendor'; id: string };
  const changed: string[][] = [];
  let path = 0;

  /** A calendar at a path of its own on the local server. */
  const calendar = (events: string[][], validators: { etag?: string } = {}) => {
    const at = `/calendars/${++path}.ics`;
    server.answer(at, { kind: 'calendar', text: icsOf(events), ...validators });
    return at;
  };
  const blocksOf = (importId: string) =>
    database.db
      .select({ startsAt: listingBlocks.startsAt, reason: listingBlocks.reason, source: listingBlocks.source })
      .from(listingBlocks)
      .where(eq(listingBlocks.importId, importId))
      .orderBy(listingBlocks.startsAt);
  const added = async (at: string) => {
    const outcome = await addCalendarImport(sync, ownerId, dj, server.url(at), NOW);
    if (outcome.outcome !== 'added') throw new Error(JSON.stringify(outcome));
    return outcome.id;
  };
  const importRow = async (id: string) =>
    (await database.db.select().from(calendarImports).where(eq(calendarImports.id, id)))[0]!;

  beforeAll(async () => {
    server = await startIcalendarServer();
    database = await target.open();
    await database.migrate();
    const env = testEnv();
    await seedIfEmpty(database.db, createAuth(env, database.db, createMailer(env, database.db), quietLog), NOW);
    const userId = async (email: string) =>
      (await database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
    ownerId = await userId('vendor@example.com');
    otherId = await userId('venue@example.com');
    const [own] = await database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.userId, ownerId), eq(vendors.category, 'music-djs')))
      .limit(1);
    dj = { kind: 'vendor', id: own!.id };
    sync = {
      db: database.db,
      changes: { changed: async (scope) => void changed.push([...(scope.vendorIds ?? [])]) },
      policy: { ...FEED_POLICY, allows: (address) => address === '127.0.0.1' || isPublicAddress(address) },
    };
  }, 120_000);

  beforeEach(async () => {
    await database.db.delete(calendarImports);
  });

  afterAll(async () => {
    await database?.close();
    await server?.close();
  });

  it('reads a calendar into blocks at once and makes the change known', async () => {
    changed.length = 0;
    const id = await added(calendar([gig(17), gig(20)]));
    expect(await blocksOf(id)).toEqual([
      { startsAt: new Date('2027-03-17T23:00:00Z'), reason: 'Private party 17', source: 'calendar' },
      { startsAt: new Date('2027-03-20T23:00:00Z'), reason: 'Private party 20', source: 'calendar' },
    ]);
    expect(changed).toEqual([[dj.id]]);
    const [shown] = await calendarImportsOf(database.db, ownerId);
    expect(shown).toEqual({
      id,
      listingId: dj.id,
      host: server.url('').replace('http://', ''),
      lastSyncedAt: NOW.toISOString(),
      lastError: null,
      busyTimes: 2,
    });
    expect(await calendarImportsOf(database.db, otherId)).toEqual([]);
  });

  it('keeps nothing when the first read fails, and refuses private addresses, twice the same, and a fourth', async () => {
    const failed = async (url: string, policy = sync.policy) =>
      addCalendarImport({ ...sync, policy }, ownerId, dj, url, NOW);
    server.answer('/page.html', { kind: 'calendar', text: '<!doctype html><title>Sign in</title>' });
    expect(await failed(server.url('/page.html'))).toEqual({
      outcome: 'invalid',
      error: CALENDAR_IMPORT_MESSAGES.notCalendar,
    });
    expect(await failed(server.url('/missing.ics'))).toEqual({
      outcome: 'invalid',
      error: CALENDAR_IMPORT_MESSAGES.status(404),
    });
    const at = calendar([gig(17)]);
    expect(await failed(server.url(at), FEED_POLICY)).toEqual({
      outcome: 'invalid',
      error: CALENDAR_IMPORT_MESSAGES.privateAddress,
    });
    expect(await database.db.select().from(calendarImports)).toEqual([]);

    await added(at);
    expect(await failed(server.url(at))).toEqual({ outcome: 'twice' });
    for (let i = 1; i < CALENDAR_IMPORT_LIMITS.perListing; i++) await added(calendar([]));
    expect(await failed(server.url(calendar([])))).toEqual({ outcome: 'too-many' });
    expect(await addCalendarImport(sync, otherId, dj, server.url(calendar([])), NOW)).toEqual({
      outcome: 'not-found',
    });
    expect(await addCalendarImport(sync, ownerId, { kind: 'venue', id: dj.id }, server.url(at), NOW)).toEqual({
      outcome: 'not-found',
    });
  });

  it('replaces the blocks when the calendar changes, asks with its ETag, and keeps them when unchanged', async () => {
    const at = calendar([gig(17)], { etag: '"one"' });
    const id = await added(at);
    expect((await importRow(id)).etag).toBe('"one"');
    expect(await syncCalendarImport(sync, id, later(15))).toBe('unchanged');
    expect(server.requests.at(-1)!.headers['if-none-match']).toBe('"one"');
    expect(await blocksOf(id)).toHaveLength(1);
    expect((await importRow(id)).lastSyncedAt).toEqual(later(15));

    server.answer(at, { kind: 'calendar', text: icsOf([gig(18), gig(25)]), etag: '"two"' });
    expect(await syncCalendarImport(sync, id, later(30))).toBe('changed');
    expect((await blocksOf(id)).map((b) => b.reason)).toEqual(['Private party 18', 'Private party 25']);
    expect((await importRow(id)).etag).toBe('"two"');
  });

  it('keeps the last good blocks when a read fails, says why, and clears the error once a read succeeds', async () => {
    const at = calendar([gig(17)]);
    const id = await added(at);
    for (const broken of [
      { kind: 'status', status: 500 } as const,
      { kind: 'calendar', text: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:soon\r\n' } as const,
      { kind: 'redirect', location: 'http://169.254.169.254/latest/meta-data' } as const,
    ]) {
      server.answer(at, broken);
      expect(await syncCalendarImport(sync, id, later(15))).toBe('failed');
      expect(await blocksOf(id)).toHaveLength(1);
    }
    const [shown] = await calendarImportsOf(database.db, ownerId);
    expect(shown).toMatchObject({
      lastError: CALENDAR_IMPORT_MESSAGES.privateAddress,
      lastSyncedAt: NOW.toISOString(),
    });

    server.answer(at, { kind: 'calendar', text: icsOf([]) });
    expect(await syncCalendarImport(sync, id, later(30))).toBe('changed');
    expect(await blocksOf(id)).toEqual([]);
    expect(await calendarImportsOf(database.db, ownerId)).toEqual([
      expect.objectContaining({ lastError: null, lastSyncedAt: later(30).toISOString(), busyTimes: 0 }),
    ]);
  });

  it('reads each calendar again once 15 minutes have passed, once even when two runs meet', async () => {
    const first = calendar([gig(17)]);
    const second = calendar([gig(18)]);
    await added(first);
    await added(second);
    expect(await syncDueCalendars(sync, later(14))).toBe(0);
    const asked = server.requests.length;
    const runs = await Promise.all([syncDueCalendars(sync, later(15)), syncDueCalendars(sync, later(15))]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(
      server.requests
        .slice(asked)
        .map((r) => r.path)
        .sort(),
    ).toEqual([first, second].sort());
    expect(await syncDueCalendars(sync, later(20))).toBe(0);
  });

  it('removes a calendar with its blocks, for its owner only', async () => {
    const id = await added(calendar([gig(17)]));
    expect(await removeCalendarImport(sync, otherId, id)).toBe('not-found');
    expect(await removeCalendarImport(sync, ownerId, id)).toBe('removed');
    expect(await blocksOf(id)).toEqual([]);
    expect(await database.db.select().from(listingBlocks).where(eq(listingBlocks.source, 'calendar'))).toEqual([]);
  });
});
