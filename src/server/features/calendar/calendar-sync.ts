// Partners' own calendars read into their venues' and vendors' blocks (issue 47). A partner pastes an address: it is
// read at once, and kept only if that read succeeds. Then every 15 minutes each is read again with the validators of
// its last good read; its busy times replace the blocks it gave before. A read that fails changes no block: the error
// is kept for the partner to see, and the next read tries again. Blocks are listing writes (so Discover and checkout
// see them at once), made in a listing transaction.
import { and, asc, count, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { CALENDAR_IMPORT_LIMITS, normalizeCalendarUrl, type CalendarImport } from '#shared/calendar-imports.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import type { Db } from '../../db/client.ts';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/error-code.ts';
import { calendarImports, listingBlocks, vendors, venues } from '../../db/schema/index.ts';
import { inListingTransaction, type ListingTransaction, type ListingWriter } from '../listings/index.ts';
import type { BusyTime } from './busy-times.ts';
import { readBusyTimes } from './busy-times-thread.ts';
import { fetchFeed, FEED_POLICY, FeedError, type FeedPolicy } from './feed-fetch.ts';

export interface CalendarSync extends ListingWriter {
  policy?: FeedPolicy;
}

interface Listing {
  kind: PartnerType;
  id: string;
  timeZone: string;
}

type Read = { changed: false } | { changed: true; busy: BusyTime[]; etag: string | null; lastModified: string | null };

const DAY_MS = 86_400_000;
/** Calendars read at once by the background job. */
const AT_ONCE = 4;
const PER_RUN = 20;

const TABLES = [
  ['venue', venues],
  ['vendor', vendors],
] as const;

/** A venue or vendor by its id (of `ownerId`, and of `kind`, when given). */
async function listingOf(db: Db, id: string, ownerId?: string, only?: PartnerType): Promise<Listing | null> {
  for (const [kind, table] of TABLES.filter(([kind]) => !only || kind === only)) {
    const [row] = await db
      .select({ timeZone: table.timeZone })
      .from(table)
      .where(and(eq(table.id, id), ownerId === undefined ? undefined : eq(table.userId, ownerId)));
    if (row) return { kind, id, timeZone: row.timeZone };
  }
  return null;
}

/** Reads a calendar for `listing`: unchanged since `validators`, or its busy times from yesterday a year ahead. */
async function read(
  sync: CalendarSync,
  request: { url: string; etag?: string | null; lastModified?: string | null },
  listing: Listing,
  now: Date,
): Promise<Read> {
  const answer = await fetchFeed(request, sync.policy ?? FEED_POLICY);
  if (!answer.changed) return answer;
  const result = await readBusyTimes({
    text: answer.text,
    timeZone: listing.timeZone,
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + CALENDAR_IMPORT_LIMITS.horizonDays * DAY_MS),
  });
  if (!result.ok) throw new FeedError(result.error);
  return { changed: true, busy: result.busy, etag: answer.etag, lastModified: answer.lastModified };
}

async function putBlocks(t: ListingTransaction, listing: Listing, importId: string, busy: BusyTime[]): Promise<void> {
  await t.tx.delete(listingBlocks).where(eq(listingBlocks.importId, importId));
  if (busy.length > 0)
    await t.tx.insert(listingBlocks).values(
      busy.map((b) => ({
        listingId: listing.id,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        source: 'calendar' as const,
        reason: b.summary,
        importId,
      })),
    );
  t.wrote(listing.kind, [listing.id]);
}

export type AddOutcome =
  | { outcome: 'added'; id: string }
  | { outcome: 'not-found' | 'twice' | 'too-many' }
  | { outcome: 'invalid'; error: string };

