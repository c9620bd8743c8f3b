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
export function venueEmbeddingText(v: Pick<VenueRow, 'name' | 'type' | 'vibes' | 'amenities' | 'city' | 'state' | 'description'>): string {
  const kind = VENUE_CATEGORY_INFO[v.type as keyof typeof VENUE_CATEGORY_INFO];
  return [v.name, `${kind?.label ?? v.type} venue.`, kind?.description, v.vibes.join(', '), v.amenities.join(', '), `${v.city}, ${v.state}.`, v.description]
    .filter(Boolean)
    .join(' ');
}

export function vendorEmbeddingText(
  v: Pick<VendorRow, 'name' | 'category' | 'serviceType' | 'services' | 'vibes' | 'city' | 'state' | 'serviceArea' | 'description'>,
): string {
  const kind = VENDOR_CATEGORY_INFO[v.category as keyof typeof VENDOR_CATEGORY_INFO];
  return [v.name, v.serviceType, kind?.label, kind?.description, v.services.join(', '), v.vibes.join(', '), [v.city, v.state].filter(Boolean).join(', '), v.serviceArea.join(', '), v.description]
    .filter(Boolean)
    .join('. ');
}

export interface RefreshScope {
  /** Only these listings (still skipped when already fresh); all stale ones when absent. */
  venueIds?: readonly string[];
  vendorIds?: readonly string[];
}

/** Embeds every stale listing in scope; returns how many embeddings were written. */
export async function refreshEmbeddings(db: Db, embedder: Embedder, scope: RefreshScope = {}): Promise<number> {
  const everything = scope.venueIds === undefined && scope.vendorIds === undefined;
  let written = 0;
  if (everything || scope.venueIds?.length) written += await refreshVenues(db, embedder, scope.venueIds);
  if (everything || scope.vendorIds?.length) written += await refreshVendors(db, embedder, scope.vendorIds);
  return written;
}

async function refreshVenues(db: Db, embedder: Embedder, ids: readonly string[] | undefined): Promise<number> {
  let written = 0;
  for (;;) {
    const stale = await db
      .select({ listing: venues })
      .from(venues)
      .leftJoin(venueEmbeddings, eq(venueEmbeddings.venueId, venues.id))
      .where(
        and(
          ids ? inArray(venues.id, [...ids]) : undefined,
          or(isNull(venueEmbeddings.venueId), sql`${venueEmbeddings.updatedAt} < date_trunc('milliseconds', ${venues.updatedAt})`, ne(venueEmbeddings.model, embedder.model)),
        ),
      )
      .limit(BATCH);
    if (stale.length === 0) return written;
    const texts = stale.map(({ listing }) => venueEmbeddingText(listing));
    const vectors = await embedder.embed(texts);
    await db
      .insert(venueEmbeddings)
      .values(stale.map(({ listing }, i) => ({ venueId: listing.id, content: texts[i] as string, embedding: vectors[i] as number[], model: embedder.model, updatedAt: listing.updatedAt })))
      .onConflictDoUpdate({
        target: venueEmbeddings.venueId,
        set: { content: sql`excluded.content`, embedding: sql`excluded.embedding`, model: sql`excluded.model`, updatedAt: sql`excluded.updated_at` },
      });
    written += stale.length;
    if (stale.length < BATCH) return written;
  }
}

async function refreshVendors(db: Db, embedder: Embedder, ids: readonly string[] | undefined): Promise<number> {
  let written = 0;
  for (;;) {
    const stale = await db
      .select({ listing: vendors })
      .from(vendors)
      .leftJoin(vendorEmbeddings, eq(vendorEmbeddings.vendorId, vendors.id))
      .where(
        and(
          ids ? inArray(vendors.id, [...ids]) : undefined,
          or(isNull(vendorEmbeddings.vendorId), sql`${vendorEmbeddings.updatedAt} < date_trunc('milliseconds', ${vendors.updatedAt})`, ne(vendorEmbeddings.model, embedder.model)),
        ),
      )
      .limit(BATCH);
    if (stale.length === 0) return written;
    const texts = stale.map(({ listing }) => vendorEmbeddingText(listing));
    const vectors = await embedder.embed(texts);
    await db
      .insert(vendorEmbeddings)
      .values(stale.map(({ listing }, i) => ({ vendorId: listing.id, content: texts[i] as string, embedding: vectors[i] as number[], model: embedder.model, updatedAt: listing.updatedAt })))
      .onConflictDoUpdate({
        target: vendorEmbeddings.vendorId,
        set: { content: sql`excluded.content`, embedding: sql`excluded.embedding`, model: sql`excluded.model`, updatedAt: sql`excluded.updated_at` },
      });
    written += stale.length;
    if (stale.length < BATCH) return written;
  }
}
