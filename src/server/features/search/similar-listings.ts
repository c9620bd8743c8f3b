// "Similar listings": the live neighbours of a listing's own embedding in the search index; the
// best-rated of the same kind when it has none yet. Asked while the index loads, they wait for it.
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { LIVE } from './listing-index/doc-filters.ts';
import type { ListingDoc } from './listing-index/listing-doc.ts';
import type { ListingIndex } from './listing-index/listing-index.ts';
import type { SearchContext } from './search-context.ts';

export const SIMILAR_COUNT = 6;

export async function similarVenues(ctx: SearchContext, venueId: string): Promise<VenueCard[]> {
  await ctx.index.whenLoaded();
  return similar(ctx.index.venues, venueId);
}

export async function similarVendors(ctx: SearchContext, vendorId: string): Promise<VendorCard[]> {
  await ctx.index.whenLoaded();
  return similar(ctx.index.vendors, vendorId);
}

function similar<Card>(index: ListingIndex, id: string): Card[] {
  const self = index.slotFor(id);
  if (self === undefined) return [];
  const embedding = index.vectors.vectorOf(self);
  let slots: number[];
  if (embedding) {
    const others = index.filter(LIVE);
    others[self] = 0;
    slots = index.nearest(embedding, others, SIMILAR_COUNT).map((n) => n.slot);
  } else {
    const sameKind = { ...LIVE, kinds: new Set([index.doc(self).kind]), tests: [(doc: ListingDoc) => doc.id !== id] };
    slots = index.page('rating', sameKind, 0, SIMILAR_COUNT).slots;
  }
  return JSON.parse(index.cards(slots)) as Card[];
}