/** Reads the calendar at `url` into the owner's listing, and keeps reading it, if this first read succeeds. */
export async function addCalendarImport(
  sync: CalendarSync,
  ownerId: string,
  asked: { kind: PartnerType; id: string },
  typedUrl: string,
  now = new Date(),
): Promise<AddOutcome> {
  const listing = await listingOf(sync.db, asked.id, ownerId, asked.kind);
  if (!listing) return { outcome: 'not-found' };
  const url = normalizeCalendarUrl(typedUrl);
  const existing = await sync.db
    .select({ url: calendarImports.url })
    .from(calendarImports)
    .where(eq(calendarImports.listingId, listing.id));
  if (existing.some((e) => e.url === url)) return { outcome: 'twice' };
  if (existing.length >= CALENDAR_IMPORT_LIMITS.perListing) return { outcome: 'too-many' };
  let first: Read;
  try {
    first = await read(sync, { url }, listing, now);
  } catch (error) {
    if (error instanceof FeedError) return { outcome: 'invalid', error: error.message };
    throw error;
  }
  const busy = first.changed ? first : { busy: [], etag: null, lastModified: null };
  try {
    return await inListingTransaction(sync, async (t) => {
      const [added] = await t.tx
        .insert(calendarImports)
        .values({
          listingId: listing.id,
          userId: ownerId,
          url,
          etag: busy.etag,
          lastModified: busy.lastModified,
          lastSyncedAt: now,
          lastAttemptAt: now,
        })
        .returning({ id: calendarImports.id });
      await putBlocks(t, listing, added!.id, busy.busy);
      return { outcome: 'added' as const, id: added!.id };
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { outcome: 'twice' };
    throw error;
  }
}

/** Reads one calendar again; its blocks change only when the read succeeds and the calendar changed. */
export async function syncCalendarImport(
  sync: CalendarSync,
  importId: string,
  now = new Date(),
): Promise<'changed' | 'unchanged' | 'failed' | 'gone'> {
  const [row] = await sync.db.select().from(calendarImports).where(eq(calendarImports.id, importId));
  const listing = row && (await listingOf(sync.db, row.listingId));
  if (!row || !listing) return 'gone';
  let answer: Read;
  try {
    answer = await read(sync, row, listing, now);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    await sync.db
      .update(calendarImports)
      .set({ lastAttemptAt: now, lastError: error.message })
      .where(eq(calendarImports.id, importId));
    return 'failed';
  }
  const synced = { lastAttemptAt: now, lastSyncedAt: now, lastError: null };
  if (!answer.changed) {
    await sync.db.update(calendarImports).set(synced).where(eq(calendarImports.id, importId));
    return 'unchanged';
  }
  await inListingTransaction(sync, async (t) => {
    await putBlocks(t, listing, importId, answer.busy);
    await t.tx
      .update(calendarImports)
      .set({ ...synced, etag: answer.etag, lastModified: answer.lastModified })
      .where(eq(calendarImports.id, importId));
  });
  return 'changed';
}

/**
 * Reads the calendars not tried for 15 minutes, a few at a time. Each is claimed first (its attempt set to now, rows
 * another instance holds skipped), so instances sharing a database read each once.
 */
export async function syncDueCalendars(sync: CalendarSync, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - CALENDAR_IMPORT_LIMITS.syncEveryMs);
  const ids = await sync.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: calendarImports.id })
      .from(calendarImports)
      .where(or(isNull(calendarImports.lastAttemptAt), lte(calendarImports.lastAttemptAt, due)))
      .orderBy(asc(calendarImports.lastAttemptAt))
      .limit(PER_RUN)
      .for('update', { skipLocked: true });
    const claimed = rows.map((r) => r.id);
    if (claimed.length > 0)
      await tx.update(calendarImports).set({ lastAttemptAt: now }).where(inArray(calendarImports.id, claimed));
    return claimed;
  });
  for (let i = 0; i < ids.length; i += AT_ONCE)
    await Promise.all(ids.slice(i, i + AT_ONCE).map((id) => syncCalendarImport(sync, id, now)));
  return ids.length;
}

/** Stops reading one of the owner's calendars; the blocks it gave go with it. */
export async function removeCalendarImport(
  sync: CalendarSync,
  ownerId: string,
  importId: string,
): Promise<'removed' | 'not-found'> {
  const [row] = await sync.db
    .select({ listingId: calendarImports.listingId })
    .from(calendarImports)
    .where(and(eq(calendarImports.id, importId), eq(calendarImports.userId, ownerId)));
  const listing = row && (await listingOf(sync.db, row.listingId));
  if (!row) return 'not-found';
  await inListingTransaction(sync, async (t) => {
    await t.tx.delete(calendarImports).where(eq(calendarImports.id, importId));
    if (listing) t.wrote(listing.kind, [listing.id]);
  });
  return 'removed';
}

/** Whether `importId` is one of the owner's calendars. */
export async function ownsCalendarImport(db: Db, ownerId: string, importId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarImports.id })
    .from(calendarImports)
    .where(and(eq(calendarImports.id, importId), eq(calendarImports.userId, ownerId)));
  return Boolean(row);
}

/** The owner's calendars, each with where it lives, how its last reads went and the busy times it gave. */
export async function calendarImportsOf(db: Db, ownerId: string): Promise<CalendarImport[]> {
  const rows = await db
    .select({
      id: calendarImports.id,
      listingId: calendarImports.listingId,
      url: calendarImports.url,
      lastSyncedAt: calendarImports.lastSyncedAt,
      lastError: calendarImports.lastError,
      busyTimes: count(listingBlocks.id),
    })
    .from(calendarImports)
    .leftJoin(listingBlocks, eq(listingBlocks.importId, calendarImports.id))
    .where(eq(calendarImports.userId, ownerId))
    .groupBy(calendarImports.id)
    .orderBy(asc(calendarImports.createdAt));
  return rows.map(({ url, lastSyncedAt, ...row }) => ({
    ...row,
    host: new URL(url).host,
    lastSyncedAt: lastSyncedAt?.toISOString() ?? null,
  }));
}
