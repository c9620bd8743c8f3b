// Semantic search in process, against the database directly: the app's nearestListings (pgvector HNSW)
// timed per call, and its top 10 compared with an exact scan of the same rows under the same filters.
import { sql, type SQL } from 'drizzle-orm';
import type { Embedder } from '#server/adapters/embeddings/index.ts';
import { rowsOf, type Db } from '#server/db/client.ts';
import { vendors, venues } from '#server/db/schema/index.ts';
import { liveVendor, liveVenue, whereAll } from '#server/features/search/listing-filters.ts';
import { nearestListings, type ListingKind, type Neighbour, type VectorSupport } from '#server/features/search/nearest-listings.ts';
import { percentile } from './load.ts';

const K = 10;
/** Similarities equal to the exact 10th within this count as hits (ties at the cut are common: see recallAt). */
const TIE_EPSILON = 1e-6;
const WARMUP_QUERIES = 20;

export interface SemanticRow {
  kind: ListingKind;
  /** 'app' is nearestListings as the app calls it; a number is an HNSW ef_search tried by the sweep. */
  setting: string;
  queries: number;
  p50: number;
  p95: number;
  p99: number;
  /** Share of the exact top 10 found, counting a neighbour tied with the exact 10th as found. */
  recall: number;
  /** Share of the exact top 10's ids found (ties broken by id in the exact scan, not in HNSW). */
  recallIds: number;
}

export interface SemanticReport {
  vectors: VectorSupport;
  embedP50: number;
  embedP95: number;
  exact: { kind: ListingKind; p50: number; p95: number }[];
  rows: SemanticRow[];
}

const TABLES = {
  venue: { embeddings: sql.raw('venue_embeddings'), key: sql.raw('venue_id'), listing: venues, listingId: venues.id, live: liveVenue },
  vendor: { embeddings: sql.raw('vendor_embeddings'), key: sql.raw('vendor_id'), listing: vendors, listingId: vendors.id, live: liveVendor },
} as const;

export async function semanticBenchmark(db: Db, vectors: VectorSupport, embedder: Embedder, texts: string[], sweep: readonly number[]): Promise<SemanticReport> {
  const embedTimes: number[] = [];
  const embeddings: number[][] = [];
  for (const text of texts) {
    const started = performance.now();
    const [embedding] = await embedder.embed([text]);
    embedTimes.push(performance.now() - started);
    if (embedding) embeddings.push(embedding);
  }
  const report: SemanticReport = { vectors, embedP50: pct(embedTimes, 50), embedP95: pct(embedTimes, 95), exact: [], rows: [] };
  for (const kind of ['venue', 'vendor'] as const) {
    const conditions = [TABLES[kind].live];
    // The exact answers, timed too: on a database without pgvector they are what the app runs.
    const exactTimes: number[] = [];
    const truth: Neighbour[][] = [];
    for (const embedding of embeddings) {
      const started = performance.now();
      truth.push(await exactNearest(db, vectors, kind, embedding, conditions));
      exactTimes.push(performance.now() - started);
    }
    report.exact.push({ kind, p50: pct(exactTimes, 50), p95: pct(exactTimes, 95) });
    if (vectors !== 'pgvector') continue;
    report.rows.push(await timed(kind, 'app', embeddings, truth, (embedding) => nearestListings(db, vectors, kind, embedding, conditions, K)));
    for (const ef of sweep) {
      report.rows.push(await timed(kind, String(ef), embeddings, truth, (embedding) => hnswNearest(db, kind, embedding, conditions, ef)));
    }
  }
  return report;
}

async function timed(
  kind: ListingKind,
  setting: string,
  embeddings: number[][],
  truth: Neighbour[][],
  query: (embedding: number[]) => Promise<Neighbour[]>,
): Promise<SemanticRow> {
  for (const embedding of embeddings.slice(0, WARMUP_QUERIES)) await query(embedding);
  const times: number[] = [];
  let recall = 0;
  let recallIds = 0;
  for (const [i, embedding] of embeddings.entries()) {
    const started = performance.now();
    const found = await query(embedding);
    times.push(performance.now() - started);
    const exact = truth[i] ?? [];
    recall += recallAt(found, exact);
    recallIds += idRecall(found, exact);
  }
  const n = embeddings.length;
  return { kind, setting, queries: n, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), recall: recall / n, recallIds: recallIds / n };
}

/**
 * Many synthetic listings share one embedding (same kind, vibes, amenities and city; the number in the
 * name is not a word the embedder knows), so the exact top 10 often ends inside a run of equal distances
 * and any member of that run is as near as the one the exact scan kept.
 */
function recallAt(found: Neighbour[], exact: Neighbour[]): number {
  if (exact.length === 0) return 1;
  const cut = (exact[exact.length - 1] as Neighbour).similarity - TIE_EPSILON;
  return Math.min(exact.length, found.slice(0, K).filter((n) => n.similarity >= cut).length) / exact.length;
}

function idRecall(found: Neighbour[], exact: Neighbour[]): number {
  if (exact.length === 0) return 1;
  const ids = new Set(found.slice(0, K).map((n) => n.id));
  return exact.filter((n) => ids.has(n.id)).length / exact.length;
}

/** The exact top 10: pgvector's distance with index scans off, or the app's own exact path without pgvector. */
async function exactNearest(db: Db, vectors: VectorSupport, kind: ListingKind, embedding: number[], conditions: SQL[]): Promise<Neighbour[]> {
  if (vectors === 'exact') return nearestListings(db, vectors, kind, embedding, conditions, K);
  const t = TABLES[kind];
  const vector = `[${embedding.join(',')}]`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    const result = await tx.execute(sql`
      SELECT e.${t.key} AS id, 1 - (e.embedding_vector <=> ${vector}::vector) AS similarity
      FROM ${t.embeddings} e JOIN ${t.listing} ON ${t.listingId} = e.${t.key}
      WHERE ${whereAll(conditions)}
      ORDER BY e.embedding_vector <=> ${vector}::vector, e.${t.key}
      LIMIT ${K}`);
    return toNeighbours(result);
  });
}

/** nearestListings' HNSW query with another ef_search (its SQL copied here, so the sweep changes nothing in the app). */
async function hnswNearest(db: Db, kind: ListingKind, embedding: number[], conditions: SQL[], ef: number): Promise<Neighbour[]> {
  const t = TABLES[kind];
  const vector = `[${embedding.join(',')}]`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL hnsw.iterative_scan = strict_order`);
    await tx.execute(sql.raw(`SET LOCAL hnsw.ef_search = ${ef}`));
    const result = await tx.execute(sql`
      SELECT e.${t.key} AS id, 1 - (e.embedding_vector <=> ${vector}::vector) AS similarity
      FROM ${t.embeddings} e JOIN ${t.listing} ON ${t.listingId} = e.${t.key}
      WHERE ${whereAll(conditions)}
      ORDER BY e.embedding_vector <=> ${vector}::vector
      LIMIT ${K}`);
    return toNeighbours(result);
  });
}

function toNeighbours(result: unknown): Neighbour[] {
  return rowsOf<{ id: string; similarity: number | string | null }>(result).map((row) => ({ id: row.id, similarity: Number(row.similarity ?? 0) }));
}

function pct(values: number[], p: number): number {
  return percentile(Float64Array.from(values).sort(), p);
}
