// Nearest listings to an embedding: pgvector HNSW where the extension exists (PGlite, managed
// Postgres), exact cosine over real[] elsewhere (DESIGN.md). Filters apply before the limit.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import { whereAll } from './listing-filters.ts';

export type VectorSupport = 'pgvector' | 'exact';
export type ListingKind = 'venue' | 'vendor';

export async function detectVectorSupport(db: Db): Promise<VectorSupport> {
  const result = await db.execute(sql`
    SELECT 1 FROM information_schema.columns
    WHERE table_name = 'venue_embeddings' AND column_name = 'embedding_vector'`);
  return rowsOf(result).length > 0 ? 'pgvector' : 'exact';
}

export interface Neighbour {
  id: string;
  similarity: number;
}

const TABLES = {
  venue: { embeddings: sql.raw('venue_embeddings'), key: sql.raw('venue_id'), listing: venues, listingId: venues.id },
  vendor: { embeddings: sql.raw('vendor_embeddings'), key: sql.raw('vendor_id'), listing: vendors, listingId: vendors.id },
} as const;

export async function nearestListings(
  db: Db,
  support: VectorSupport,
  kind: ListingKind,
  embedding: readonly number[],
  conditions: readonly SQL[],
  limit: number,
): Promise<Neighbour[]> {
  const t = TABLES[kind];
  const where = whereAll(conditions);
  if (support === 'exact') {
    const result = await db.execute(sql`
      SELECT e.${t.key} AS id, real_array_cosine(e.embedding, ${realArray(embedding)}) AS similarity
      FROM ${t.embeddings} e JOIN ${t.listing} ON ${t.listingId} = e.${t.key}
      WHERE ${where}
      ORDER BY similarity DESC NULLS LAST, e.${t.key}
      LIMIT ${limit}`);
    return toNeighbours(result);
  }
  const vector = `[${embedding.join(',')}]`;
  // Iterative index scans keep reading the HNSW graph until enough rows pass the filters, so a
  // filtered query still fills its page (pgvector 0.8).
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL hnsw.iterative_scan = strict_order`);
    await tx.execute(sql.raw(`SET LOCAL hnsw.ef_search = ${Math.max(40, Math.min(1000, limit * 2))}`));
    const result = await tx.execute(sql`
      SELECT e.${t.key} AS id, 1 - (e.embedding_vector <=> ${vector}::vector) AS similarity
      FROM ${t.embeddings} e JOIN ${t.listing} ON ${t.listingId} = e.${t.key}
      WHERE ${where}
      ORDER BY e.embedding_vector <=> ${vector}::vector
      LIMIT ${limit}`);
    return toNeighbours(result);
  });
}

function realArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::real[]`;
}

function toNeighbours(result: unknown): Neighbour[] {
  return rowsOf<{ id: string; similarity: number | string | null }>(result).map((row) => ({
    id: row.id,
    similarity: Number(row.similarity ?? 0),
  }));
}
