// What the search feature needs from the app, built once at start.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ResultCache } from '#shared/resilience/result-cache.ts';
import type { Embedder } from '../../adapters/embeddings/index.ts';
import type { Db } from '../../db/client.ts';
import { DayAvailability, type ListingChanges, type ListingScope } from '../listings/index.ts';
import type { EncodedAnswer } from './encoded-answer.ts';
import { CatalogueIndex } from './listing-index/catalogue-index.ts';
import type { ListingIndex } from './listing-index/listing-index.ts';
import { SearchThreads, THREADS_FROM_LISTINGS } from './search-threads.ts';

export interface SearchContext {
  db: Db;
  embedder: Embedder;
  /**
   * The listings in memory: what search, semantic search and similar listings read (ADR 006). A cache derived from
   * PostgreSQL: loaded after start, kept fresh by listing changes; searches answer from the database until it loads.
   */
  index: CatalogueIndex;
  /** Each day's bookings and blocks, for searches by date once the index has loaded (ADR 029). */
  days: DayAvailability;
  /** Where plans run: search threads with copies of the index, or this thread (ADR 007). */
  threads: SearchThreads;
  /** §9 result cache (5 minutes, 100 entries, oldest 20% evicted) of ready answers; emptied whenever a listing changes. */
  cache: ResultCache<string, EncodedAnswer>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/**
 * `searchThreads`: how many threads beside the main one search (env SEARCH_THREADS), once the catalogue holds
 * `threadsFromListings` listings (search-threads.ts).
 */
export function createSearchContext(
  db: Db,
  embedder: Embedder,
  log: SearchContext['log'],
  searchThreads = 0,
  threadsFromListings = THREADS_FROM_LISTINGS,
): SearchContext {
  const index = new CatalogueIndex(db, embedder.model);
  return {
    db,
    embedder,
    index,
    days: new DayAvailability(db),
    threads: new SearchThreads(searchThreads, index, log, threadsFromListings),
    cache: new ResultCache<string, EncodedAnswer>(),
    log,
  };
}

/** A failed load is tried again after this long; searches answer from the database meanwhile. */
const RELOAD_AFTER_MS = 5_000;

/**
 * Reads every listing into the index, after starting the search threads if the catalogue is large enough for them.
 * The app starts it once listening and does not wait for it; a search meanwhile answers from the database
 * (database-search.ts). Settles once loaded, or when the index is stopped.
 */
export async function loadSearchIndex(ctx: SearchContext): Promise<void> {
  for (;;) {
    const started = performance.now();
    try {
      ctx.threads.startFor(await ctx.index.countInDatabase());
      await ctx.index.load();
      if (!ctx.index.loaded) return;
      ctx.cache.clear();
      ctx.log.info(
        { venues: ctx.index.venues.size, vendors: ctx.index.vendors.size, ms: Math.round(performance.now() - started) },
        'search index loaded',
      );
      return;
    } catch (error) {
      if (ctx.index.stopped) return;
      ctx.log.error(
        { err: error },
        'loading the search index failed; searches answer from the database until it loads',
      );
    }
    await Promise.race([delay(RELOAD_AFTER_MS, undefined, { ref: false }), ctx.index.whenStopped()]);
  }
}

/**
 * Applies a listing change to the index: the changed listings are read again, and answers from before are dropped,
 * with the days' availability worked out by the rules of listings whose rules changed.
 */
export async function applyListingChange(ctx: SearchContext, scope: ListingScope): Promise<void> {
  ctx.cache.clear();
  const before = dayRulesIn(ctx, scope);
  await ctx.index.refresh(scope);
  if (before === null || before !== dayRulesIn(ctx, scope)) ctx.days.rulesChanged();
  ctx.cache.clear();
}

/**
 * The rules a day's availability is worked out by (listings/day-availability.ts) of the listings in scope, as the
 * index holds them, as text; null for a change to every listing or while the index is not loaded.
 */
function dayRulesIn(ctx: SearchContext, scope: ListingScope): string | null {
  if (!ctx.index.loaded || (scope.venueIds === undefined && scope.vendorIds === undefined)) return null;
  const rulesIn = (index: ListingIndex, ids: readonly string[] = []) =>
    ids.map((id) => {
      const slot = index.slotFor(id);
      if (slot === undefined) return null;
      const { timeZone, bufferBeforeMinutes, bufferAfterMinutes, maxEventsPerDay } = index.doc(slot);
      return [timeZone, bufferBeforeMinutes, bufferAfterMinutes, maxEventsPerDay];
    });
  return JSON.stringify([rulesIn(ctx.index.venues, scope.venueIds), rulesIn(ctx.index.vendors, scope.vendorIds)]);
}

/** From now on every listing change, made here or on another instance, reaches the index. */
export function followListingChanges(ctx: SearchContext, changes: ListingChanges): void {
  changes.onChange((scope) => applyListingChange(ctx, scope));
}
