// Embeddings after a bulk load (npm run seed:scale, the search benchmark). DESIGN.md: build HNSW indexes
// after bulk loads. When many listings lack an embedding, the HNSW indexes are dropped, every stale listing
// is embedded (refreshEmbeddings, the same code the server runs at start), the indexes are built again,
// and the tables are analysed.
import { sql } from 'drizzle-orm';
import type { Embedder } from '../../adapters/embeddings/index.ts';
import { refreshEmbeddings } from '../../features/search/listing-embeddings.ts';
import { detectVectorSupport } from '../../features/search/nearest-listings.ts';
import { rowsOf, type Db } from '../client.ts';

/** The HNSW indexes of migration 0003_search.sql, exactly as it creates them. */
const HNSW_INDEXES = [
  { name: 'venue_embeddings_hnsw_idx', create: 'CREATE INDEX IF NOT EXISTS venue_embeddings_hnsw_idx ON venue_embeddings USING hnsw (embedding_vector vector_cosine_ops)' },
  { name: 'vendor_embeddings_hnsw_idx', create: 'CREATE INDEX IF NOT EXISTS vendor_embeddings_hnsw_idx ON vendor_embeddings USING hnsw (embedding_vector vector_cosine_ops)' },
] as const;

/** The tables a bulk load of listings changes (search_terms through the search triggers). */
const ANALYZED_TABLES = ['venues', 'vendors', 'venue_embeddings', 'vendor_embeddings', 'search_terms'];

/**
 * Inserting into an HNSW graph costs several times more per row than building the graph from scratch
 * (DESIGN.md: 10k inserts into an indexed table 22 s, index after load 4.5 s), so the indexes are rebuilt
 * when the missing embeddings are at least this share of the ones already there.
 */
const REBUILD_SHARE = 0.25;
/** Room for the HNSW graph while it is built; past this pgvector builds on disk, many times slower. */
const BUILD_MEMORY = '512MB';

export interface BulkEmbedResult {
  /** Embeddings written. */
  embedded: number;
  /** Whether the HNSW indexes were dropped and built again (pgvector only). */
  rebuiltIndexes: boolean;
  embedMs: number;
  indexMs: number;
  analyzeMs: number;
}

export async function embedAfterBulkLoad(db: Db, embedder: Embedder): Promise<BulkEmbedResult> {
  const hnsw = (await detectVectorSupport(db)) === 'pgvector';
  if (hnsw && (await manyMissing(db))) {
    for (const index of HNSW_INDEXES) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${index.name}`));
  }
  const embedStarted = performance.now();
  const embedded = await refreshEmbeddings(db, embedder);
  const embedMs = performance.now() - embedStarted;
  const indexStarted = performance.now();
  // Also builds an index an interrupted run left out.
  const build = hnsw && !(await indexesPresent(db));
  if (build) {
    // SET LOCAL inside a transaction, so on a pool the setting and the builds share one connection.
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`));
      for (const index of HNSW_INDEXES) await tx.execute(sql.raw(index.create));
    });
  }
  const indexMs = performance.now() - indexStarted;
  // Planner statistics for the new rows. PGlite runs no autovacuum, so without this the tables keep the
  // "never analysed" estimates and, e.g., a filtered nearest-neighbour query scans every listing instead of
  // reading the HNSW index (hundreds of ms instead of under one at 50,000 venues).
  const analyzeStarted = performance.now();
  await db.execute(sql.raw(`ANALYZE ${ANALYZED_TABLES.join(', ')}`));
  return { embedded, rebuiltIndexes: build, embedMs, indexMs, analyzeMs: performance.now() - analyzeStarted };
}

async function manyMissing(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM venue_embeddings) + (SELECT count(*) FROM vendor_embeddings) AS present,
      (SELECT count(*) FROM venues v WHERE NOT EXISTS (SELECT 1 FROM venue_embeddings e WHERE e.venue_id = v.id))
      + (SELECT count(*) FROM vendors v WHERE NOT EXISTS (SELECT 1 FROM vendor_embeddings e WHERE e.vendor_id = v.id)) AS missing`);
  const [row] = rowsOf<{ present: number | string; missing: number | string }>(result);
  const present = Number(row?.present ?? 0);
  const missing = Number(row?.missing ?? 0);
  return missing > 0 && missing >= present * REBUILD_SHARE;
}

async function indexesPresent(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT count(*) AS n FROM pg_indexes WHERE indexname IN (${sql.join(
    HNSW_INDEXES.map((index) => sql`${index.name}`),
    sql`, `,
  )})`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0) === HNSW_INDEXES.length;
}
