// The part of a search that reads only the index (ADR 006), through the SearchEngine interface: filters, full text,
// meaning, fusion, the page and its answer text. It takes a plan worked out where the database and the embedder are
// (search-listings.ts) and runs on whichever thread holds a copy of the index: the main thread or a search thread
// (search-threads.ts, ADR 007). While the index loads, database-search.ts answers the same plan.
import { SEARCH_DEFAULTS } from '#shared/constants.ts';
import type { Pagination, VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { EncodedAnswer, type Encoding } from './encoded-answer.ts';
import { venueFilter, vendorFilter, type ListingFilter } from './listing-index/doc-filters.ts';
import type { ListingKind } from './listing-index/listing-doc.ts';
import { fuseRankings } from './rank-fusion.ts';
import type { SearchEngine } from './search-engine.ts';

/** Candidates taken from each ranking before fusion. */
const FULL_TEXT_POOL = 500;
const SEMANTIC_POOL = 100;
/** Below the §9 match threshold a semantic neighbour is noise, not a match. */
const HYBRID_MIN_SIMILARITY = SEARCH_DEFAULTS.matchThreshold;

/** A page of listing cards, already serialized (the index keeps each card as JSON text). */
export interface SearchPage {
  cardsJson: string;
  pagination: Pagination;
}

/** What the search words came to: lexemes to match, the query's meaning, the cities they name. */
export interface PlannedWords {
  lexemes: string[];
  embedding: number[] | null;
  cities: string[];
}

/** A search as the index runs it: plain data, so it can be posted to a search thread. */
export type SearchPlan = (
  | { kind: 'venue'; params: VenueSearchParams; /** Venues closed on the asked date. */ closed: string[] | null }
  | { kind: 'vendor'; params: VendorSearchParams }
) & {
  activeOnly: boolean;
  /** null when the query has no words: a sorted page of what the filters let through. */
  words: PlannedWords | null;
};

const listKeyOf = (kind: ListingKind) => (kind === 'venue' ? 'venues' : 'vendors');

/** `{ success, data: { venues|vendors, pagination }, source, error? }` as in VenueSearchResponseSchema. */
export function responseText(listKey: 'venues' | 'vendors', page: SearchPage, source: EncodedAnswer['source'], error?: string): string {
  const tail = error === undefined ? '' : `,"error":${JSON.stringify(error)}`;
  return `{"success":${source !== 'none'},"data":{"${listKey}":${page.cardsJson},"pagination":${JSON.stringify(page.pagination)}},"source":"${source}"${tail}}`;
}

/** The plan's answer, already compressed for the encoding the client asked for. */
export function answerPlan(engine: SearchEngine, plan: SearchPlan, encoding: Encoding): EncodedAnswer {
  const answer = EncodedAnswer.of(responseText(listKeyOf(plan.kind), runSearchPlan(engine, plan), 'search'), 'search');
  answer.prepare(encoding);
  return answer;
}

export function runSearchPlan(engine: SearchEngine, plan: SearchPlan): SearchPage {
  const { limit, offset, sort_by: sort } = plan.params;
  const filter = filterOf(plan);
  if (!plan.words) {
    const { slots, total } = engine.page(sort, filter, offset, limit);
    return { cardsJson: engine.cards(slots), pagination: { total, limit, offset } };
  }
  const { lexemes, embedding, cities } = plan.words;
  const allowed = engine.filter(filter);
  const fullText = lexemes.length > 0 ? engine.match(lexemes, allowed, FULL_TEXT_POOL) : [];
  const semantic = embedding ? engine.nearest(embedding, allowed, SEMANTIC_POOL, HYBRID_MIN_SIMILARITY).map((n) => n.slot) : [];
  // Listings only in the named city match nothing asked for, so the city list only ranks the others.
  const local = cities.length > 0 ? engine.inCities(new Set([...fullText, ...semantic]), cities, FULL_TEXT_POOL) : [];
  const fused = fuseRankings([fullText, semantic, local]);
  const ordered = sort === 'relevance' ? fused : engine.sort(fused, sort);
  return { cardsJson: engine.cards(ordered.slice(offset, offset + limit)), pagination: { total: ordered.length, limit, offset } };
}

function filterOf(plan: SearchPlan): ListingFilter {
  if (plan.kind === 'vendor') return vendorFilter(plan.params, plan.activeOnly);
  return venueFilter(plan.params, plan.activeOnly, plan.closed ? new Set(plan.closed) : undefined);
}
