// A city named in the words ('wedding photographer in Austin', 'rooftop new york') ranks that
// city's listings higher without filtering the others out.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import type { ListingKind } from './nearest-listings.ts';
import type { SearchContext } from './search-context.ts';

/** Cities with live listings, lower-case; kept in the result cache so a listing change refreshes them. */
async function knownCities(ctx: SearchContext, kind: ListingKind): Promise<string[]> {
  const key = `cities:${kind}`;
  const cached = ctx.cache.get(key);
  if (cached !== undefined) return JSON.parse(cached) as string[];
  const table = kind === 'venue' ? venues : vendors;
  const result = await ctx.db.execute(sql`SELECT DISTINCT lower(${table.city}) AS city FROM ${table} WHERE ${table.city} IS NOT NULL`);
  const cities = rowsOf<{ city: string }>(result).map((row) => row.city);
  ctx.cache.set(key, JSON.stringify(cities));
  return cities;
}

/** The known cities the words name, as one or two words ('austin', 'new york'). */
export async function citiesMentioned(ctx: SearchContext, kind: ListingKind, words: readonly string[]): Promise<string[]> {
  const phrases = new Set([...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)]);
  return (await knownCities(ctx, kind)).filter((city) => phrases.has(city));
}
