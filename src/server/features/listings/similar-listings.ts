// "Similar listings": the live neighbours of a listing's own embedding in the search index; the
// best-rated of the same kind when it has none yet.
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { LIVE } from '../search/listing-index/doc-filters.ts';
import type { ListingDoc } from '../search/listing-index/listing-doc.ts';
import type { ListingIndex } from '../search/listing-index/listing-index.ts';
import type { SearchContext } from '../search/search-context.ts';

export const SIMILAR_COUNT = 6;

export function similarVenues(ctx: SearchContext, venueId: string): VenueCard[] {
  return similar(ctx.index.venues, venueId);
}

export function similarVendors(ctx: SearchContext, vendorId: string): VendorCard[] {
  return similar(ctx.index.vendors, vendorId);
}

function similar<Card>(index: ListingIndex, id: string): Card[] {
  const self = index.slotFor(id);
  if (self === undefined) return [];
  const embedding = index.vectors.vectorOf(self);
  let slots: number[];
  if (embedding) {
    const others = index.mask(LIVE);
    others[self] = 0;
    slots = index.vectors.nearest(embedding, SIMILAR_COUNT, others).map((n) => n.slot);
  } else {
    const sameKind = { ...LIVE, kinds: new Set([index.doc(self).kind]), tests: [(doc: ListingDoc) => doc.id !== id] };
    slots = index.sortedPage('rating', sameKind, 0, SIMILAR_COUNT).slots;
  }
  return JSON.parse(index.cardsJson(slots)) as Card[];
}
