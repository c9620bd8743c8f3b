// The search procedures over HTTP: validation, the cached JSON answer, admin-only unlisted results,
// categories, filter options, semantic search and generate-embeddings.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateEmbeddingsResponseSchema, GetCategoriesResponseSchema, SearchFiltersSchema, SemanticVenueResponseSchema, VenueSearchResponseSchema } from '#shared/search.ts';
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
      app.inject({ method: 'POST', url: '/api/rpc/api_search_venues', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding }, body });
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
    for (const bad of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { min_price: -5 }, { venue_types: ['castle'] }, { sort_by: 'random' }, { date: '22/11/2026' }, { unknown: 1 }]) {
      const response = await post('/api/rpc/api_search_venues', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Some fields are not valid.' });
    }
  });

  it('lists unlisted venues only for admins asking with active_only false', async () => {
    const total = (response: { json(): unknown }) => VenueSearchResponseSchema.parse(response.json()).data.pagination.total;
    const publicAll = total(await post('/api/rpc/api_search_venues', { active_only: false, limit: 100 }));
    const admin = await signedIn(app, 'admin@example.com');
    const adminAll = total(await admin.request('POST', '/api/rpc/api_search_venues', { active_only: false, limit: 100 }));
    expect(publicAll).toBe(35);
    expect(adminAll).toBeGreaterThanOrEqual(publicAll);
  });
});

describe('other search procedures', () => {
  it('api_get_categories counts live listings per category, all by default', async () => {
    const all = GetCategoriesResponseSchema.parse((await post('/api/rpc/api_get_categories', {})).json());
    expect(all.data.venue_categories?.find((c) => c.slug === 'all')?.count).toBe(35);
    expect(all.data.vendor_categories?.find((c) => c.slug === 'music-djs')?.count).toBe(7);
    const venuesOnly = GetCategoriesResponseSchema.parse((await post('/api/rpc/api_get_categories', { entity_type: 'venue' })).json());
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
    const body = SemanticVenueResponseSchema.parse((await post('/api/rpc/semantic_venue_search', { query_text: 'open-air terrace for a birthday' })).json());
    expect(body.data.venues[0]?.type).toBe('rooftop');
    expect(body.data.venues.every((v) => v.similarity >= 0.7)).toBe(true);
    expect((await post('/api/rpc/semantic_venue_search', {})).statusCode).toBe(400);
    expect((await post('/api/rpc/semantic_venue_search', { query_embedding: [1, 2, 3] })).statusCode).toBe(400);
  });

  it('generate-embeddings answers a 100-number unit vector for a signed-in user', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const response = await customer.request('POST', '/api/functions/generate-embeddings', { content: 'rooftop birthday party' });
    const { data } = GenerateEmbeddingsResponseSchema.parse(response.json());
    expect(data.dimensions).toBe(100);
    expect(Math.hypot(...data.embedding)).toBeCloseTo(1, 3);
    expect((await customer.request('POST', '/api/functions/generate-embeddings', { content: '   ' })).statusCode).toBe(400);
  });
});
