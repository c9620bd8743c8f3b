import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { fetchSimilarVendors, fetchSimilarVenues, fetchVendor, fetchVenue, listingKeys } from './listing-queries.ts';

/** GET /api/venues/:id (id or slug): the venue and which fallback, if any, answered. */
export function useVenue(id: string) {
  return useQuery({ queryKey: listingKeys.venue(id), queryFn: ({ signal }) => fetchVenue(id, signal) });
}

/** GET /api/vendors/:id (id or slug). */
export function useVendor(id: string) {
  return useQuery({ queryKey: listingKeys.vendor(id), queryFn: ({ signal }) => fetchVendor(id, signal) });
}

/** Semantic neighbours of a venue, for the "similar venues" row; waits until the venue is known. */
export function useSimilarVenues(id: string | undefined) {
  return useQuery({
    queryKey: listingKeys.similarVenues(id ?? ''),
    queryFn: ({ signal }) => fetchSimilarVenues(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useSimilarVendors(id: string | undefined) {
  return useQuery({
    queryKey: listingKeys.similarVendors(id ?? ''),
    queryFn: ({ signal }) => fetchSimilarVendors(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** The server said there is no such listing at all (after every fallback). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
