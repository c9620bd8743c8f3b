// Hybrid listing search (§7 api_search_venues / api_search_vendors) over the in-memory catalogue index
// (ADR 006): filters first, then full text (with typo alternatives), semantic neighbours and the categories the
// words name, fused by reciprocal rank, or a plain sorted page when there are no words. Planned here, where the
// database (word stems, a date's closures) and the embedder are; run on the index by run-search-plan.ts.
import { asc, count, desc, type SQL } from 'drizzle-orm';
import { vendorServicesNamed, venueKindsNamed } from '#shared/category-words.ts';
import type { VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { hasMeaning } from '../../adapters/embeddings/index.ts';
import type { Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import {
  closedListings,
  listingsUnavailable,
  liveVendor,
  liveVenue,
  toVendorCard,
  toVenueCard,
  whereAll,
} from '../listings/index.ts';
import type { ClosedListings } from '../listings/index.ts';
import { searchDatabase } from './database-search.ts';
import type { ListingIndex } from './listing-index/listing-index.ts';
import { askedAndContext, guestCountIn, queryWords, withoutGuestCount } from './query-text.ts';
import {
  HYBRID_MIN_SIMILARITY,
  runSearchPlan,
  type PlannedWords,
  type SearchPage,
  type SearchPlan,
} from './run-search-plan.ts';
import type { SearchContext } from './search-context.ts';
import { queryLexemes } from './query-lexemes.ts';

/** A page of venues, from the index, or from the database while the index loads. */
export async function searchVenues(
  ctx: SearchContext,
  params: VenueSearchParams,
  activeOnly: boolean,
): Promise<SearchPage> {
  const plan = await planVenueSearch(ctx, params, activeOnly);
  return ctx.index.loaded ? runSearchPlan(ctx.index.venues, plan) : searchDatabase(ctx.db, plan);
}

export async function searchVendors(
  ctx: SearchContext,
  params: VendorSearchParams,
  activeOnly: boolean,
): Promise<SearchPage> {
  const plan = await planVendorSearch(ctx, params, activeOnly);
  return ctx.index.loaded ? runSearchPlan(ctx.index.vendors, plan) : searchDatabase(ctx.db, plan);
}

/**
 * The listings not free for the asked day (and hours, when a start time and hours come with it); null: none asked.
 * Once the index has loaded, those its bookings and blocks take, from the days kept in memory and each listing's
 * rules in the index, which tests weekly hours itself; before, all of it from the database.
 */
async function unavailableFor(
  ctx: SearchContext,
  kind: 'venue' | 'vendor',
  params: Pick<VenueSearchParams, 'date' | 'start_time' | 'hours'>,
): Promise<ClosedListings | null> {
  if (!params.date) return null;
  const asked = params.start_time && params.hours ? { startTime: params.start_time, hours: params.hours } : null;
  if (!ctx.index.loaded) return closedListings(await listingsUnavailable(ctx.db, kind, params.date, asked, new Date()));
  const index = kind === 'venue' ? ctx.index.venues : ctx.index.vendors;
  const rulesOf = (id: string) => {
    const slot = index.slotFor(id);
    return slot === undefined ? undefined : index.doc(slot);
  };
  return ctx.days.unavailable(kind, rulesOf, params.date, asked, new Date());
}

export async function planVenueSearch(
  ctx: SearchContext,
  params: VenueSearchParams,
  activeOnly: boolean,
): Promise<SearchPlan> {
  const guests = params.search_query && params.min_capacity === undefined ? guestCountIn(params.search_query) : null;
  const effective = guests
    ? { ...params, min_capacity: guests, search_query: withoutGuestCount(params.search_query as string) }
    : params;
  const [closed, words] = await Promise.all([
    unavailableFor(ctx, 'venue', effective),
    planWords(ctx, ctx.index.venues, effective.search_query),
  ]);
  return { kind: 'venue', params: effective, closed, activeOnly, words };
}

export async function planVendorSearch(
  ctx: SearchContext,
  params: VendorSearchParams,
  activeOnly: boolean,
): Promise<SearchPlan> {
  const [closed, words] = await Promise.all([
    unavailableFor(ctx, 'vendor', params),
    planWords(ctx, ctx.index.vendors, params.search_query),
  ]);
  return { kind: 'vendor', params, closed, activeOnly, words };
}

async function planWords(
  ctx: SearchContext,
  index: ListingIndex,
  query: string | undefined,
): Promise<PlannedWords | null> {
  const words = query ? queryWords(query) : [];
  if (words.length === 0) return null;
  const cities = citiesNamed(index, words);
  const { asked, context } = askedAndContext(withoutPlaces(words, cities));
  const [lexemes, contextLexemes, embedding] = await Promise.all([
    queryLexemes(ctx.index, index, asked),
    queryLexemes(ctx.index, index, context),
    meaningOf(ctx, query as string),
  ]);
  const categories: string[] =
    index.kind === 'venue' ? venueKindsNamed(query as string) : vendorServicesNamed(query as string);
  return {
    lexemes,
    contextLexemes,
    embedding,
    minCosine: ctx.embedder.scale.cosine(HYBRID_MIN_SIMILARITY),
    cities,
    categories,
  };
}

/** The query's embedding, or null when the embedder can place none of its words. */
async function meaningOf(ctx: SearchContext, query: string): Promise<number[] | null> {
  const [embedding] = await ctx.embedder.embed([query]);
  return embedding && hasMeaning(embedding) ? embedding : null;
}

/** The known cities the words name, as one or two words ('austin', 'new york'). */
function citiesNamed(index: ListingIndex, words: readonly string[]): string[] {
  const phrases = new Set([...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)]);
  return [...index.cities()].filter((city) => phrases.has(city));
}

/** The words left once the named cities are taken out (the city list ranks those); all words if none are left. */
function withoutPlaces(words: string[], cities: string[]): string[] {
  const placeWords = new Set(cities.flatMap((city) => city.split(' ')));
  const rest = words.filter((word) => !placeWords.has(word));
  return rest.length > 0 ? rest : words;
}

/** §7 fallback: the live listings, newest first, straight from the database, when search itself fails. */
export async function directVenues(db: Db, limit: number, offset: number): Promise<SearchPage> {
  const where = whereAll([liveVenue]);
  const [rows, [total]] = await Promise.all([
    db.select().from(venues).where(where).orderBy(desc(venues.createdAt), asc(venues.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(venues).where(where),
  ]);
  return { cardsJson: JSON.stringify(rows.map(toVenueCard)), pagination: { total: total?.n ?? 0, limit, offset } };
}

export async function directVendors(db: Db, limit: number, offset: number): Promise<SearchPage> {
  const where: SQL = whereAll([liveVendor]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(where)
      .orderBy(desc(vendors.createdAt), asc(vendors.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  return { cardsJson: JSON.stringify(rows.map(toVendorCard)), pagination: { total: total?.n ?? 0, limit, offset } };
}
