// Keeps venue_embeddings and vendor_embeddings current: any listing without an embedding, changed
// since its embedding, or embedded by another model gets a new one (§7 generate-embeddings). An
// embedding carries its listing's updated_at (to the millisecond, as JavaScript dates hold it).
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { VENDOR_CATEGORY_INFO, VENUE_CATEGORY_INFO } from '#shared/categories.ts';
import type { Embedder } from '../../adapters/embeddings/index.ts';
import type { Db } from '../../db/client.ts';
import { vendorEmbeddings, vendors, venueEmbeddings, venues } from '../../db/schema/index.ts';

const BATCH = 500;

type VenueRow = typeof venues.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

/** The words that describe a venue's meaning: kind, vibe, amenities, place and description. */
export function venueEmbeddingText(
  v: Pick<VenueRow, 'name' | 'type' | 'vibes' | 'amenities' | 'city' | 'state' | 'description'>,
): string {
  const kind = VENUE_CATEGORY_INFO[v.type as keyof typeof VENUE_CATEGORY_INFO];
  return [
    v.name,
    `${kind?.label ?? v.type} venue.`,
    kind?.description,
    v.vibes.join(', '),
    v.amenities.join(', '),
    `${v.city}, ${v.state}.`,
    v.description,
  ]
    .filter(Boolean)
    .join(' ');
}

export function vendorEmbeddingText(
  v: Pick<
    VendorRow,
    'name' | 'category' | 'serviceType' | 'services' | 'vibes' | 'city' | 'state' | 'serviceArea' | 'description'
  >,
): string {
  const kind = VENDOR_CATEGORY_INFO[v.category as keyof typeof VENDOR_CATEGORY_INFO];
  return [
    v.name,
    v.serviceType,
    kind?.label,
    kind?.description,
    v.services.join(', '),
    v.vibes.join(', '),
    [v.city, v.state].filter(Boolean).join(', '),
    v.serviceArea.join(', '),
    v.description,
  ]
    .filter(Boolean)
    .join('. ');
}

/** Which listings: those named, or every one when neither list is given. */
export interface ListingScope {
  /** Only these listings (still skipped when already fresh); all stale ones when absent. */
  venueIds?: readonly string[];
  vendorIds?: readonly string[];
}

interface EmbeddingTable<Row> {
  listing: typeof venues | typeof vendors;
  embeddings: typeof venueEmbeddings | typeof vendorEmbeddings;
  /** The embeddings table's key column: venue_id or vendor_id. */
  key: typeof venueEmbeddings.venueId | typeof vendorEmbeddings.vendorId;
  text(row: Row): string;
  /** The embeddings row for a listing id. */
  record(
    id: string,
    fields: EmbeddingFields,
  ): typeof venueEmbeddings.$inferInsert | typeof vendorEmbeddings.$inferInsert;
}

interface EmbeddingFields {
  content: string;
  embedding: number[];
  model: string;
  updatedAt: Date;
}

const VENUE_EMBEDDINGS: EmbeddingTable<VenueRow> = {
  listing: venues,
  embeddings: venueEmbeddings,
  key: venueEmbeddings.venueId,
  text: venueEmbeddingText,
  record: (venueId, fields) => ({ venueId, ...fields }),
};
const VENDOR_EMBEDDINGS: EmbeddingTable<VendorRow> = {
  listing: vendors,
  embeddings: vendorEmbeddings,
  key: vendorEmbeddings.vendorId,
  text: vendorEmbeddingText,
  record: (vendorId, fields) => ({ vendorId, ...fields }),
};

/** Embeds every stale listing in scope; returns how many embeddings were written. */
export async function refreshEmbeddings(db: Db, embedder: Embedder, scope: ListingScope = {}): Promise<number> {
  const everything = scope.venueIds === undefined && scope.vendorIds === undefined;
  let written = 0;
  if (everything || scope.venueIds?.length) written += await refresh(db, embedder, VENUE_EMBEDDINGS, scope.venueIds);
  if (everything || scope.vendorIds?.length) written += await refresh(db, embedder, VENDOR_EMBEDDINGS, scope.vendorIds);
  return written;
}

async function refresh<Row extends { id: string; updatedAt: Date }>(
  db: Db,
  embedder: Embedder,
  t: EmbeddingTable<Row>,
  ids: readonly string[] | undefined,
): Promise<number> {
  let written = 0;
  for (;;) {
    const stale = (await db
      .select({ listing: t.listing })
      .from(t.listing)
      .leftJoin(t.embeddings, eq(t.key, t.listing.id))
      .where(
        and(
          ids ? inArray(t.listing.id, [...ids]) : undefined,
          or(
            isNull(t.key),
            sql`${t.embeddings.updatedAt} < date_trunc('milliseconds', ${t.listing.updatedAt})`,
            ne(t.embeddings.model, embedder.model),
          ),
        ),
      )
      .limit(BATCH)) as unknown as { listing: Row }[];
    if (stale.length === 0) return written;
    const texts = stale.map(({ listing }) => t.text(listing));
    const vectors = await embedder.embed(texts);
    await db
      .insert(t.embeddings)
      .values(
        stale.map(({ listing }, i) =>
          t.record(listing.id, {
            content: texts[i] as string,
            embedding: vectors[i] as number[],
            model: embedder.model,
            updatedAt: listing.updatedAt,
          }),
        ) as never, // drizzle cannot type an insert into a union of two tables
      )
      .onConflictDoUpdate({
        target: t.key,
        set: {
          content: sql`excluded.content`,
          embedding: sql`excluded.embedding`,
          model: sql`excluded.model`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    written += stale.length;
    if (stale.length < BATCH) return written;
  }
}
