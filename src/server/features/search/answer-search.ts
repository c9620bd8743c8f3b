// The §7 answers around a search: result cache, then search, then the direct listing query, then
// an empty list with success false. Answers are cached as JSON text so a hit costs a map lookup.
import type { VendorSearchParams, VendorSearchResponse, VenueSearchParams, VenueSearchResponse } from '#shared/search.ts';
import type { SearchContext } from './search-context.ts';
import { directVendors, directVenues, searchVendors, searchVenues, type SearchPage } from './search-listings.ts';

export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again in a moment.';

export async function answerVenueSearch(ctx: SearchContext, params: VenueSearchParams, activeOnly: boolean): Promise<string> {
  return answer(ctx, `venues:${activeOnly}:${JSON.stringify(params)}`, params, {
    search: () => searchVenues(ctx, params, activeOnly),
    direct: () => directVenues(ctx.db, params.limit, params.offset),
    wrap: (page, source, error): VenueSearchResponse => ({
      success: source !== 'none',
      data: { venues: page.items, pagination: page.pagination },
      source,
      ...(error ? { error } : {}),
    }),
  });
}

export async function answerVendorSearch(ctx: SearchContext, params: VendorSearchParams, activeOnly: boolean): Promise<string> {
  return answer(ctx, `vendors:${activeOnly}:${JSON.stringify(params)}`, params, {
    search: () => searchVendors(ctx, params, activeOnly),
    direct: () => directVendors(ctx.db, params.limit, params.offset),
    wrap: (page, source, error): VendorSearchResponse => ({
      success: source !== 'none',
      data: { vendors: page.items, pagination: page.pagination },
      source,
      ...(error ? { error } : {}),
    }),
  });
}

interface Steps<Card> {
  search(): Promise<SearchPage<Card>>;
  direct(): Promise<SearchPage<Card>>;
  wrap(page: SearchPage<Card>, source: 'search' | 'direct' | 'none', error?: string): unknown;
}

async function answer<Card>(ctx: SearchContext, key: string, params: { limit: number; offset: number }, steps: Steps<Card>): Promise<string> {
  const cached = ctx.cache.get(key);
  if (cached !== undefined) return cached;
  try {
    const body = JSON.stringify(steps.wrap(await steps.search(), 'search'));
    ctx.cache.set(key, body);
    return body;
  } catch (searchError) {
    ctx.log.error({ err: searchError }, 'search failed; answering with the direct listing query');
  }
  // Fallback answers are not cached: the next request tries the search again.
  try {
    return JSON.stringify(steps.wrap(await steps.direct(), 'direct'));
  } catch (directError) {
    ctx.log.error({ err: directError }, 'direct listing query failed too; answering with an empty list');
    const empty: SearchPage<Card> = { items: [], pagination: { total: 0, limit: params.limit, offset: params.offset } };
    return JSON.stringify(steps.wrap(empty, 'none', SEARCH_UNAVAILABLE));
  }
}
