// Semantic search in process: the search index's nearest neighbours (the inverted lists the app reads)
// timed per call, and their top 10 compared with an exact scan of the same vectors under the same filter.
import type { Embedder } from '#server/adapters/embeddings/index.ts';
import type { Db } from '#server/db/client.ts';
import { CatalogueIndex, LIVE, PROBE_SHARE, type ListingKind, type Neighbour } from '#server/features/search/index.ts';
import { percentile } from './load.ts';

const K = 10;
/** Similarities equal to the exact 10th within this count as hits (ties at the cut are common: see recallAt). */
const TIE_EPSILON = 1e-6;
const WARMUP_QUERIES = 20;

export interface SemanticRow {
  kind: ListingKind;
  /** The share of vectors a query reads before it may stop ('app' is the app's own PROBE_SHARE). */
  setting: string;
  queries: number;
  p50: number;
  p95: number;
  p99: number;
  /** Share of the exact top 10 found, counting a neighbour tied with the exact 10th as found. */
  recall: number;
  /** Share of the exact top 10's ids found. */
  recallIds: number;
}

export interface SemanticReport {
  loadMs: number;
  vectors: Record<ListingKind, number>;
  embedP50: number;
  embedP95: number;
  exact: { kind: ListingKind; p50: number; p95: number }[];
  rows: SemanticRow[];
}

export async function semanticBenchmark(
  db: Db,
  embedder: Embedder,
  texts: string[],
  sweep: readonly number[],
): Promise<SemanticReport> {
  const loadStarted = performance.now();
  const catalogue = new CatalogueIndex(db, embedder.model);
  await catalogue.load();
  const loadMs = performance.now() - loadStarted;
  const embedTimes: number[] = [];
  const embeddings: number[][] = [];
  for (const text of texts) {
    const started = performance.now();
    const [embedding] = await embedder.embed([text]);
    embedTimes.push(performance.now() - started);
    if (embedding) embeddings.push(embedding);
  }
  const report: SemanticReport = {
    loadMs,
    vectors: { venue: catalogue.venues.vectors.size, vendor: catalogue.vendors.vectors.size },
    embedP50: pct(embedTimes, 50),
    embedP95: pct(embedTimes, 95),
    exact: [],
    rows: [],
  };
  for (const kind of ['venue', 'vendor'] as const) {
    const index = catalogue.of(kind);
    const live = index.filter(LIVE);
    const exactTimes: number[] = [];
    const truth: Neighbour[][] = [];
    for (const embedding of embeddings) {
      const started = performance.now();
      truth.push(index.vectors.exact(embedding, K, live));
      exactTimes.push(performance.now() - started);
    }
    report.exact.push({ kind, p50: pct(exactTimes, 50), p95: pct(exactTimes, 95) });
    for (const share of [PROBE_SHARE, ...sweep.filter((s) => s !== PROBE_SHARE)]) {
      const setting = share === PROBE_SHARE ? 'app' : String(share);
      report.rows.push(
        timed(kind, setting, embeddings, truth, (embedding) =>
          index.vectors.nearest(embedding, K, live, -Infinity, share),
        ),
      );
    }
  }
  return report;
}

function timed(
  kind: ListingKind,
  setting: string,
  embeddings: number[][],
  truth: Neighbour[][],
  query: (embedding: number[]) => Neighbour[],
): SemanticRow {
  for (const embedding of embeddings.slice(0, WARMUP_QUERIES)) query(embedding);
  const times: number[] = [];
  let recall = 0;
  let recallIds = 0;
  for (const [i, embedding] of embeddings.entries()) {
    const started = performance.now();
    const found = query(embedding);
    times.push(performance.now() - started);
    const exact = truth[i] ?? [];
    recall += recallAt(found, exact);
    recallIds += idRecall(found, exact);
  }
  const n = embeddings.length;
  return {
    kind,
    setting,
    queries: n,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    recall: recall / n,
    recallIds: recallIds / n,
  };
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
  const slots = new Set(found.slice(0, K).map((n) => n.slot));
  return exact.filter((n) => slots.has(n.slot)).length / exact.length;
}

function pct(values: number[], p: number): number {
  return percentile(Float64Array.from(values).sort(), p);
}
