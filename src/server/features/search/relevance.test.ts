// Relevance on the sample catalogue, on every database target: the relevance set (planners' words, the expected
// category in the top three for 95% of them), everyday queries to the semantic procedures at the default threshold,
// and natural queries with the listings a person would expect in the first five.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SemanticSearchRequestSchema, VendorSearchRequestSchema, VenueSearchRequestSchema } from '#shared/search.ts';
import type { Database } from '../../db/client.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openSearchDatabase } from '../../testing/search-database.ts';
import { RELEVANCE_CASES, SEMANTIC_CASES, type RelevanceCase } from './relevance-cases.ts';
import type { SearchContext } from './search-context.ts';
import { searchVendors, searchVenues } from './search-listings.ts';
import { semanticVendors, semanticVenues } from './semantic-search.ts';

interface Case {
  query: string;
  kind: 'venue' | 'vendor';
  /** Every one of these must be in the first five. */
  topFive: string[];
  why: 'keyword' | 'typo' | 'meaning' | 'place';
}

const CASES: Case[] = [
  {
    query: 'warehouse rave for 300 people',
    kind: 'venue',
    topFive: ['Kiln Works', 'Dock 14', 'Switchyard', 'Ironclad Hall'],
    why: 'keyword',
  },
  {
    query: 'quiet gallery for a book launch',
    kind: 'venue',
    topFive: ['Pale Blue Gallery', 'Margin Gallery'],
    why: 'keyword',
  },
  {
    query: 'open-air terrace for a birthday',
    kind: 'venue',
    topFive: ['Sunbird Terrace', 'Mirador 23'],
    why: 'meaning',
  },
  { query: 'rooftp party', kind: 'venue', topFive: ['Skyline Social', 'Golden Hour Deck'], why: 'typo' },
  {
    query: 'grand ballroom for a gala dinner',
    kind: 'venue',
    topFive: ['Grand Meridian Ballroom', 'The Aurelian Ballroom', 'The Larimer Ballroom'],
    why: 'keyword',
  },
  {
    query: 'outdoor garden wedding with flowers',
    kind: 'venue',
    topFive: ['Magnolia House Gardens', 'Bougainvillea Estate'],
    why: 'meaning',
  },
  {
    query: 'conference room for a company offsite',
    kind: 'venue',
    topFive: ['Harbor Point Conference Center', 'Summit House Conference Center'],
    why: 'keyword',
  },
  { query: 'wedding photographer in Austin', kind: 'vendor', topFive: ['Reel Moments Films'], why: 'place' },
  { query: 'wedding photographer', kind: 'vendor', topFive: ['Lena Park Photography'], why: 'keyword' },
  { query: 'dj for a techno night', kind: 'vendor', topFive: ['DJ Nova Reyes', 'Kasai Sound'], why: 'keyword' },
  { query: 'caterer for a backyard barbecue', kind: 'vendor', topFive: ['Smoke Signal BBQ'], why: 'meaning' },
  { query: 'someone to pour cocktails', kind: 'vendor', topFive: ['Shaker & Stir'], why: 'meaning' },
  { query: 'florist', kind: 'vendor', topFive: ['Wild Stem Floral', 'Prairie Gold Florals'], why: 'keyword' },
  { query: 'secuirty guards for a concert', kind: 'vendor', topFive: ['Sentinel Event Security'], why: 'typo' },
  {
    query: 'lighting design',
    kind: 'vendor',
    topFive: ['Prism Lighting Design', 'Lone Star Lightworks'],
    why: 'keyword',
  },
];

describe.each(databaseTargets())('relevance on $name', (target) => {
  let database: Database;
  let ctx: SearchContext;

  beforeAll(async () => {
    ({ database, ctx } = await openSearchDatabase(target));
  }, 180_000);

  afterAll(async () => {
    await database?.close();
  });

  /** The first `limit` cards of a relevance-sorted search. */
  async function cards(
    kind: 'venue' | 'vendor',
    query: string,
    limit: number,
  ): Promise<{ name: string; type?: string; category?: string }[]> {
    const body = { search_query: query, sort_by: 'relevance', limit } as const;
    const page =
      kind === 'venue'
        ? await searchVenues(ctx, VenueSearchRequestSchema.parse(body), true)
        : await searchVendors(ctx, VendorSearchRequestSchema.parse(body), true);
    return JSON.parse(page.cardsJson) as { name: string; type?: string; category?: string }[];
  }

  it(`puts an expected category in the top three for 95% of ${RELEVANCE_CASES.length} planner queries, first for 90%`, async () => {
    const misses: string[] = [];
    let firsts = 0;
    for (const { kind, query, expected } of RELEVANCE_CASES) {
      const top = await cards(kind, query, 3);
      const inExpected = top.map((card) =>
        (expected as readonly string[]).includes((card.type ?? card.category) as string),
      );
      if (inExpected[0]) firsts += 1;
      if (!inExpected.includes(true))
        misses.push(
          `${kind} "${query}" expected ${expected.join(' or ')}, got ${top.map((c) => `${c.name} (${c.type ?? c.category})`).join(', ')}`,
        );
    }
    if (misses.length > 0) console.info(`Relevance set misses:\n${misses.join('\n')}`);
    const passed = 1 - misses.length / RELEVANCE_CASES.length;
    expect(passed, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(firsts / RELEVANCE_CASES.length).toBeGreaterThanOrEqual(0.9);
  });

  it('ranks the photographers first for "wedding photographer", and no listing that shares only "wedding"', async () => {
    const body = VendorSearchRequestSchema.parse({
      search_query: 'wedding photographer',
      sort_by: 'relevance',
      limit: 50,
    });
    const page = await searchVendors(ctx, body, true);
    const found = JSON.parse(page.cardsJson) as { name: string; category: string }[];
    expect(found.slice(0, 5).map((card) => card.category)).toEqual(new Array(5).fill('photography-video'));
    expect(found.map((card) => card.name)).not.toContain('Cascade Shuttle Co.');
    expect(page.pagination.total).toBeLessThan(15);
  });

  it.each(SEMANTIC_CASES)(
    'semantic search for "$query" at the default threshold answers, $expected first',
    async ({ kind, query, expected }: RelevanceCase) => {
      const params = SemanticSearchRequestSchema.parse({ query_text: query });
      expect(params.match_threshold).toBe(0.7);
      const matches: { similarity: number; type?: string; category?: string }[] =
        kind === 'venue' ? await semanticVenues(ctx, params) : await semanticVendors(ctx, params);
      expect(matches.length).toBeGreaterThan(0);
      expect(matches.every((match) => match.similarity >= 0.7)).toBe(true);
      expect(expected).toContain(matches[0]?.type ?? matches[0]?.category);
    },
  );

  it.each(CASES)('$why: "$query" puts $topFive in the top five', async ({ query, kind, topFive }) => {
    const names = (await cards(kind, query, 5)).map((card) => card.name);
    expect(names).toEqual(expect.arrayContaining(topFive));
  });
});
