// Discover by date at scale (issue 47, ADR 029): the listings whose bookings or blocks keep them from an event on a
// day, computed here from the day's held slots and blocks kept in memory, instead of asking the database for every
// search. A day's rows are read once and again only when its number of changing transactions moves
// (availability_changes, written by triggers on held_slots and listing_blocks, so every writer on every instance
// counts). Holds that run out need no write: each search leaves out those expired by then. Each listing's rules
// (clock, set-up, tear-down, events a day) come from the caller, the search index, which listing changes keep fresh.
// The rules are availability.ts's `listingsUnavailable`, which answers while the search index loads; weekly hours
// are the index's own test (doc-filters.ts).
import { TZDate } from '@date-fns/tz';
import { between, inArray, lt, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { batchWhileBusy } from '../../db/batch-while-busy.ts';
import { databaseKindOf, type Db } from '../../db/client.ts';
import { availabilityChanges, heldSlots, listingBlocks } from '../../db/schema/index.ts';
import type { ListingKind } from './availability.ts';

/** Days kept in memory; the least recently asked goes first. */
export const DAYS_KEPT = 32;
/** Searches whose days' counts one query reads. */
const COUNTS_AT_ONCE = 100;
/** Answers kept for a day (kinds and asked times); all are dropped when there are more. */
const ANSWERS_KEPT = 200;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

/** What a listing's bookings and blocks are judged by: its clock, set-up, tear-down and events a day. */
export interface DayRules {
  timeZone: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  maxEventsPerDay: number | null;
}

/** The rules of a listing of the kind asked, or undefined for a listing of the other kind (or none). */
export type RulesOf = (listingId: string) => DayRules | undefined;

interface Taken {
  listingId: string;
  startsAt: number;
  endsAt: number;
}

type Slot = Taken & { eventDate: string; holdExpiresAt: number | null };

/** A day's held slots (events from the day before to two days after) and the blocks within two days of it. */
interface DayRows {
  slots: Slot[];
  blocks: Taken[];
}

interface Kept {
  changes: number;
  rows: Promise<DayRows>;
  /** Answers given from these rows, by kind and asked time, until the first hold in them runs out. */
  answers: Map<string, { closed: ClosedListings; until: number }>;
}

/**
 * The listings an answer found not free, named by a key no other answer has: a search thread is sent the ids of a key
 * once and keeps what it works out from them (search-threads.ts).
 */
export interface ClosedListings {
  key: number;
  ids: readonly string[];
}

let lastKey = 0;
export const closedListings = (ids: readonly string[]): ClosedListings => ({ key: ++lastKey, ids });

const dayPlus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A search waiting for its day's count of changes. */
interface CountWanted {
  date: string;
  settle: (changes: number | Error) => void;
}

export class DayAvailability {
  private readonly kept = new Map<string, Kept>();
  /**
   * Searches that arrive while the counts are being read wait and are answered together by the next read, so under
   * load one query serves them all; each read starts after its searches arrived, so none misses an earlier write.
   */
  private readonly countChanges: (wanted: CountWanted) => void;

  constructor(
    private readonly db: Db,
    private readonly daysKept = DAYS_KEPT,
  ) {
    this.countChanges = batchWhileBusy<CountWanted>(COUNTS_AT_ONCE, (batch) => this.readCounts(batch), {
      gatherTurn: databaseKindOf(db) === 'pglite',
    });
  }

  /**
   * The listings of a kind (those `rulesOf` knows) that cannot take an event on `date` for their bookings and
   * blocks: blocked all day or fully booked that day; with hours, also blocked or held by another event during them
   * (set-up and tear-down included); without, a venue with any event that day. The day and hours are on each
   * listing's own clock.
   */
  async unavailable(
    kind: ListingKind,
    rulesOf: RulesOf,
    date: string,
    asked: { startTime: string; hours: number } | null,
    now: Date,
  ): Promise<ClosedListings> {
    const day = await this.dayOf(date);
    const rows = await day.rows;
    const key = asked ? `${kind} ${asked.startTime} ${asked.hours}` : kind;
    const known = day.answers.get(key);
    if (known && now.getTime() < known.until) return known.closed;
    const closed = closedListings(unavailableOn(rows, kind, rulesOf, date, asked, now.getTime()));
    if (day.answers.size >= ANSWERS_KEPT) day.answers.clear();
    day.answers.set(key, { closed, until: holdsEnd(rows, now) });
    return closed;
  }

  /** Listings' rules changed (their clock, set-up, tear-down or events a day): answers are worked out again. */
  rulesChanged(): void {
    for (const day of this.kept.values()) day.answers.clear();
  }

  /** The day's rows as they are now: those kept while its count of changes has not moved, else read again. */
  private async dayOf(date: string): Promise<Kept> {
    const changes = await new Promise<number>((resolve, reject) =>
      this.countChanges({ date, settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)) }),
    );
    const known = this.kept.get(date);
    this.kept.delete(date);
    const kept = known?.changes === changes ? known : { changes, rows: readDay(this.db, date), answers: new Map() };
    this.kept.set(date, kept);
    if (this.kept.size > this.daysKept) this.kept.delete(this.kept.keys().next().value as string);
    kept.rows.catch(() => {
      if (this.kept.get(date) === kept) this.kept.delete(date);
    });
    return kept;
  }

  private async readCounts(batch: CountWanted[]): Promise<void> {
    try {
      const dates = [...new Set(batch.map((wanted) => wanted.date))];
      const rows = await this.db
        .select({ day: availabilityChanges.day, changes: sum(availabilityChanges.changes).mapWith(Number) })
        .from(availabilityChanges)
        .where(inArray(availabilityChanges.day, dates))
        .groupBy(availabilityChanges.day);
      const counts = new Map(rows.map((row) => [row.day, row.changes]));
      for (const wanted of batch) wanted.settle(counts.get(wanted.date) ?? 0);
    } catch (error) {
      for (const wanted of batch) wanted.settle(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/**
 * Forgets the changes of days Discover no longer offers (it refuses a day before today on any clock), and merges each
 * other day's rows into one that carries their sum, so a day's sum is read from a few rows however many transactions
 * touched it. A sum never moves back: a merge keeps it, and rows written meanwhile (not yet seen here) stay beside the
 * merged one. Run now and then by the background jobs.
 */
export async function tidyAvailabilityChanges(db: Db, now: Date): Promise<void> {
  await db.delete(availabilityChanges).where(lt(availabilityChanges.day, dayPlus(now.toISOString().slice(0, 10), -2)));
  await db.execute(sql`WITH merged AS (
      DELETE FROM availability_changes
      WHERE day IN (SELECT day FROM availability_changes GROUP BY day HAVING count(*) > 1)
      RETURNING day, changes)
    INSERT INTO availability_changes (day, transaction_id, changes)
    SELECT day, pg_current_xact_id()::text::bigint, sum(changes) FROM merged GROUP BY day`);
}

async function readDay(db: Db, date: string): Promise<DayRows> {
  // The blocks' range index answers this coarse bound (a day and buffers of up to 12 hours each side, on a clock up
  // to 14 hours from UTC) before each listing's own.
  const near = sql`tstzrange(${`${dayPlus(date, -2)}T00:00:00Z`}::timestamptz, ${`${dayPlus(date, 4)}T00:00:00Z`}::timestamptz)`;
  // As numbers already: tens of thousands of rows a day are not parsed into dates.
  const millis = (column: PgColumn) => sql<number>`(extract(epoch FROM ${column}) * 1000)::float8`;
  const [slots, blocks] = await Promise.all([
    db
      .select({
        listingId: heldSlots.listingId,
        startsAt: millis(heldSlots.startsAt),
        endsAt: millis(heldSlots.endsAt),
        eventDate: heldSlots.eventDate,
        holdExpiresAt: sql<number | null>`${millis(heldSlots.holdExpiresAt)}`,
      })
      .from(heldSlots)
      .where(between(heldSlots.eventDate, dayPlus(date, -1), dayPlus(date, 2))),
    db
      .select({
        listingId: listingBlocks.listingId,
        startsAt: millis(listingBlocks.startsAt),
        endsAt: millis(listingBlocks.endsAt),
      })
      .from(listingBlocks)
      .where(sql`tstzrange(${listingBlocks.startsAt}, ${listingBlocks.endsAt}) && ${near}`),
  ]);
  return { slots, blocks };
}

/** When the first hold still on at `now` runs out (an answer from the rows stands until then). */
function holdsEnd(rows: DayRows, now: Date): number {
  let end = Infinity;
  for (const slot of rows.slots)
    if (slot.holdExpiresAt !== null && slot.holdExpiresAt > now.getTime()) end = Math.min(end, slot.holdExpiresAt);
  return end;
}

/** The asked day, and the asked event when hours are asked, as instants on one clock. */
interface Bounds {
  dayStart: number;
  dayEnd: number;
  event: { startsAt: number; endsAt: number } | null;
}

/** Midnight to midnight of `date`, and the asked event, on the clock of `timeZone`; a start the clocks skip moves
 *  forward, as PostgreSQL's and checkout's do. */
function boundsOn(date: string, asked: { startTime: string; hours: number } | null, timeZone: string): Bounds {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = (hour: number, minute: number, days = 0) =>
    new TZDate(year, month - 1, day + days, hour, minute, timeZone).getTime();
  if (!asked) return { dayStart: at(0, 0), dayEnd: at(0, 0, 1), event: null };
  const [hour, minute] = asked.startTime.split(':').map(Number) as [number, number];
  const startsAt = at(hour, minute);
  return { dayStart: at(0, 0), dayEnd: at(0, 0, 1), event: { startsAt, endsAt: startsAt + asked.hours * HOUR_MS } };
}

/** Whether the taken time meets the event widened by the listing's set-up and tear-down. */
const meets = (taken: Taken, rules: DayRules, event: { startsAt: number; endsAt: number }) =>
  taken.startsAt < event.endsAt + rules.bufferAfterMinutes * MINUTE_MS &&
  taken.endsAt > event.startsAt - rules.bufferBeforeMinutes * MINUTE_MS;

function unavailableOn(
  rows: DayRows,
  kind: ListingKind,
  rulesOf: RulesOf,
  date: string,
  asked: { startTime: string; hours: number } | null,
  now: number,
): string[] {
  const unavailable = new Set<string>();
  const zones = new Map<string, Bounds>();
  const boundsIn = (timeZone: string) => {
    let bounds = zones.get(timeZone);
    if (!bounds) zones.set(timeZone, (bounds = boundsOn(date, asked, timeZone)));
    return bounds;
  };
  const eventsThatDay = new Map<string, number>();
  const dayAfter = dayPlus(date, 1);
  for (const slot of rows.slots) {
    const rules = rulesOf(slot.listingId);
    if (!rules || (slot.holdExpiresAt !== null && slot.holdExpiresAt <= now)) continue;
    if (slot.eventDate === date && rules.maxEventsPerDay !== null) {
      const events = (eventsThatDay.get(slot.listingId) ?? 0) + 1;
      eventsThatDay.set(slot.listingId, events);
      if (events >= rules.maxEventsPerDay) unavailable.add(slot.listingId);
    }
    const { dayStart, dayEnd, event } = boundsIn(rules.timeZone);
    const anyThatDay =
      kind === 'venue' && slot.eventDate <= dayAfter && slot.startsAt < dayEnd && slot.endsAt > dayStart;
    if (event ? meets(slot, rules, event) : anyThatDay) unavailable.add(slot.listingId);
  }
  for (const block of rows.blocks) {
    const rules = rulesOf(block.listingId);
    if (!rules) continue;
    const { dayStart, dayEnd, event } = boundsIn(rules.timeZone);
    if ((block.startsAt <= dayStart && block.endsAt >= dayEnd) || (event && meets(block, rules, event)))
      unavailable.add(block.listingId);
  }
  return [...unavailable];
}
