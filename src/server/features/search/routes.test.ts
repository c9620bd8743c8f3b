// The search procedures over HTTP: validation, the cached JSON answer, admin-only unlisted results, the cacheable
// GET searches (ETag, 304, Cache-Control), categories, filter options, semantic search and generate-embeddings.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueryString } from '#shared/search-query-string.ts';
import {
  GenerateEmbeddingsResponseSchema,
  GetCategoriesResponseSchema,
  SearchFiltersSchema,
  SemanticVenueResponseSchema,
  VendorSearchResponseSchema,
  VenueSearchResponseSchema,
  type VendorSearchRequest,
  type VenueSearchRequest,
} from '#shared/search.ts';
import { client, signedIn } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.close());

const post = (url: string, body: unknown) => client(app).request('POST', url, body);

describe('POST /api/rpc/api_search_venues', () => {
  it('answers the §7 shape as JSON, the same from the cache', async () => {
    const first = await post('/api/rpc/api_search_venues', { search_query: 'rooftop', limit: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    const body = VenueSearchResponseSchema.parse(first.json());
    expect(body).toMatchObject({ success: true, source: 'search', data: { pagination: { limit: 3, offset: 0 } } });
    expect((await post('/api/rpc/api_search_venues', { search_query: 'rooftop', limit: 3 })).body).toBe(first.body);
  });

  it('compresses the answer as the client accepts, brotli before gzip', async () => {
    const body = JSON.stringify({ search_query: 'loft', limit: 20 });
    const ask = (acceptEncoding: string) =>
      app.inject({
        method: 'POST',
        url: '/api/rpc/api_search_venues',
        headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
        body,
      });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.headers['x-search-source']).toBe('search');
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await ask('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    for (const bad of [
      { limit: 0 },
      { limit: 101 },
      { offset: -1 },
      { min_price: -5 },
      { venue_types: ['castle'] },
      { sort_by: 'random' },
      { date: '22/11/2026' },
      { unknown: 1 },
    ]) {
      const response = await post('/api/rpc/api_search_venues', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Some fields are not valid.' });
    }
  });

  it('lists unlisted venues only for admins asking with active_only false', async () => {
    const total = (response: { json(): unknown }) =>
      VenueSearchResponseSchema.parse(response.json()).data.pagination.total;
    const publicAll = total(await post('/api/rpc/api_search_venues', { active_only: false, limit: 100 }));
    const admin = await signedIn(app, 'admin@example.com');
    const adminAll = total(
      await admin.request('POST', '/api/rpc/api_search_venues', { active_only: false, limit: 100 }),
    );
    expect(publicAll).toBe(35);
    expect(adminAll).toBeGreaterThanOrEqual(publicAll);
  });
});

describe('GET /api/search/venues and /api/search/vendors', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('answers the same cards as the POST procedure, lists as repeated keys', async () => {
    const venueSearches: VenueSearchRequest[] = [
      { search_query: 'rooftop', limit: 3 },
      { amenities: ['WiFi', 'Parking'], venue_types: ['warehouse', 'loft'], sort_by: 'capacity', min_capacity: 50 },
      { location: 'tx', sort_by: 'price_desc', offset: 2, limit: 4 },
    ];
    for (const search of venueSearches) {
      const viaGet = await get(`/api/search/venues?${searchQueryString(search)}`);
      expect(viaGet.statusCode, JSON.stringify(search)).toBe(200);
      const body = VenueSearchResponseSchema.parse(viaGet.json());
      expect(body.data.venues.length).toBeGreaterThan(0);
      expect(body).toEqual(VenueSearchResponseSchema.parse((await post('/api/rpc/api_search_venues', search)).json()));
    }
    const vendorSearch: VendorSearchRequest = {
      search_query: 'wedding photographer',
      vendor_types: ['photography-video', 'music-djs'],
      sort_by: 'relevance',
    };
    const vendors = await get(`/api/search/vendors?${searchQueryString(vendorSearch)}`);
    expect(VendorSearchResponseSchema.parse(vendors.json()).data.vendors.length).toBeGreaterThan(0);
    expect(vendors.json()).toEqual((await post('/api/rpc/api_search_vendors', vendorSearch)).json());
  });

  it('answers instant_book=true with the listings that book instantly, each card with its notice', async () => {
    const all = VenueSearchResponseSchema.parse((await get('/api/search/venues?limit=100')).json()).data;
    const instantVenues = await get('/api/search/venues?instant_book=true&limit=100');
    expect(instantVenues.statusCode).toBe(200);
    const venues = VenueSearchResponseSchema.parse(instantVenues.json()).data;
    expect(venues.venues.map((v) => v.id)).toEqual(
      all.venues.filter((v) => v.instantBookNoticeHours !== null).map((v) => v.id),
    );
    expect(venues.pagination.total).toBeGreaterThan(0);
    expect(venues.pagination.total).toBeLessThan(all.pagination.total);
    expect(instantVenues.json()).toEqual(
      (await post('/api/rpc/api_search_venues', { instant_book: true, limit: 100 })).json(),
    );
    expect(instantVenues.headers.etag).not.toBe((await get('/api/search/venues?limit=100')).headers.etag);
    // Off is no filter, whichever way it is written.
    expect((await get('/api/search/venues?instant_book=false&limit=100')).body).toBe(
      (await get('/api/search/venues?limit=100')).body,
    );
    const vendors = VendorSearchResponseSchema.parse(
      (await get('/api/search/vendors?instant_book=true&limit=100')).json(),
    ).data.vendors;
    expect(vendors.length).toBeGreaterThan(0);
    expect(vendors.every((v) => typeof v.instantBookNoticeHours === 'number')).toBe(true);
  });

  it("tags a guest's answer with a strong ETag, the same for the same query, and lets shared caches keep it", async () => {
    const first = await get('/api/search/venues?search_query=gallery&limit=4');
    const again = await get('/api/search/venues?search_query=gallery&limit=4');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(first.headers.vary).toContain('accept-encoding');
    // Emptied server cache (as after a listing change): the same answer keeps its tag.
    app.listingSearch.cache.clear();
    expect((await get('/api/search/venues?search_query=gallery&limit=4')).headers.etag).toBe(first.headers.etag);
    const other = await get('/api/search/venues?search_query=gallery&limit=5');
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect((await get('/api/search/vendors?search_query=gallery&limit=4')).headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 without a body when If-None-Match names the tag of the encoding asked for', async () => {
    const url = '/api/search/vendors?search_query=dj&limit=10';
    const first = await get(url);
    const etag = first.headers.etag as string;
    for (const named of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const unchanged = await get(url, { 'if-none-match': named });
      expect(unchanged.statusCode, named).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    }
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // The brotli body is another representation, with a tag of its own.
    const brotli = await get(url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).not.toBe(etag);
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(200);
    expect(
      (await get(url, { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('refuses bad parameters as the POST does', async () => {
    for (const bad of [
      'limit=0',
      'limit=101',
      'limit=ten',
      'offset=-1',
      'min_price=-5',
      'venue_types=castle',
      'sort_by=random',
      'date=22/11/2026',
      'active_only=yes',
      'instant_book=yes',
      'unknown=1',
    ]) {
      const response = await get(`/api/search/venues?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Some fields are not valid.' });
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('keeps active_only=false answers out of every cache: an admin sees unlisted venues, a guest only live ones', async () => {
    const url = '/api/search/venues?active_only=false&limit=100';
    const guest = await get(url);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    expect(VenueSearchResponseSchema.parse(guest.json()).data.pagination.total).toBe(35);
    const admin = await signedIn(app, 'admin@example.com');
    const adminAnswer = await admin.request('GET', url);
    expect(adminAnswer.statusCode).toBe(200);
    expect(adminAnswer.headers['cache-control']).toBe('private, no-store');
    expect(VenueSearchResponseSchema.parse(adminAnswer.json()).data.pagination.total).toBeGreaterThanOrEqual(35);
  });
});

describe('other search procedures', () => {
  it('api_get_categories counts live listings per category, all by default', async () => {
    const all = GetCategoriesResponseSchema.parse((await post('/api/rpc/api_get_categories', {})).json());
    expect(all.data.venue_categories?.find((c) => c.slug === 'all')?.count).toBe(35);
    expect(all.data.vendor_categories?.find((c) => c.slug === 'music-djs')?.count).toBe(7);
    const venuesOnly = GetCategoriesResponseSchema.parse(
      (await post('/api/rpc/api_get_categories', { entity_type: 'venue' })).json(),
    );
    expect(venuesOnly.data.vendor_categories).toBeUndefined();
  });

  it('GET /api/search/filters offers options drawn from live listings', async () => {
    const filters = SearchFiltersSchema.parse((await client(app).request('GET', '/api/search/filters')).json());
    expect(filters.amenities).toContain('WiFi');
    expect(filters.cities.map((c) => c.city)).toContain('Austin');
    expect(filters.services.length).toBeGreaterThan(10);
    expect(filters.maxCapacity).toBe(1500);
  });

  it('semantic_venue_search takes words and keeps the threshold', async () => {
    const body = SemanticVenueResponseSchema.parse(
      (await post('/api/rpc/semantic_venue_search', { query_text: 'open-air terrace for a birthday' })).json(),
    );
    expect(body.data.venues[0]?.type).toBe('rooftop');
    expect(body.data.venues.every((v) => v.similarity >= 0.7)).toBe(true);
    expect((await post('/api/rpc/semantic_venue_search', {})).statusCode).toBe(400);
    expect((await post('/api/rpc/semantic_venue_search', { query_embedding: [1, 2, 3] })).statusCode).toBe(400);
  });

  it('generate-embeddings answers a 100-number unit vector for a signed-in user', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const response = await customer.request('POST', '/api/functions/generate-embeddings', {
      content: 'rooftop birthday party',
    });
    const { data } = GenerateEmbeddingsResponseSchema.parse(response.json());
    expect(data.dimensions).toBe(100);
    expect(Math.hypot(...data.embedding)).toBeCloseTo(1, 3);
    expect((await customer.request('POST', '/api/functions/generate-embeddings', { content: '   ' })).statusCode).toBe(
      400,
    );
  });
});
