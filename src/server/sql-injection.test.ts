// SQL meta-characters in every parameter that takes free text and reaches a query: search words, places, amenity and
// service lists, semantic text, story filters and slugs, listing addresses, the admin queue's search, the mailbox,
// the concierge and the embeddings. Each answers normally (or refuses with a 400 where the schema allows no such
// value), never a 5xx; a LIKE wildcard matches only itself; and every table is intact afterwards.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_MESSAGES, StoriesListSchema } from '#shared/stories.ts';
import {
  SemanticVendorResponseSchema,
  SemanticVenueResponseSchema,
  VendorSearchResponseSchema,
  VenueSearchResponseSchema,
} from '#shared/search.ts';
import { partnerApplications, stories, user, vendors, venues } from './db/schema/index.ts';
import { client, signedIn, type Client } from './testing/http.ts';
import { newVerifiedUser } from './testing/new-user.ts';
import { createTestApp } from './testing/test-app.ts';

/** Quotes, comments, LIKE wildcards, escapes, placeholders, casts and non-ASCII text (no NUL: text cannot hold it). */
const META = [
  "'",
  "''; DROP TABLE venues; --",
  '%',
  '_',
  '\\',
  '" OR 1=1 --',
  '$1',
  '::text',
  "%' OR '%'='",
  "1'); DELETE FROM vendors WHERE ('1'='1",
  'Ünïcødé 𝄞 東京 café',
];
/** The values above with no letters or digits: a filter holding one can match nothing. */
const SYMBOLS = META.filter((value) => !/[\p{L}\p{N}]/u.test(value));

let app: Awaited<ReturnType<typeof createTestApp>>;
let guest: Client;

beforeAll(async () => {
  app = await createTestApp();
  guest = client(app);
}, 120_000);
afterAll(async () => app?.close());

async function tableSizes() {
  const size = async (
    table: typeof venues | typeof vendors | typeof stories | typeof user | typeof partnerApplications,
  ) => (await app.db.select({ n: count() }).from(table))[0]?.n;
  return {
    venues: await size(venues),
    vendors: await size(vendors),
    stories: await size(stories),
    user: await size(user),
    applications: await size(partnerApplications),
  };
}

/** The ids and total of a search of the live listings, checked to be a normal §7 answer. */
async function search(kind: 'venues' | 'vendors', body: Record<string, unknown>) {
  const response = await guest.request('POST', `/api/rpc/api_search_${kind}`, { limit: 100, ...body });
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  const answer = (kind === 'venues' ? VenueSearchResponseSchema : VendorSearchResponseSchema).parse(response.json());
  expect(answer, JSON.stringify(body)).toMatchObject({ success: true, source: 'search' });
  const cards: { id: string }[] = 'venues' in answer.data ? answer.data.venues : answer.data.vendors;
  return { ids: cards.map((card) => card.id), total: answer.data.pagination.total };
}
const venueSearch = (body: Record<string, unknown>) => search('venues', body);
const vendorSearch = (body: Record<string, unknown>) => search('vendors', body);

/** A partner application under this business name, from a new account. */
async function applyAsVendor(businessName: string) {
  const { c } = await newVerifiedUser(app);
  const response = await c.request('POST', '/api/partner/applications', {
    partnerType: 'vendor',
    businessName,
    contactName: 'Nia Jar',
    phone: '+1 (718) 555-0199',
    businessAddress: '12 Wythe Ave',
    city: 'Brooklyn',
    state: 'NY',
    description: 'DJ and sound system hire for parties of 50 to 500 guests across New York.',
    categories: ['music-djs'],
  });
  expect(response.statusCode, response.body).toBe(201);
}
/** A business name holding both LIKE wildcards. */
const WILDCARD_NAME = 'Hundred%_Sound Co';

