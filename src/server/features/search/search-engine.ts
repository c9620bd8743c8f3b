// What a search asks of the listings it searches: one interface, so run-search-plan.ts reads no index internals. The
// in-memory index (listing-index/listing-index.ts, ADR 006) implements it, a cache derived from PostgreSQL: rebuilt
// from the database at any time (catalogue-index.ts `load`) and kept fresh by listing changes (search-context.ts).
// While it loads, database-search.ts answers the same plans in SQL. Listings are named by slot numbers, valid within
// one synchronous call.
import type { ListingFilter } from './listing-index/doc-filters.ts';
import type { IndexSort, SlotMask } from './listing-index/listing-index.ts';
import type { Neighbour } from './listing-index/vector-index.ts';

export interface SearchEngine {
  /** The listings a §7 parameter set lets through: 1 per allowed slot. Valid until the engine's next call. */
  filter(filter: ListingFilter): SlotMask;
  /** Full-text ranking over lexemes, as ts_rank_cd(search_vector, lexeme | lexeme …, 1) ranks: the best `count` allowed, best first. */
  match(lexemes: readonly string[], allowed: SlotMask, count: number): number[];
  /** The allowed listings nearest in meaning to the embedding, at or above `threshold` (cosine), nearest first. */
  nearest(embedding: readonly number[], allowed: SlotMask, count: number, threshold?: number): Neighbour[];
  /** Of the candidates, those in one of the cities (lower-case), best rated first, at most `count`. */
  inCities(candidates: Iterable<number>, cities: readonly string[], count: number): number[];
  /** A page of what the filter lets through in the sort's order, and how many it lets through. */
  page(sort: IndexSort, filter: ListingFilter, offset: number, limit: number): { slots: number[]; total: number };
  /** Up to `count` allowed listings of the kinds, bar those in `except`, best rated first. */
  bestRated(allowed: SlotMask, count: number, kinds: ReadonlySet<string>, except: ReadonlySet<number>): number[];
  /** The slots in the sort's order. */
  sort(slots: readonly number[], sort: IndexSort): number[];
  /** The listing's category: a venue's type or a vendor's service. */
  kindOf(slot: number): string;
  /** The listings' cards, as one JSON array text. */
  cards(slots: readonly number[]): string;
}
