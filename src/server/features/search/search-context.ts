// What the search feature needs from the app, built once at start.
import type { FastifyBaseLogger } from 'fastify';
import { ResultCache } from '#shared/resilience/result-cache.ts';
import type { Embedder } from '../../adapters/embeddings/index.ts';
import type { Db } from '../../db/client.ts';
import { detectVectorSupport, type VectorSupport } from './nearest-listings.ts';

export interface SearchContext {
  db: Db;
  embedder: Embedder;
  vectors: VectorSupport;
  /** §9 result cache (5 minutes, 100 entries, oldest 20% evicted) of answers as JSON text; emptied whenever a listing changes. */
  cache: ResultCache<string, string>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

export async function createSearchContext(db: Db, embedder: Embedder, log: SearchContext['log']): Promise<SearchContext> {
  const vectors = await detectVectorSupport(db);
  if (vectors === 'exact') log.info('pgvector is not installed on this database: semantic search uses exact cosine over real[]');
  return { db, embedder, vectors, cache: new ResultCache<string, string>(), log };
}