describe('SQL meta-characters in search parameters', () => {
  let before: Awaited<ReturnType<typeof tableSizes>>;
  beforeAll(async () => {
    for (const businessName of ['Hundred Sound Co', WILDCARD_NAME]) await applyAsVendor(businessName);
    before = await tableSizes();
  });

  it('venue search: words, place, city, state and amenities answer normally and wildcards match only themselves', async () => {
    const everything = await venueSearch({});
    const rooftop = (await venueSearch({ search_query: 'rooftop', sort_by: 'relevance' })).ids;
    expect(rooftop.length).toBeGreaterThan(0);
    for (const value of META) {
      await venueSearch({ search_query: value });
      await venueSearch({ search_query: value, sort_by: 'relevance' });
      for (const field of ['location', 'city', 'state']) {
        expect((await venueSearch({ [field]: value })).total, `${field} ${value}`).toBe(0);
      }
      expect((await venueSearch({ amenities: [value, 'WiFi'] })).total, value).toBe(0);
    }
    // Punctuation is not a word: the symbols alone ask for nothing in particular, and around a word change nothing.
    for (const value of SYMBOLS) {
      expect((await venueSearch({ search_query: value })).ids, value).toEqual(everything.ids);
      expect((await venueSearch({ search_query: `rooftop${value}`, sort_by: 'relevance' })).ids, value).toEqual(
        rooftop,
      );
    }
  });

  it('vendor search: words, place, city, state, services and service areas answer normally', async () => {
    const everything = await vendorSearch({});
    const dj = (await vendorSearch({ search_query: 'dj', sort_by: 'relevance' })).ids;
    expect(dj.length).toBeGreaterThan(0);
    for (const value of META) {
      await vendorSearch({ search_query: value, sort_by: 'relevance' });
      for (const field of ['location', 'city', 'state']) {
        expect((await vendorSearch({ [field]: value })).total, `${field} ${value}`).toBe(0);
      }
      expect((await vendorSearch({ services: [value] })).total, value).toBe(0);
      expect((await vendorSearch({ service_areas: [value, `${value}%`] })).total, value).toBe(0);
    }
    for (const value of SYMBOLS) {
      expect((await vendorSearch({ search_query: value })).ids, value).toEqual(everything.ids);
      expect((await vendorSearch({ search_query: `'dj${value}`, sort_by: 'relevance' })).ids, value).toEqual(dj);
    }
  });

  it('semantic search takes any text and user id; the categories refuse an unknown entity type with a 400', async () => {
    for (const value of META) {
      const venuesAnswer = await guest.request('POST', '/api/rpc/semantic_venue_search', {
        query_text: `rooftop ${value}`,
        user_id: value,
      });
      expect(venuesAnswer.statusCode, value).toBe(200);
      expect(SemanticVenueResponseSchema.parse(venuesAnswer.json()).success).toBe(true);
      const vendorsAnswer = await guest.request('POST', '/api/rpc/semantic_vendor_search', { query_text: value });
      expect(vendorsAnswer.statusCode, value).toBe(200);
      expect(SemanticVendorResponseSchema.parse(vendorsAnswer.json()).success).toBe(true);
      const categories = await guest.request('POST', '/api/rpc/api_get_categories', { entity_type: value });
      expect(categories.statusCode, value).toBe(400);
      expect(categories.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('story filters and slugs, listing addresses and the conversation scope answer normally or not found', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    for (const value of META) {
      const list = await guest.request('GET', `/api/stories?type=${encodeURIComponent(value)}`);
      expect(list.statusCode, value).toBe(200);
      expect(StoriesListSchema.parse(list.json()).total, value).toBe(0);
      const story = await guest.request('GET', `/api/stories/${encodeURIComponent(value)}`);
      expect(story.statusCode, value).toBe(404);
      expect(story.json().error.message).toBe(STORY_MESSAGES.notFound);
      // A listing address that names nothing falls back (§7): a venue to a live venue, a vendor to sample data.
      const venue = await guest.request('GET', `/api/venues/${encodeURIComponent(value)}`);
      expect(venue.statusCode, value).toBe(200);
      expect(venue.json().fallback, value).not.toBeNull();
      const vendor = await guest.request('GET', `/api/vendors/${encodeURIComponent(value)}`);
      expect(vendor.statusCode, value).toBe(200);
      expect(vendor.json().fallback, value).toBe('sample');
      expect(
        (await customer.request('GET', `/api/conversations?as=${encodeURIComponent(value)}`)).statusCode,
        value,
      ).toBe(400);
    }
  });

  it("the admin queue's search matches the words literally, wildcards included", async () => {
    const admin = await signedIn(app, 'admin@example.com');
    const queue = async (q: string) => {
      const response = await admin.request('GET', `/api/admin/applications?status=all&q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      return (response.json() as { applications: { businessName: string }[] }).applications.map((a) => a.businessName);
    };
    expect((await queue('Hundred')).sort()).toEqual(['Hundred Sound Co', WILDCARD_NAME]);
    // As LIKE patterns these would match both names (and every applicant's email).
    for (const q of ['%', '_', 'Hundred%', '%_Sound']) expect(await queue(q), q).toEqual([WILDCARD_NAME]);
    expect(await queue('d_Sound')).toEqual([]);
    for (const value of META.filter((v) => !['%', '_'].includes(v))) expect(await queue(value), value).toEqual([]);
  });

  it('the mailbox, the concierge and the embeddings take the text as text', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    for (const value of META) {
      const mail = await guest.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(value)}`);
      expect(mail.statusCode, value).toBe(200);
      expect(mail.json(), value).toEqual([]);
      const turn = await guest.request('POST', '/api/functions/ai-assistant-enhanced', {
        query: `A birthday for 40 in Austin ${value}`,
      });
      expect(turn.statusCode, value).toBe(200);
      expect(turn.json().success).toBe(true);
      const embedding = await customer.request('POST', '/api/functions/generate-embeddings', { content: value });
      expect(embedding.statusCode, value).toBe(200);
      expect(embedding.json().data.embedding.length).toBeGreaterThan(0);
    }
  });

  it('leaves every table as it was (runs last)', async () => {
    expect(before.venues).toBeGreaterThan(0);
    expect(await tableSizes()).toEqual(before);
  });
});
