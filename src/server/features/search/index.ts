// The search feature's public surface: its routes, and for other features the searches as the discover pages run them
// (from the index, or from the database while it loads) and the cities the listings are in. The app builds the search
// context (search-context.ts).
import type { SearchContext } from './search-context.ts';

export { searchRoutes } from './routes.ts';
export { searchVendors, searchVenues } from './search-listings.ts';
export type { SearchContext } from './search-context.ts';

/** The cities of the listings, lower-case; once the index has loaded. */
export async function listingCities(ctx: SearchContext): Promise<string[]> {
  await ctx.index.whenLoaded();
  return [...new Set([...ctx.index.venues.cities(), ...ctx.index.vendors.cities()])];
}
