// The search feature's public surface: its routes, registered by the app; for other features the searches as the
// discover pages run them (from the index, or from the database while it loads) and the cities the listings are in;
// for the app, the search context (index, threads, cache) kept fresh by listing changes.
import type { SearchContext } from './search-context.ts';

export { searchRoutes } from './routes.ts';
export { createSearchContext, followListingChanges, loadSearchIndex, type SearchContext } from './search-context.ts';
export { searchVendors, searchVenues } from './search-listings.ts';

/** The cities of the listings, lower-case; once the index has loaded. */
export async function listingCities(ctx: SearchContext): Promise<string[]> {
  await ctx.index.whenLoaded();
  return [...new Set([...ctx.index.venues.cities(), ...ctx.index.vendors.cities()])];
}

// The in-memory index itself, for the search benchmarks that measure it directly.
export { CatalogueIndex } from './listing-index/catalogue-index.ts';
export { LIVE } from './listing-index/doc-filters.ts';
export type { ListingKind } from './listing-index/listing-doc.ts';
export { PROBE_SHARE, type Neighbour } from './listing-index/vector-index.ts';
