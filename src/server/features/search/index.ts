// The search feature's public surface for other features: searches as the discover pages run them (from the index, or
// from the database while it loads) and the cities the listings are in. The app wires the rest (search-context.ts,
// routes).
import type { SearchContext } from './search-context.ts';

export { searchVendors, searchVenues } from './search-listings.ts';
export type { SearchContext } from './search-context.ts';

/** The cities of the listings, lower-case; once the index has loaded. */
export async function listingCities(ctx: SearchContext): Promise<string[]> {
  await ctx.index.whenLoaded();
  return [...new Set([...ctx.index.venues.cities(), ...ctx.index.vendors.cities()])];
}
