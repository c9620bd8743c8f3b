// The part of a search that reads only the index (ADR 006), through the SearchEngine interface: filters, full text,
// meaning, categories, fusion, the page and its answer text. It takes a plan worked out where the database and the
// embedder are (search-listings.ts) and runs on whichever thread holds a copy of the index: the main thread or a
// search thread (search-threads.ts, ADR 007). While the index loads, database-search.ts answers the same plan.
import type { Pagination, VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { EncodedAnswer, type Encoding } from './encoded-answer.ts';
import { venueFilter, vendorFilter, type ListingFilter } from './listing-index/doc-filters.ts';
import type { ListingKind } from './listing-index/listing-doc.ts';
import { fuseRankings, type RankedList } from './rank-fusion.ts';
import type { ClosedListings } from '../listings/index.ts';
import type { SearchEngine } from './search-engine.ts';
import type { SlotMask } from './listing-index/listing-index.ts';

/** Candidates taken from each ranking before fusion. */
const FULL_TEXT_POOL = 500;
const SEMANTIC_POOL = 100;
/** Listings of an asked-for category that matched nothing else, best rated first, taken to fill its ranking. */
const CATEGORY_FILL = 100;

/**
 * How much each ranking counts in the fusion. The asked-for words, the meaning and the categories the words name
 * count fully; generic words ("wedding", "party") count less, so what they match ranks below what the asked-for
 * words match.
 */
const WEIGHTS = { asked: 1, context: 0.3, meaning: 1, categories: 1, city: 1 } as const;
/**
 * A meaning-only neighbour joins the word matches from this similarity up (on the scale semantic search reports,
 * where the §9 threshold 0.7 is a good match): higher, as the words already find what they name.
 */
export const HYBRID_MIN_SIMILARITY = 0.8;

/** A page of listing cards, already serialized (the index keeps each card as JSON text). */
export interface SearchPage {
  cardsJson: string;
  pagination: Pagination;
}

/** What the search words came to: lexemes to match, the query's meaning, the cities and categories they name. */
export interface PlannedWords {
  /** Lexemes of the words that say what is asked for. */
  lexemes: string[];
  /** Lexemes of the generic words around them ("wedding" in "wedding photographer"). */
  contextLexemes: string[];
  embedding: number[] | null;
  /** The raw cosine of HYBRID_MIN_SIMILARITY for the embedder that made `embedding`. */
  minCosine: number;
  cities: string[];
  /** The venue kinds or vendor services the words name (#shared/category-words.ts). */
  categories: string[];
}

/** A search as the index runs it: plain data, so it can be posted to a search thread. */
export type SearchPlan = (
  { kind: 'venue'; params: VenueSearchParams } | { kind: 'vendor'; params: VendorSearchParams }
) & {
  /** The listings not free for the asked day and hours (listings/day-availability.ts); null when none were asked. */
  closed: ClosedListings | null;
  activeOnly: boolean;
  /** null when the query has no words: a sorted page of what the filters let through. */
  words: PlannedWords | null;
};

const listKeyOf = (kind: ListingKind) => (kind === 'venue' ? 'venues' : 'vendors');

/** `{ success, data: { venues|vendors, pagination }, source, error? }` as in VenueSearchResponseSchema. */
export function responseText(
  listKey: 'venues' | 'vendors',
  page: SearchPage,
  source: EncodedAnswer['source'],
  error?: string,
): string {
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
  const { lexemes, contextLexemes, embedding, minCosine, cities, categories } = plan.words;
  const allowed = engine.filter(filter);
  const matching = (words: string[]) => (words.length > 0 ? engine.match(words, allowed, FULL_TEXT_POOL) : []);
  const asked = matching(lexemes);
  const semantic = embedding ? engine.nearest(embedding, allowed, SEMANTIC_POOL, minCosine).map((n) => n.slot) : [];
  const named = new Set(categories);
  const found = new Set([...asked, ...semantic]);
  // Generic words and places match nothing asked for: they only rank what the rest found (all of it when the rest
  // found nothing).
  const isCandidate = (slot: number) => found.has(slot) || named.has(engine.kindOf(slot));
  const generic = matching(contextLexemes);
  const context = found.size > 0 || named.size > 0 ? generic.filter(isCandidate) : generic;
  const local = cities.length > 0 ? engine.inCities(new Set([...found, ...context]), cities, FULL_TEXT_POOL) : [];
  const lists: RankedList[] = [
    { slots: asked, weight: WEIGHTS.asked },
    { slots: context, weight: WEIGHTS.context },
    { slots: semantic, weight: WEIGHTS.meaning },
    { slots: local, weight: WEIGHTS.city },
  ];
  if (named.size > 0)
    lists.push({ slots: categoryRanking(engine, allowed, named, fuseRankings(lists)), weight: WEIGHTS.categories });
  const fused = fuseRankings(lists);
  const ordered = sort === 'relevance' ? fused : engine.sort(fused, sort);
  return {
    cardsJson: engine.cards(ordered.slice(offset, offset + limit)),
    pagination: { total: ordered.length, limit, offset },
  };
}

/**
 * The listings of the asked-for categories that the other rankings found, in their fused order, then the categories'
 * other listings the filter lets through, best rated first ("bouncers" is in no listing's words).
 */
function categoryRanking(
  engine: SearchEngine,
  allowed: SlotMask,
  kinds: ReadonlySet<string>,
  found: readonly number[],
): number[] {
  const inCategory = found.filter((slot) => kinds.has(engine.kindOf(slot)));
  return [...inCategory, ...engine.bestRated(allowed, CATEGORY_FILL, kinds, new Set(inCategory))];
}

function filterOf(plan: SearchPlan): ListingFilter {
  const closed = plan.closed ?? undefined;
  if (plan.kind === 'vendor') return vendorFilter(plan.params, plan.activeOnly, closed);
  return venueFilter(plan.params, plan.activeOnly, closed);
}
