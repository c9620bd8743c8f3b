// What the search feature needs from the app, built once at start.
import type { FastifyBaseLogger } from 'fastify';
import { ResultCache } from '#shared/resilience/result-cache.ts';
import type { Embedder } from '../../adapters/embeddings/index.ts';
import type { Db } from '../../db/client.ts';
import type { EncodedAnswer } from './encoded-answer.ts';
import { CatalogueIndex } from './listing-index/catalogue-index.ts';
import { SearchThreads } from './search-threads.ts';

export interface SearchContext {
  db: Db;
  embedder: Embedder;
  /** The listings in memory: what search, semantic search and similar listings read (ADR 006). */
  index: CatalogueIndex;
  /** Where plans run: search threads with copies of the index, or this thread (ADR 007). */
  threads: SearchThreads;
  /** §9 result cache (5 minutes, 100 entries, oldest 20% evicted) of ready answers; emptied whenever a listing changes. */
  cache: ResultCache<string, EncodedAnswer>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/** `searchThreads`: how many threads beside the main one search (env SEARCH_THREADS). */
export function createSearchContext(db: Db, embedder: Embedder, log: SearchContext['log'], searchThreads = 0): SearchContext {
  const index = new CatalogueIndex(db, embedder.model);
  return { db, embedder, index, threads: new SearchThreads(searchThreads, index, log), cache: new ResultCache<string, EncodedAnswer>(), log };
}

/** Reads every listing into the index; run once the database is seeded and embedded (the app's onReady). */
export async function loadSearchIndex(ctx: SearchContext): Promise<void> {
  const started = performance.now();
  await ctx.index.load();
  ctx.cache.clear();
  ctx.log.info({ venues: ctx.index.venues.size, vendors: ctx.index.vendors.size, ms: Math.round(performance.now() - started) }, 'search index loaded');
}

/** How often an instance on PostgreSQL looks for listings other instances changed. */
export const LISTING_POLL_MS = 30_000;
/** Rows changed this long before the last poll began are looked at again (catalogue-index.ts pollNewer). */
const POLL_SLACK_MS = 60_000;

export async function pollListingChanges(ctx: SearchContext): Promise<void> {
  try {
    if ((await ctx.index.pollNewer(POLL_SLACK_MS)) > 0) ctx.cache.clear();
  } catch (error) {
    ctx.log.error({ err: error }, 'reading changed listings into the search index failed');
  }
}
