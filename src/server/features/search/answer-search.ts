// The §7 answers around a search: result cache, then search, then the direct listing query, then
// an empty list with success false. Answers are JSON text (made from the index's serialized cards) kept
// with their compressed forms, so a cache hit costs a map lookup.
import type { VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { EncodedAnswer } from './encoded-answer.ts';
import type { SearchContext } from './search-context.ts';
import { directVendors, directVenues, searchVendors, searchVenues, type SearchPage } from './search-listings.ts';

export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again in a moment.';

type Source = 'search' | 'direct' | 'none';

/** The §9 cache key of a search: what was asked, and whether only live listings may answer. */
export const venueSearchKey = (params: VenueSearchParams, activeOnly: boolean) => `venues:${activeOnly}:${JSON.stringify(params)}`;
export const vendorSearchKey = (params: VendorSearchParams, activeOnly: boolean) => `vendors:${activeOnly}:${JSON.stringify(params)}`;

export async function answerVenueSearch(ctx: SearchContext, params: VenueSearchParams, activeOnly: boolean): Promise<EncodedAnswer> {
  return answer(ctx, 'venues', venueSearchKey(params, activeOnly), params, {
    search: () => searchVenues(ctx, params, activeOnly),
    direct: () => directVenues(ctx.db, params.limit, params.offset),
  });
}

export async function answerVendorSearch(ctx: SearchContext, params: VendorSearchParams, activeOnly: boolean): Promise<EncodedAnswer> {
  return answer(ctx, 'vendors', vendorSearchKey(params, activeOnly), params, {
    search: () => searchVendors(ctx, params, activeOnly),
    direct: () => directVendors(ctx.db, params.limit, params.offset),
  });
}

/** `{ success, data: { venues|vendors, pagination }, source, error? }` as in VenueSearchResponseSchema. */
function responseText(listKey: 'venues' | 'vendors', page: SearchPage, source: Source, error?: string): string {
  const tail = error === undefined ? '' : `,"error":${JSON.stringify(error)}`;
  return `{"success":${source !== 'none'},"data":{"${listKey}":${page.cardsJson},"pagination":${JSON.stringify(page.pagination)}},"source":"${source}"${tail}}`;
}

interface Steps {
  search(): Promise<SearchPage>;
  direct(): Promise<SearchPage>;
}

async function answer(ctx: SearchContext, listKey: 'venues' | 'vendors', key: string, params: { limit: number; offset: number }, steps: Steps): Promise<EncodedAnswer> {
  const cached = ctx.cache.get(key);
  if (cached !== undefined) return cached;
  try {
    const found = new EncodedAnswer(responseText(listKey, await steps.search(), 'search'), 'search');
    ctx.cache.set(key, found);
    return found;
  } catch (searchError) {
    ctx.log.error({ err: searchError }, 'search failed; answering with the direct listing query');
  }
  // Fallback answers are not cached: the next request tries the search again.
  try {
    return new EncodedAnswer(responseText(listKey, await steps.direct(), 'direct'), 'direct');
  } catch (directError) {
    ctx.log.error({ err: directError }, 'direct listing query failed too; answering with an empty list');
    const empty: SearchPage = { cardsJson: '[]', pagination: { total: 0, limit: params.limit, offset: params.offset } };
    return new EncodedAnswer(responseText(listKey, empty, 'none', SEARCH_UNAVAILABLE), 'none');
  }
}
