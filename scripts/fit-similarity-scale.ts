// npx tsx scripts/fit-similarity-scale.ts: the figures behind the local embedder's similarity scale
// (src/server/adapters/embeddings/README.md). On the sample catalogue, for every query of the relevance set and the
// everyday semantic queries, the raw cosine of the best listing in an expected category, and of the other listings.
// The scale reads as 0.7 the cosine that the best expected listing reaches for 9 queries in 10.
import { LIVE } from '../src/server/features/search/listing-index/doc-filters.ts';
import { RELEVANCE_CASES, SEMANTIC_CASES } from '../src/server/features/search/relevance-cases.ts';
import { databaseTargets } from '../src/server/testing/database-targets.ts';
import { openSearchDatabase } from '../src/server/testing/search-database.ts';

const SHARE_FOUND = 0.9;

const quantile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(p * (values.length - 1))] as number;

const [target] = databaseTargets();
const { database, ctx } = await openSearchDatabase(target!);
try {
  const best: number[] = [];
  const others: number[] = [];
  const othersOf = { venue: [] as number[], vendor: [] as number[] };
  for (const { kind, query, expected } of [...RELEVANCE_CASES, ...SEMANTIC_CASES]) {
    const index = kind === 'venue' ? ctx.index.venues : ctx.index.vendors;
    const [embedding] = await ctx.embedder.embed([query]);
    const ranked = index.nearest(embedding as number[], index.filter(LIVE), index.size);
    const isExpected = (slot: number) => (expected as readonly string[]).includes(index.doc(slot).kind);
    best.push(ranked.find((n) => isExpected(n.slot))?.similarity ?? -1);
    const unexpected = ranked.filter((n) => !isExpected(n.slot)).map((n) => n.similarity);
    others.push(...unexpected);
    othersOf[kind].push(...unexpected);
  }
  const line = (label: string, values: number[], ps: number[]) =>
    console.log(`${label}: ${ps.map((p) => `p${p * 100} ${quantile(values, p).toFixed(3)}`).join(', ')}`);
  console.log(`${best.length} queries (${ctx.embedder.model})`);
  line('best expected listing', best, [0.1, 0.25, 0.5, 0.75]);
  line('other listings', others, [0.5, 0.75, 0.9, 0.99]);
  line('other venues', othersOf.venue, [0.5, 0.9]);
  line('other vendors', othersOf.vendor, [0.5, 0.9]);
  console.log(
    `cosine read as 0.7 (found for ${SHARE_FOUND * 100}% of queries): ${quantile(best, 1 - SHARE_FOUND).toFixed(3)}`,
  );
} finally {
  await database.close();
}
