// The §7 answers around a search: result cache, then search (from the database while the index loads), then the
// direct listing query, then an empty list with success false. Answers are JSON text (made from the index's serialized cards) kept
// with their compressed forms, so a cache hit costs a map lookup.
import type { VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { searchDatabase } from './database-search.ts';
import { EncodedAnswer, type Encoding } from './encoded-answer.ts';
import { responseText, type SearchPage, type SearchPlan } from './run-search-plan.ts';
import type { SearchContext } from './search-context.ts';
import { directVendors, directVenues, planVendorSearch, planVenueSearch } from './search-listings.ts';

export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again in a moment.';

/** The §9 cache key of a search: what was asked, and whether only live listings may answer. */
export const venueSearchKey = (params: VenueSearchParams, activeOnly: boolean) =>
  `venues:${activeOnly}:${JSON.stringify(params)}`;
export const vendorSearchKey = (params: VendorSearchParams, activeOnly: boolean) =>
  `vendors:${activeOnly}:${JSON.stringify(params)}`;

/** `encoding`: what the client accepts, so the answer is compressed where it is made. */
export async function answerVenueSearch(
  ctx: SearchContext,
  params: VenueSearchParams,
  activeOnly: boolean,
  encoding: Encoding = 'identity',
): Promise<EncodedAnswer> {
  return answer(ctx, 'venues', venueSearchKey(params, activeOnly), params, {
    forDay: Boolean(params.date),
    plan: () => planVenueSearch(ctx, params, activeOnly),
    direct: () => directVenues(ctx.db, params.limit, params.offset),
    encoding,
  });
}

export async function answerVendorSearch(
  ctx: SearchContext,
  params: VendorSearchParams,
  activeOnly: boolean,
  encoding: Encoding = 'identity',
): Promise<EncodedAnswer> {
  return answer(ctx, 'vendors', vendorSearchKey(params, activeOnly), params, {
    forDay: Boolean(params.date),
    plan: () => planVendorSearch(ctx, params, activeOnly),
    direct: () => directVendors(ctx.db, params.limit, params.offset),
    encoding,
  });
}

interface Steps {
  /** Asked for a day: who is free then. */
  forDay: boolean;
  plan(): Promise<SearchPlan>;
  direct(): Promise<SearchPage>;
  encoding: Encoding;
}

async function answer(
  ctx: SearchContext,
  listKey: 'venues' | 'vendors',
  key: string,
  params: { limit: number; offset: number },
  steps: Steps,
): Promise<EncodedAnswer> {
  // A search for a day reads who is free then afresh: bookings change it, and they are not listing changes.
  const cacheable = !steps.forDay;
  const cached = cacheable ? ctx.cache.get(key) : undefined;
  if (cached !== undefined) return cached;
  try {
    // Not cached: the index's answer, with neighbours in meaning, replaces it once loaded.
    if (!ctx.index.loaded)
      return EncodedAnswer.of(
        responseText(listKey, await searchDatabase(ctx.db, await steps.plan()), 'database'),
        'database',
      );
    // An answer made from the listings as they were before a change is not kept once the change has cleared the cache.
    const clearsWhenAsked = ctx.cache.clears;
    const found = await ctx.threads.answer(await steps.plan(), steps.encoding);
    if (cacheable) ctx.cache.setUnlessCleared(key, found, clearsWhenAsked);
    return found;
  } catch (searchError) {
    ctx.log.error({ err: searchError }, 'search failed; answering with the direct listing query');
  }
  // Fallback answers are not cached: the next request tries the search again.
  try {
    return EncodedAnswer.of(responseText(listKey, await steps.direct(), 'direct'), 'direct');
  } catch (directError) {
    ctx.log.error({ err: directError }, 'direct listing query failed too; answering with an empty list');
    const empty: SearchPage = { cardsJson: '[]', pagination: { total: 0, limit: params.limit, offset: params.offset } };
    return EncodedAnswer.of(responseText(listKey, empty, 'none', SEARCH_UNAVAILABLE), 'none');
  }
}
