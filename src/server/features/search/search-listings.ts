// Hybrid listing search (§7 api_search_venues / api_search_vendors) over the in-memory catalogue index
// (ADR 006): filters first, then full text (with typo alternatives) and semantic neighbours fused by
// reciprocal rank, or a plain sorted page when there are no words.
import { asc, count, desc, type SQL } from 'drizzle-orm';
import { SEARCH_DEFAULTS } from '#shared/constants.ts';
import type { Pagination, VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { hasMeaning } from '../../adapters/embeddings/index.ts';
import type { Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import { toVendorCard, toVenueCard } from '../catalogue/to-cards.ts';
import { venueFilter, vendorFilter, type ListingFilter } from './listing-index/doc-filters.ts';
import type { ListingIndex } from './listing-index/listing-index.ts';
import { liveVendor, liveVenue, venuesClosedOn, whereAll } from './listing-filters.ts';
import { guestCountIn, queryWords, withoutGuestCount } from './query-text.ts';
import { fuseRankings } from './rank-fusion.ts';
import type { SearchContext } from './search-context.ts';
import { queryLexemes } from './query-lexemes.ts';

/** Candidates taken from each ranking before fusion. */
const FULL_TEXT_POOL = 500;
const SEMANTIC_POOL = 100;
/** Below the §9 match threshold a semantic neighbour is noise, not a match. */
export const HYBRID_MIN_SIMILARITY = SEARCH_DEFAULTS.matchThreshold;

/** A page of listing cards, already serialized (the index keeps each card as JSON text). */
export interface SearchPage {
  cardsJson: string;
  pagination: Pagination;
}

interface Query {
  search_query?: string | undefined;
  sort_by: VenueSearchParams['sort_by'];
  limit: number;
  offset: number;
}

export async function searchVenues(ctx: SearchContext, params: VenueSearchParams, activeOnly: boolean): Promise<SearchPage> {
  const guests = params.search_query && params.min_capacity === undefined ? guestCountIn(params.search_query) : null;
  const effective = guests ? { ...params, min_capacity: guests, search_query: withoutGuestCount(params.search_query as string) } : params;
  const closed = effective.date ? await venuesClosedOn(ctx.db, effective.date) : undefined;
  return search(ctx, ctx.index.venues, effective, venueFilter(effective, activeOnly, closed));
}

export async function searchVendors(ctx: SearchContext, params: VendorSearchParams, activeOnly: boolean): Promise<SearchPage> {
  return search(ctx, ctx.index.vendors, params, vendorFilter(params, activeOnly));
}

async function search(ctx: SearchContext, index: ListingIndex, params: Query, filter: ListingFilter): Promise<SearchPage> {
  const { limit, offset } = params;
  const words = params.search_query ? queryWords(params.search_query) : [];
  if (words.length === 0) {
    const { slots, total } = index.sortedPage(params.sort_by, filter, offset, limit);
    return { cardsJson: index.cardsJson(slots), pagination: { total, limit, offset } };
  }

  const cities = citiesNamed(index, words);
  const [lexemes, embedding] = await Promise.all([queryLexemes(ctx.index, index, withoutPlaces(words, cities)), meaningOf(ctx, params.search_query as string)]);
  // From here on nothing awaits, so no listing changes under the slots in hand.
  const allowed = index.mask(filter);
  const fullText = lexemes.length > 0 ? index.text.top(lexemes, allowed, FULL_TEXT_POOL, index.tieKeys()).slots : [];
  const semantic = embedding ? index.vectors.nearest(embedding, SEMANTIC_POOL, allowed, HYBRID_MIN_SIMILARITY).map((n) => n.slot) : [];
  // Listings only in the named city match nothing asked for, so the city list only ranks the others.
  const local = cities.length > 0 ? cityCandidates(index, cities, new Set([...fullText, ...semantic])) : [];
  const fused = fuseRankings([{ ids: fullText }, { ids: semantic }, { ids: local }]);
  const ordered = params.sort_by === 'relevance' ? fused : index.sortSlots(fused, params.sort_by);
  return { cardsJson: index.cardsJson(ordered.slice(offset, offset + limit)), pagination: { total: ordered.length, limit, offset } };
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

/** Candidates in the named cities, best rated first. */
function cityCandidates(index: ListingIndex, cities: string[], candidates: ReadonlySet<number>): number[] {
  const tieKeys = index.tieKeys();
  return index
    .inCities(candidates, cities)
    .sort((a, b) => (tieKeys[a] as number) - (tieKeys[b] as number))
    .slice(0, FULL_TEXT_POOL);
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
    db.select().from(vendors).where(where).orderBy(desc(vendors.createdAt), asc(vendors.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  return { cardsJson: JSON.stringify(rows.map(toVendorCard)), pagination: { total: total?.n ?? 0, limit, offset } };
}
