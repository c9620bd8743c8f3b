import { describe, expect, it } from 'vitest';
import { searchQueryString, searchUrl } from '#shared/search-query-string.ts';
import {
  VendorSearchRequestSchema,
  VenueSearchRequestSchema,
  type VendorSearchRequest,
  type VenueSearchRequest,
} from '#shared/search.ts';
import { VendorSearchQuerySchema, VenueSearchQuerySchema } from './search-query-schemas.ts';

/** A query string as Fastify's parser gives it: a repeated key as an array of its values. */
function parsed(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

describe('search requests in a query string', () => {
  it('reads back every venue field as the POST body gives it, lists as repeated keys', () => {
    const requests: VenueSearchRequest[] = [
      {},
      {
        search_query: 'rooftop & garden, 50%',
        location: 'Austin, TX',
        min_capacity: 40,
        max_capacity: 300,
        min_price: 99.5,
        max_price: 400,
      },
      {
        amenities: ['WiFi'],
        venue_types: ['warehouse', 'loft'],
        city: 'Chicago',
        state: 'IL',
        sort_by: 'capacity',
        limit: 5,
        offset: 10,
        active_only: false,
      },
      { instant_book: true, sort_by: 'rating' },
      { instant_book: false },
    ];
    for (const request of requests) {
      const query = searchQueryString(request);
      expect(VenueSearchQuerySchema.parse(parsed(query)), query).toEqual(VenueSearchRequestSchema.parse(request));
    }
    expect(searchUrl('venues', { amenities: ['WiFi', 'Parking'], limit: 5, city: undefined })).toBe(
      '/api/search/venues?amenities=WiFi&amenities=Parking&limit=5',
    );
    expect(searchUrl('vendors', {})).toBe('/api/search/vendors');
  });

  it('reads back vendor fields, and takes a blank value as absent', () => {
    const request: VendorSearchRequest = {
      search_query: 'dj',
      services: ['Wedding', 'Corporate'],
      vendor_types: ['music-djs'],
      service_areas: ['Austin'],
      min_price: 0,
      instant_book: true,
    };
    expect(VendorSearchQuerySchema.parse(parsed(searchQueryString(request)))).toEqual(
      VendorSearchRequestSchema.parse(request),
    );
    expect(VendorSearchQuerySchema.parse(parsed('instant_book=true')).instant_book).toBe(true);
    expect(VendorSearchQuerySchema.parse(parsed('search_query=&limit=&active_only=&instant_book='))).toEqual(
      VendorSearchRequestSchema.parse({}),
    );
  });

  it('refuses what the POST body refuses, and numbers, true/false or single values that are not', () => {
    for (const bad of [
      'limit=0',
      'limit=1.5',
      'limit=ten',
      'min_price=-5',
      'venue_types=castle',
      'sort_by=random',
      'active_only=yes',
      'instant_book=1',
      'instant_book=true&instant_book=false',
      'city=a&city=b',
      'unknown=1',
    ]) {
      expect(VenueSearchQuerySchema.safeParse(parsed(bad)).success, bad).toBe(false);
    }
  });
});
