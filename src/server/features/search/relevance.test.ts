// Relevance on the sample catalogue: natural queries and the listings a person would expect in the
// first five results. Keyword, typo and meaning-only cases, on every database target.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorSearchRequestSchema, VenueSearchRequestSchema } from '#shared/search.ts';
import type { Database } from '../../db/client.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openSearchDatabase } from '../../testing/search-database.ts';
import type { SearchContext } from './search-context.ts';
import { searchVendors, searchVenues } from './search-listings.ts';

interface Case {
  query: string;
  kind: 'venue' | 'vendor';
  /** Every one of these must be in the first five. */
  topFive: string[];
  why: 'keyword' | 'typo' | 'meaning' | 'place';
}

const CASES: Case[] = [
  { query: 'warehouse rave for 300 people', kind: 'venue', topFive: ['Kiln Works', 'Dock 14', 'Switchyard', 'Ironclad Hall'], why: 'keyword' },
  { query: 'quiet gallery for a book launch', kind: 'venue', topFive: ['Pale Blue Gallery', 'Margin Gallery'], why: 'keyword' },
  { query: 'open-air terrace for a birthday', kind: 'venue', topFive: ['Sunbird Terrace', 'Mirador 23'], why: 'meaning' },
  { query: 'rooftp party', kind: 'venue', topFive: ['Skyline Social', 'Golden Hour Deck'], why: 'typo' },
  { query: 'grand ballroom for a gala dinner', kind: 'venue', topFive: ['Grand Meridian Ballroom', 'The Aurelian Ballroom', 'The Larimer Ballroom'], why: 'keyword' },
  { query: 'outdoor garden wedding with flowers', kind: 'venue', topFive: ['Magnolia House Gardens', 'Bougainvillea Estate'], why: 'meaning' },
  { query: 'conference room for a company offsite', kind: 'venue', topFive: ['Harbor Point Conference Center', 'Summit House Conference Center'], why: 'keyword' },
  { query: 'wedding photographer in Austin', kind: 'vendor', topFive: ['Reel Moments Films'], why: 'place' },
  { query: 'wedding photographer', kind: 'vendor', topFive: ['Lena Park Photography'], why: 'keyword' },
  { query: 'dj for a techno night', kind: 'vendor', topFive: ['DJ Nova Reyes', 'Kasai Sound'], why: 'keyword' },
  { query: 'caterer for a backyard barbecue', kind: 'vendor', topFive: ['Smoke Signal BBQ'], why: 'meaning' },
  { query: 'someone to pour cocktails', kind: 'vendor', topFive: ['Shaker & Stir'], why: 'meaning' },
  { query: 'florist', kind: 'vendor', topFive: ['Wild Stem Floral', 'Prairie Gold Florals'], why: 'keyword' },
  { query: 'secuirty guards for a concert', kind: 'vendor', topFive: ['Sentinel Event Security'], why: 'typo' },
  { query: 'lighting design', kind: 'vendor', topFive: ['Prism Lighting Design', 'Lone Star Lightworks'], why: 'keyword' },
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

  it.each(CASES)('$why: "$query" puts $topFive in the top five', async ({ query, kind, topFive }) => {
    const body = { search_query: query, sort_by: 'relevance', limit: 5 } as const;
    const page =
      kind === 'venue' ? await searchVenues(ctx, VenueSearchRequestSchema.parse(body), true) : await searchVendors(ctx, VendorSearchRequestSchema.parse(body), true);
    const names = (JSON.parse(page.cardsJson) as { name: string }[]).map((card) => card.name);
    expect(names).toEqual(expect.arrayContaining(topFive));
  });
});
