// Embeddings after a bulk load (npm run seed:scale, the search benchmark): every stale listing is embedded
// (refreshEmbeddings, the same code the server runs at start), then the tables are analysed.
import { sql } from 'drizzle-orm';
import type { Embedder } from '../../adapters/embeddings/index.ts';
import { refreshEmbeddings } from '../../features/listings/index.ts';
import type { Db } from '../client.ts';

/** The tables a bulk load of listings changes (search_terms through the search triggers). */
const ANALYZED_TABLES = ['venues', 'vendors', 'venue_embeddings', 'vendor_embeddings', 'search_terms'];

export interface BulkEmbedResult {
  /** Embeddings written. */
  embedded: number;
  embedMs: number;
  analyzeMs: number;
}

export async function embedAfterBulkLoad(db: Db, embedder: Embedder): Promise<BulkEmbedResult> {
  const embedStarted = performance.now();
  const embedded = await refreshEmbeddings(db, embedder);
  const embedMs = performance.now() - embedStarted;
  // Planner statistics for the new rows: PGlite runs no autovacuum.
  const analyzeStarted = performance.now();
  await db.execute(sql.raw(`ANALYZE ${ANALYZED_TABLES.join(', ')}`));
  return { embedded, embedMs, analyzeMs: performance.now() - analyzeStarted };
}
