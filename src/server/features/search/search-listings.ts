// Hybrid listing search (§7 api_search_venues / api_search_vendors): filters first, then full-text
// (with typo alternatives) and semantic neighbours fused by reciprocal rank, or a plain sorted page
// when there are no words.
import { asc, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_DEFAULTS } from '#shared/constants.ts';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import type { Pagination, VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { hasMeaning } from '../../adapters/embeddings/index.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import { toVendorCard, toVenueCard } from '../catalogue/to-cards.ts';
import { withSpellingAlternatives } from './correct-terms.ts';
import { liveVendor, liveVenue, vendorConditions, venueConditions, whereAll } from './listing-filters.ts';
import { nearestListings, type ListingKind } from './nearest-listings.ts';
import { citiesMentioned } from './place-mentions.ts';
import { buildTsQuery, guestCountIn, queryWords } from './query-text.ts';
import { fuseRankings } from './rank-fusion.ts';
import type { SearchContext } from './search-context.ts';

/** Candidates taken from each ranking before fusion. */
const FULL_TEXT_POOL = 500;
const SEMANTIC_POOL = 100;
/** Below the §9 match threshold a semantic neighbour is noise, not a match. */
export const HYBRID_MIN_SIMILARITY = SEARCH_DEFAULTS.matchThreshold;

export interface SearchPage<T> {
  items: T[];
  pagination: Pagination;
}

type Sort = VenueSearchParams['sort_by'] | VendorSearchParams['sort_by'];

interface Sortable {
  id: string;
  name: string;
  price: number;
  rating: number;
  capacity: number;
}

interface ListingSpec<Row, Card> {
  kind: ListingKind;
  table: typeof venues | typeof vendors;
  id: PgColumn;
  name: PgColumn;
  price: PgColumn;
  rating: PgColumn;
  reviews: PgColumn;
  capacity: PgColumn | null;
  searchVector: PgColumn;
  createdAt: PgColumn;
  load(db: Db, ids: string[]): Promise<Row[]>;
  toCard(row: Row): Card;
}

const VENUES: ListingSpec<typeof venues.$inferSelect, VenueCard> = {
  kind: 'venue',
  table: venues,
  id: venues.id,
  name: venues.name,
  price: venues.hourlyRateCents,
  rating: venues.rating,
  reviews: venues.reviewsCount,
  capacity: venues.maxCapacity,
  searchVector: venues.searchVector,
  createdAt: venues.createdAt,
  load: (db, ids) => db.select().from(venues).where(inArray(venues.id, ids)),
  toCard: toVenueCard,
};

const VENDORS: ListingSpec<typeof vendors.$inferSelect, VendorCard> = {
  kind: 'vendor',
  table: vendors,
  id: vendors.id,
  name: vendors.name,
  price: vendors.priceCents,
  rating: vendors.rating,
  reviews: vendors.reviewsCount,
  capacity: null,
  searchVector: vendors.searchVector,
  createdAt: vendors.createdAt,
  load: (db, ids) => db.select().from(vendors).where(inArray(vendors.id, ids)),
  toCard: toVendorCard,
};

export async function searchVenues(ctx: SearchContext, params: VenueSearchParams, activeOnly: boolean): Promise<SearchPage<VenueCard>> {
  const guests = params.search_query && params.min_capacity === undefined ? guestCountIn(params.search_query) : null;
  const effective = guests ? { ...params, min_capacity: guests } : params;
  return search(ctx, VENUES, effective, venueConditions(effective, activeOnly));
}

export async function searchVendors(ctx: SearchContext, params: VendorSearchParams, activeOnly: boolean): Promise<SearchPage<VendorCard>> {
  return search(ctx, VENDORS, params, vendorConditions(params, activeOnly));
}

async function search<Row, Card>(
  ctx: SearchContext,
  spec: ListingSpec<Row, Card>,
  params: { search_query?: string | undefined; sort_by: Sort; limit: number; offset: number },
  conditions: SQL[],
): Promise<SearchPage<Card>> {
  const { limit, offset } = params;
  const words = params.search_query ? queryWords(params.search_query) : [];
  if (words.length === 0) return plainPage(ctx.db, spec, conditions, params.sort_by, limit, offset);

  const cities = await citiesMentioned(ctx, spec.kind, words);
  const [fullText, semantic, local] = await Promise.all([
    fullTextCandidates(ctx.db, spec, conditions, withoutPlaces(words, cities)),
    semanticCandidates(ctx, spec, conditions, params.search_query as string),
    cities.length > 0 ? cityCandidates(ctx.db, spec, conditions, cities) : [],
  ]);
  // Listings only near the named city match nothing asked for, so the city list only ranks the others.
  const matched = new Set([...fullText, ...semantic.rows].map((row) => row.id));
  const sortable = new Map<string, Sortable>([...semantic.rows, ...fullText].map((row) => [row.id, row]));
  const fused = fuseRankings([
    { ids: fullText.map((row) => row.id) },
    { ids: semantic.rows.map((row) => row.id) },
    { ids: local.map((row) => row.id).filter((id) => matched.has(id)) },
  ]);
  const ordered = params.sort_by === 'relevance' ? fused : sortCandidates(fused.map((id) => sortable.get(id) as Sortable), params.sort_by);
  const pageIds = ordered.slice(offset, offset + limit);
  return { items: await loadCards(ctx.db, spec, pageIds), pagination: { total: ordered.length, limit, offset } };
}

async function plainPage<Row, Card>(db: Db, spec: ListingSpec<Row, Card>, conditions: SQL[], sort: Sort, limit: number, offset: number): Promise<SearchPage<Card>> {
  const where = whereAll(conditions);
  const [rows, [total]] = await Promise.all([
    db.select({ id: spec.id }).from(spec.table).where(where).orderBy(...orderBy(spec, sort)).limit(limit).offset(offset),
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  const ids = rows.map((row) => row.id as string);
  return { items: await loadCards(db, spec, ids), pagination: { total: total?.n ?? 0, limit, offset } };
}

function orderBy(spec: ListingSpec<unknown, unknown>, sort: Sort): SQL[] {
  switch (sort) {
    case 'price':
      return [asc(spec.price), asc(spec.name), asc(spec.id)];
    case 'price_desc':
      return [desc(spec.price), asc(spec.name), asc(spec.id)];
    case 'capacity':
      return spec.capacity ? [desc(spec.capacity), asc(spec.name), asc(spec.id)] : [asc(spec.name), asc(spec.id)];
    case 'rating':
    case 'relevance':
      return [desc(spec.rating), desc(spec.reviews), asc(spec.name), asc(spec.id)];
    case 'name':
      return [asc(spec.name), asc(spec.id)];
  }
}

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

function sortCandidates(rows: Sortable[], sort: Exclude<Sort, 'relevance'>): string[] {
  const compare: Record<typeof sort, (a: Sortable, b: Sortable) => number> = {
    name: byName,
    price: (a, b) => a.price - b.price || byName(a, b),
    price_desc: (a, b) => b.price - a.price || byName(a, b),
    rating: (a, b) => b.rating - a.rating || byName(a, b),
    capacity: (a, b) => b.capacity - a.capacity || byName(a, b),
  };
  return [...rows].sort(compare[sort]).map((row) => row.id);
}

function sortableColumns(spec: ListingSpec<unknown, unknown>): SQL {
  return sql`${spec.id} AS id, ${spec.name} AS name, ${spec.price} AS price, ${spec.rating} AS rating, ${spec.capacity ?? sql`0`} AS capacity`;
}

function toSortable(row: Record<string, unknown>): Sortable {
  return { id: String(row.id), name: String(row.name), price: Number(row.price), rating: Number(row.rating), capacity: Number(row.capacity) };
}

async function fullTextCandidates(db: Db, spec: ListingSpec<unknown, unknown>, conditions: SQL[], words: string[]): Promise<Sortable[]> {
  const tsQuery = buildTsQuery(await withSpellingAlternatives(db, words));
  if (!tsQuery) return [];
  const result = await db.execute(sql`
    SELECT ${sortableColumns(spec)}
    FROM ${spec.table}, to_tsquery('english', ${tsQuery}) AS query
    WHERE ${spec.searchVector} @@ query AND ${whereAll(conditions)}
    ORDER BY ts_rank_cd(${spec.searchVector}, query, 1) DESC, ${spec.rating} DESC, ${spec.id}
    LIMIT ${FULL_TEXT_POOL}`);
  return rowsOf<Record<string, unknown>>(result).map(toSortable);
}

/** The words left once the named cities are taken out (the city list ranks those); all words if none are left. */
function withoutPlaces(words: string[], cities: string[]): string[] {
  const placeWords = new Set(cities.flatMap((city) => city.split(' ')));
  const rest = words.filter((word) => !placeWords.has(word));
  return rest.length > 0 ? rest : words;
}

async function cityCandidates(db: Db, spec: ListingSpec<unknown, unknown>, conditions: SQL[], cities: string[]): Promise<Sortable[]> {
  const table = spec.table;
  const result = await db.execute(sql`
    SELECT ${sortableColumns(spec)} FROM ${table}
    WHERE lower(${table.city}) IN (${sql.join(cities.map((city) => sql`${city}`), sql`, `)}) AND ${whereAll(conditions)}
    ORDER BY ${spec.rating} DESC, ${spec.id}
    LIMIT ${FULL_TEXT_POOL}`);
  return rowsOf<Record<string, unknown>>(result).map(toSortable);
}

async function semanticCandidates(
  ctx: SearchContext,
  spec: ListingSpec<unknown, unknown>,
  conditions: SQL[],
  query: string,
): Promise<{ rows: Sortable[] }> {
  const [embedding] = await ctx.embedder.embed([query]);
  if (!embedding || !hasMeaning(embedding)) return { rows: [] };
  const neighbours = (await nearestListings(ctx.db, ctx.vectors, spec.kind, embedding, conditions, SEMANTIC_POOL)).filter(
    (n) => n.similarity >= HYBRID_MIN_SIMILARITY,
  );
  if (neighbours.length === 0) return { rows: [] };
  const result = await ctx.db.execute(sql`SELECT ${sortableColumns(spec)} FROM ${spec.table} WHERE ${inArray(spec.id, neighbours.map((n) => n.id))}`);
  const byId = new Map(rowsOf<Record<string, unknown>>(result).map((row) => [String(row.id), toSortable(row)]));
  return { rows: neighbours.map((n) => byId.get(n.id)).filter((row): row is Sortable => row !== undefined) };
}

/** Cards for the ids, in the ids' order. */
export async function loadCards<Row, Card>(db: Db, spec: Pick<ListingSpec<Row, Card>, 'load' | 'toCard'>, ids: string[]): Promise<Card[]> {
  if (ids.length === 0) return [];
  const rows = await spec.load(db, ids);
  const byId = new Map(rows.map((row) => [(row as { id: string }).id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Awaited<Row> => row !== undefined).map(spec.toCard);
}

/** §7 fallback: the live listings, newest first, when search itself fails. */
export async function directVenues(db: Db, limit: number, offset: number): Promise<SearchPage<VenueCard>> {
  return directPage(db, VENUES, [liveVenue], limit, offset);
}

export async function directVendors(db: Db, limit: number, offset: number): Promise<SearchPage<VendorCard>> {
  return directPage(db, VENDORS, [liveVendor], limit, offset);
}

async function directPage<Row, Card>(db: Db, spec: ListingSpec<Row, Card>, conditions: SQL[], limit: number, offset: number): Promise<SearchPage<Card>> {
  const where = whereAll(conditions);
  const [rows, [total]] = await Promise.all([
    db.select({ id: spec.id }).from(spec.table).where(where).orderBy(desc(spec.createdAt), asc(spec.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  return { items: await loadCards(db, spec, rows.map((row) => row.id as string)), pagination: { total: total?.n ?? 0, limit, offset } };
}

export const LISTING_SPECS = { venue: VENUES, vendor: VENDORS } as const;
