// The listing pages' calls (GET /api/venues/:id, /api/vendors/:id, their /similar neighbours and /free-times of a
// day), their query keys and the hooks the pages use. Ids may be a listing's id or its slug.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SimilarVendorsResponseSchema,
  SimilarVenuesResponseSchema,
  VendorDetailResponseSchema,
  VenueDetailResponseSchema,
} from '#shared/listing-detail.ts';
import { FreeTimesSchema } from '#shared/free-times.ts';
import { api, ApiError } from '../../lib/api.ts';

export const listingKeys = {
  all: ['listing'] as const,
  venue: (id: string) => [...listingKeys.all, 'venue', id] as const,
  vendor: (id: string) => [...listingKeys.all, 'vendor', id] as const,
  similarVenues: (id: string) => [...listingKeys.all, 'similar-venues', id] as const,
  similarVendors: (id: string) => [...listingKeys.all, 'similar-vendors', id] as const,
  freeTimes: (kind: 'venue' | 'vendor', id: string, date: string) =>
    [...listingKeys.all, 'free-times', kind, id, date] as const,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** When a listing is free on `date`; only a stored listing (a sample page's stand-in has no calendar). */
export function useFreeTimes(kind: 'venue' | 'vendor', id: string, date: string | null) {
  return useQuery({
    queryKey: listingKeys.freeTimes(kind, id, date ?? ''),
    queryFn: ({ signal }) => api(path(`${kind}s`, id, `/free-times?date=${date}`), { schema: FreeTimesSchema, signal }),
    enabled: Boolean(date) && UUID.test(id),
    staleTime: 30_000,
  });
}

const path = (kind: 'venues' | 'vendors', id: string, rest = '') => `/api/${kind}/${encodeURIComponent(id)}${rest}`;

export function fetchVenue(id: string, signal?: AbortSignal) {
  return api(path('venues', id), { schema: VenueDetailResponseSchema, ...(signal ? { signal } : {}) });
}

export function fetchVendor(id: string, signal?: AbortSignal) {
  return api(path('vendors', id), { schema: VendorDetailResponseSchema, ...(signal ? { signal } : {}) });
}

export function fetchSimilarVenues(id: string, signal?: AbortSignal) {
  return api(path('venues', id, '/similar'), { schema: SimilarVenuesResponseSchema, ...(signal ? { signal } : {}) });
}

export function fetchSimilarVendors(id: string, signal?: AbortSignal) {
  return api(path('vendors', id, '/similar'), { schema: SimilarVendorsResponseSchema, ...(signal ? { signal } : {}) });
}

export const venueQuery = (id: string) =>
  queryOptions({ queryKey: listingKeys.venue(id), queryFn: ({ signal }) => fetchVenue(id, signal) });

export const vendorQuery = (id: string) =>
  queryOptions({ queryKey: listingKeys.vendor(id), queryFn: ({ signal }) => fetchVendor(id, signal) });

/** GET /api/venues/:id (id or slug): the venue and which fallback, if any, answered. */
export function useVenue(id: string) {
  return useQuery(venueQuery(id));
}

/** GET /api/vendors/:id (id or slug). */
export function useVendor(id: string) {
  return useQuery(vendorQuery(id));
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
