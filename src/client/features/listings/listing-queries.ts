// Query keys and fetchers of the listing pages (GET /api/venues/:id, /api/vendors/:id and their
// /similar neighbours). Ids may be a listing's id or its slug.
import {
  SimilarVendorsResponseSchema,
  SimilarVenuesResponseSchema,
  VendorDetailResponseSchema,
  VenueDetailResponseSchema,
} from '#shared/listing-detail.ts';
import { api } from '../../lib/api.ts';

export const listingKeys = {
  venue: (id: string) => ['listing', 'venue', id] as const,
  vendor: (id: string) => ['listing', 'vendor', id] as const,
  similarVenues: (id: string) => ['listing', 'similar-venues', id] as const,
  similarVendors: (id: string) => ['listing', 'similar-vendors', id] as const,
};

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
