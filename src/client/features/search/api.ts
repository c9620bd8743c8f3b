// The §7 searches (their cacheable GET form), the filter options and category counts, through TanStack Query.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import {
  GetCategoriesResponseSchema,
  SearchFiltersSchema,
  VendorSearchResponseSchema,
  VenueSearchResponseSchema,
  type CategoryCount,
  type Pagination,
} from '#shared/search.ts';
import { searchUrl } from '#shared/search-query-string.ts';
import { api } from '../../lib/api.ts';
import { toVendorSearchRequest, toVenueSearchRequest, type DiscoverState, type DiscoverTab } from './discover-query.ts';

export type DiscoverResults =
  | { tab: 'venues'; venues: VenueCard[]; pagination: Pagination }
  | { tab: 'vendors'; vendors: VendorCard[]; pagination: Pagination };

/** The server answered, but with `success: false` (search and its fallback both failed). */
export class SearchFailedError extends Error {
  override readonly name = 'SearchFailedError';
}

const SEARCH_FAILED = 'Search is not available right now. Please try again in a moment.';

export async function searchListings(
  state: DiscoverState,
  limit?: number,
  signal?: AbortSignal,
): Promise<DiscoverResults> {
  if (state.tab === 'venues') {
    const answer = await api(searchUrl('venues', toVenueSearchRequest(state, limit)), {
      schema: VenueSearchResponseSchema,
      signal,
    });
    if (!answer.success) throw new SearchFailedError(answer.error || SEARCH_FAILED);
    return { tab: 'venues', ...answer.data };
  }
  const answer = await api(searchUrl('vendors', toVendorSearchRequest(state, limit)), {
    schema: VendorSearchResponseSchema,
    signal,
  });
  if (!answer.success) throw new SearchFailedError(answer.error || SEARCH_FAILED);
  return { tab: 'vendors', ...answer.data };
}

export const searchKeys = {
  all: ['search'] as const,
  /** A search is known by the request it sends. */
  results: (state: DiscoverState, limit?: number) =>
    [
      ...searchKeys.all,
      'results',
      state.tab,
      state.tab === 'venues' ? toVenueSearchRequest(state, limit) : toVendorSearchRequest(state, limit),
    ] as const,
  filters: () => [...searchKeys.all, 'filters'] as const,
  categories: (entityType: 'venue' | 'vendor') => [...searchKeys.all, 'categories', entityType] as const,
};

/** One page of results; while the next page or filter loads, the previous answer of the same tab stays on screen. */
export const discoverResultsQuery = (state: DiscoverState) =>
  queryOptions({
    queryKey: searchKeys.results(state),
    queryFn: ({ signal }) => searchListings(state, undefined, signal),
  });

export function useDiscoverResults(state: DiscoverState) {
  return useQuery({
    ...discoverResultsQuery(state),
    placeholderData: (previous) => (previous?.tab === state.tab ? previous : undefined),
  });
}

/** Only the number of matches (for 'Show N results' in the filter sheet). */
export function useResultCount(state: DiscoverState, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.results({ ...state, page: 1 }, 1),
    queryFn: ({ signal }) => searchListings({ ...state, page: 1 }, 1, signal),
    select: (results) => results.pagination.total,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const searchFiltersQuery = () =>
  queryOptions({
    queryKey: searchKeys.filters(),
    queryFn: ({ signal }) => api('/api/search/filters', { schema: SearchFiltersSchema, signal }),
  });

export function useSearchFilters() {
  return useQuery(searchFiltersQuery());
}

export const categoryCountsQuery = (tab: DiscoverTab) => {
  const entityType = tab === 'venues' ? 'venue' : 'vendor';
  return queryOptions({
    queryKey: searchKeys.categories(entityType),
    queryFn: ({ signal }) =>
      api('/api/rpc/api_get_categories', {
        body: { entity_type: entityType },
        schema: GetCategoriesResponseSchema,
        signal,
      }),
  });
};

export function useCategoryCounts(tab: DiscoverTab) {
  return useQuery({
    ...categoryCountsQuery(tab),
    select: (answer): CategoryCount[] =>
      (tab === 'venues' ? answer.data.venue_categories : answer.data.vendor_categories) ?? [],
  });
}
