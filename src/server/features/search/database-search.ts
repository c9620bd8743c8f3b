// A search plan answered by PostgreSQL, for while the index loads (after a start, before every listing is read in):
// the same §7 filters as listing-index/doc-filters.ts in SQL, full text ranked by ts_rank_cd over search_vector, the
// same sorts and the same cards. What the index adds is not here: neighbours in meaning and typo alternatives (the
// typo lexicon loads with the index); each lexeme matches as a prefix instead, so a word's start still finds it.
import { asc, count, desc, eq, gte, inArray, isNotNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import type { Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import { liveVendor, liveVenue, toVendorCard, toVenueCard, whereAll } from '../listings/index.ts';
import type { SearchPage, SearchPlan } from './run-search-plan.ts';

const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
const lower = (column: SQL) => sql`lower(${column})`;
/** `needle` inside the text, compared lower-case (strpos: no LIKE pattern characters to escape). */
const contains = (column: SQL, needle: string) => sql`strpos(lower(coalesce(${column}, '')), ${needle}) > 0`;
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The lexemes as a tsquery text, any of them, each as a prefix: 'photograph':* | 'wed':*. */
export function prefixQuery(lexemes: readonly string[]): string {
  return lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' | ');
}

function priceRange(column: SQL, p: { min_price?: number | undefined; max_price?: number | undefined }): SQL[] {
  const conditions: SQL[] = [];
  if (p.min_price !== undefined) conditions.push(gte(column, dollarsToCents(p.min_price)));
  if (p.max_price !== undefined) conditions.push(lte(column, dollarsToCents(p.max_price)));
  return conditions;
}

function venueConditions(p: VenueSearchParams, activeOnly: boolean, closed: readonly string[] | null): SQL[] {
  const conditions: SQL[] = [...priceRange(sql`${venues.hourlyRateCents}`, p)];
  if (activeOnly) conditions.push(liveVenue);
  if (p.city) conditions.push(eq(lower(sql`${venues.city}`), p.city.toLowerCase()));
  if (p.state) conditions.push(eq(lower(sql`${venues.state}`), p.state.toLowerCase()));
  if (p.location) {
    const needle = p.location.toLowerCase();
    conditions.push(sql`(${venues.zipCode} = ${p.location} OR ${contains(sql`${venues.city}`, needle)} OR ${contains(sql`${venues.state}`, needle)}
      OR ${contains(sql`${venues.address}`, needle)} OR ${contains(sql`${venues.city} || ', ' || ${venues.state}`, needle)})`);
  }
  if (p.min_capacity !== undefined) conditions.push(gte(venues.maxCapacity, p.min_capacity));
  if (p.max_capacity !== undefined) conditions.push(lte(venues.maxCapacity, p.max_capacity));
  if (p.venue_types?.length) conditions.push(inArray(venues.type, p.venue_types));
  if (p.amenities?.length) conditions.push(sql`${venues.amenities} @> ${textArray(p.amenities)}`);
  if (closed?.length) conditions.push(notInArray(venues.id, [...closed]));
  if (p.instant_book) conditions.push(isNotNull(venues.instantBookNoticeHours));
  return conditions;
}

function vendorConditions(p: VendorSearchParams, activeOnly: boolean, closed: readonly string[] | null): SQL[] {
  const conditions: SQL[] = [...priceRange(sql`${vendors.priceCents}`, p)];
  if (closed?.length) conditions.push(notInArray(vendors.id, [...closed]));
  if (activeOnly) conditions.push(liveVendor);
  if (p.city) conditions.push(eq(lower(sql`coalesce(${vendors.city}, '')`), p.city.toLowerCase()));
  if (p.state) conditions.push(eq(lower(sql`coalesce(${vendors.state}, '')`), p.state.toLowerCase()));
  if (p.location) {
    const needle = p.location.toLowerCase();
    conditions.push(sql`(${contains(sql`${vendors.city}`, needle)} OR ${contains(sql`${vendors.state}`, needle)} OR ${contains(sql`${vendors.location}`, needle)}
      OR ${contains(sql`coalesce(${vendors.city}, '') || ', ' || coalesce(${vendors.state}, '')`, needle)}
      OR EXISTS (SELECT 1 FROM unnest(${vendors.serviceArea}) AS area WHERE strpos(lower(area), ${needle}) > 0))`);
  }
  if (p.vendor_types?.length) conditions.push(inArray(vendors.category, p.vendor_types));
  if (p.services?.length) conditions.push(sql`${vendors.services} && ${textArray(p.services)}`);
  if (p.service_areas?.length) conditions.push(sql`${vendors.serviceArea} && ${textArray(p.service_areas)}`);
  if (p.instant_book) conditions.push(isNotNull(vendors.instantBookNoticeHours));
  return conditions;
}

type Table = typeof venues | typeof vendors;

/** §7 sort_by in SQL, as the index sorts (listing-index.ts comparator): ties by name, then id. */
function sortOrder(table: Table, sort: string, rank: SQL | null): SQL[] {
  const byName = [asc(table.name), asc(table.id)];
  const price = table === venues ? venues.hourlyRateCents : vendors.priceCents;
  switch (sort) {
    case 'name':
      return byName;
    case 'price':
      return [asc(price), ...byName];
    case 'price_desc':
      return [desc(price), ...byName];
    case 'capacity':
      return table === venues ? [desc(venues.maxCapacity), ...byName] : byName;
    case 'relevance':
      if (rank) return [desc(rank), desc(table.rating), asc(table.id)];
      return [desc(table.rating), desc(table.reviewsCount), ...byName];
    default:
      return [desc(table.rating), desc(table.reviewsCount), ...byName];
  }
}

/**
 * Adds to `conditions` what the words ask for and returns their rank, as run-search-plan.ts weighs them: a listing
 * matches the asked-for words or is in a category they name; generic words ("wedding") only rank, unless they are all
 * there is. Null when there are no words.
 */
function wordsMatch(table: Table, plan: SearchPlan, conditions: SQL[]): SQL | null {
  const { lexemes = [], contextLexemes = [], categories = [], cities = [] } = plan.words ?? {};
  const kind = plan.kind === 'venue' ? venues.type : vendors.category;
  const matches: SQL[] = [];
  const ranks: SQL[] = [];
  if (lexemes.length > 0) {
    const query = sql`${prefixQuery(lexemes)}::tsquery`;
    matches.push(sql`${table.searchVector} @@ ${query}`);
    ranks.push(sql`ts_rank_cd(${table.searchVector}, ${query}, 1)`);
  }
  if (categories.length > 0) {
    matches.push(inArray(kind, categories));
    ranks.push(sql`CASE WHEN ${kind} = ANY(${textArray(categories)}) THEN 0.1 ELSE 0 END`);
  }
  if (contextLexemes.length > 0) {
    const query = sql`${prefixQuery(contextLexemes)}::tsquery`;
    if (matches.length === 0) matches.push(sql`${table.searchVector} @@ ${query}`);
    ranks.push(sql`0.3 * ts_rank_cd(${table.searchVector}, ${query}, 1)`);
  }
  if (matches.length === 0) return null;
  conditions.push(or(...matches) as SQL);
  // Listings in a city the words name rank a little above the same match elsewhere, as the index's city list does.
  if (cities.length > 0)
    ranks.push(sql`CASE WHEN lower(coalesce(${table.city}, '')) = ANY(${textArray(cities)}) THEN 0.1 ELSE 0 END`);
  return sql.join(ranks, sql` + `);
}

/** The plan's page from the database, its cards made as the index makes them. */
export async function searchDatabase(db: Db, plan: SearchPlan): Promise<SearchPage> {
  const table: Table = plan.kind === 'venue' ? venues : vendors;
  const conditions =
    plan.kind === 'venue'
      ? venueConditions(plan.params, plan.activeOnly, plan.closed?.ids ?? null)
      : vendorConditions(plan.params, plan.activeOnly, plan.closed?.ids ?? null);
  const rank = wordsMatch(table, plan, conditions);
  const where = whereAll(conditions);
  const { limit, offset, sort_by: sort } = plan.params;
  const orderBy = sortOrder(table, sort, rank);
  if (plan.kind === 'venue') {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(venues)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(venues).where(where),
    ]);
    return { cardsJson: JSON.stringify(rows.map(toVenueCard)), pagination: { total: total?.n ?? 0, limit, offset } };
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  return { cardsJson: JSON.stringify(rows.map(toVendorCard)), pagination: { total: total?.n ?? 0, limit, offset } };
}
