// "Similar listings": the live neighbours of a listing's own embedding; the best-rated of the same
// kind when it has none yet.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { vendorEmbeddings, vendors, venueEmbeddings, venues } from '../../db/schema/index.ts';
import { toVendorCard, toVenueCard } from '../catalogue/to-cards.ts';
import { liveVendor, liveVenue } from '../search/listing-filters.ts';
import { nearestListings } from '../search/nearest-listings.ts';
import type { SearchContext } from '../search/search-context.ts';
import { LISTING_SPECS, loadCards } from '../search/search-listings.ts';

export const SIMILAR_COUNT = 6;

export async function similarVenues(ctx: SearchContext, venueId: string): Promise<VenueCard[]> {
  const [own] = await ctx.db.select({ embedding: venueEmbeddings.embedding, type: venues.type }).from(venues).leftJoin(venueEmbeddings, eq(venueEmbeddings.venueId, venues.id)).where(eq(venues.id, venueId));
  if (!own) return [];
  if (own.embedding) {
    const near = await nearestListings(ctx.db, ctx.vectors, 'venue', own.embedding, [liveVenue, ne(venues.id, venueId)], SIMILAR_COUNT);
    return loadCards(ctx.db, LISTING_SPECS.venue, near.map((n) => n.id));
  }
  const rows = await ctx.db.select().from(venues).where(and(liveVenue, ne(venues.id, venueId), eq(venues.type, own.type))).orderBy(desc(venues.rating), asc(venues.id)).limit(SIMILAR_COUNT);
  return rows.map(toVenueCard);
}

export async function similarVendors(ctx: SearchContext, vendorId: string): Promise<VendorCard[]> {
  const [own] = await ctx.db.select({ embedding: vendorEmbeddings.embedding, category: vendors.category }).from(vendors).leftJoin(vendorEmbeddings, eq(vendorEmbeddings.vendorId, vendors.id)).where(eq(vendors.id, vendorId));
  if (!own) return [];
  if (own.embedding) {
    const near = await nearestListings(ctx.db, ctx.vectors, 'vendor', own.embedding, [liveVendor, ne(vendors.id, vendorId)], SIMILAR_COUNT);
    return loadCards(ctx.db, LISTING_SPECS.vendor, near.map((n) => n.id));
  }
  const rows = await ctx.db.select().from(vendors).where(and(liveVendor, ne(vendors.id, vendorId), eq(vendors.category, own.category))).orderBy(desc(vendors.rating), asc(vendors.id)).limit(SIMILAR_COUNT);
  return rows.map(toVendorCard);
}

