// "Similar listings": the live neighbours of a listing's own embedding in the search index; the
// best-rated of the same kind when it has none yet.
import { eq } from 'drizzle-orm';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { vendorEmbeddings, venueEmbeddings } from '../../db/schema/index.ts';
import { LIVE } from '../search/listing-index/doc-filters.ts';
import type { ListingIndex } from '../search/listing-index/listing-index.ts';
import type { SearchContext } from '../search/search-context.ts';

export const SIMILAR_COUNT = 6;

export async function similarVenues(ctx: SearchContext, venueId: string): Promise<VenueCard[]> {
  const [own] = await ctx.db.select({ embedding: venueEmbeddings.embedding }).from(venueEmbeddings).where(eq(venueEmbeddings.venueId, venueId));
  return similar(ctx.index.venues, venueId, own?.embedding ?? null);
}

export async function similarVendors(ctx: SearchContext, vendorId: string): Promise<VendorCard[]> {
  const [own] = await ctx.db.select({ embedding: vendorEmbeddings.embedding }).from(vendorEmbeddings).where(eq(vendorEmbeddings.vendorId, vendorId));
  return similar(ctx.index.vendors, vendorId, own?.embedding ?? null);
}

function similar<Card>(index: ListingIndex, id: string, embedding: number[] | null): Card[] {
  const self = index.slotFor(id);
  if (self === undefined) return [];
  const others = index.mask(embedding ? LIVE : { ...LIVE, kinds: new Set([index.doc(self).kind]) });
  others[self] = 0;
  const slots = embedding ? index.vectors.nearest(embedding, SIMILAR_COUNT, others).map((n) => n.slot) : index.sortedPage('rating', others, 0, SIMILAR_COUNT).slots;
  return JSON.parse(index.cardsJson(slots)) as Card[];
}
