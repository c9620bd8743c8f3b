// Search requests for the benchmark: deterministic, varied, and never the same body twice in a run, so
// the server's result cache (100 answers) cannot answer a "cold" request.
import { searchUrl } from '#shared/search-query-string.ts';
import type { VenueSearchRequest } from '#shared/search.ts';
import { thousands } from './report-format.ts';

/** Words a visitor types: kinds, vibes, amenities, occasions, place words, and a few typos (trigram path). */
const WORDS = [
  'rooftop',
  'garden',
  'ballroom',
  'loft',
  'warehouse',
  'gallery',
  'studio',
  'restaurant',
  'conference',
  'bar',
  'romantic',
  'intimate',
  'industrial',
  'elegant',
  'chill',
  'artsy',
  'upscale',
  'modern',
  'underground',
  'energetic',
  'wifi',
  'parking',
  'stage',
  'kitchen',
  'projector',
  'dance floor',
  'sound system',
  'outdoor space',
  'green room',
  'air conditioning',
  'wedding',
  'birthday party',
  'corporate dinner',
  'art show',
  'product launch',
  'skyline views',
  'private dining',
  'golden',
  'velvet',
  'copper',
  'rooftp',
  'balroom',
  'galery',
  'warehose',
  'romantik',
] as const;

export const CITIES = [
  'New York',
  'Brooklyn',
  'Los Angeles',
  'San Francisco',
  'Chicago',
  'Austin',
  'Houston',
  'Miami',
  'Atlanta',
  'Seattle',
  'Denver',
  'Nashville',
  'Portland',
  'New Orleans',
  'Philadelphia',
  'Boston',
] as const;

const MIN_CAPACITY = [undefined, 30, 50, 80, 100, 150, 200, 300, 500] as const;
const MAX_PRICE = [undefined, 200, 400, 800, 1200] as const;
const VENUE_TYPES = [
  undefined,
  'rooftop',
  'gallery',
  'restaurant',
  'studio',
  'warehouse',
  'garden',
  'ballroom',
  'loft',
  'conference',
  'bar-cafe',
] as const;
const WORD_SORTS = ['relevance', 'relevance', 'relevance', 'rating', 'price'] as const;
const PLAIN_SORTS = ['name', 'rating', 'price', 'capacity'] as const;
/** Later pages of a filter search: without them a fast run used up every distinct filter search (33,660). */
const OFFSETS = [0, 50, 100, 150] as const;

/** Mixed-radix digits of i, least significant first. */
function digits(i: number, radices: readonly number[]): number[] {
  return radices.map((radix) => {
    const digit = i % radix;
    i = Math.floor(i / radix);
    return digit;
  });
}

const at = <T>(list: readonly T[], k: number): T => list[k % list.length] as T;

/** The i-th search with words: one or two words, sometimes a city or a guest count in the text, sometimes filters. */
export function wordSearch(i: number): VenueSearchRequest {
  const [w1 = 0, form = 0, cap = 0, city = 0, w2 = 0, sort = 0] = digits(i, [
    WORDS.length,
    5,
    MIN_CAPACITY.length,
    CITIES.length,
    WORDS.length,
    WORD_SORTS.length,
  ]);
  const word = at(WORDS, w1);
  const other = at(WORDS, w2 + 7);
  const place = at(CITIES, city);
  const texts = [
    word,
    `${word} ${other}`,
    `${word} in ${place}`,
    `${word} for ${at(MIN_CAPACITY.slice(1), cap)} guests`,
    `${other} ${word}`,
  ];
  const request: VenueSearchRequest = { search_query: at(texts, form), sort_by: at(WORD_SORTS, sort) };
  const minCapacity = at(MIN_CAPACITY, cap);
  if (form !== 3 && minCapacity !== undefined) request.min_capacity = minCapacity;
  if (form === 1 && city % 2 === 0) request.city = place;
  return request;
}

/** The i-th search without words: filters and a sort only (the plain sorted page and its count); first pages first. */
export function filterSearch(i: number): VenueSearchRequest {
  const [city = 0, cap = 0, price = 0, type = 0, sort = 0, page = 0] = digits(i, [
    CITIES.length + 1,
    MIN_CAPACITY.length,
    MAX_PRICE.length,
    VENUE_TYPES.length,
    PLAIN_SORTS.length,
    OFFSETS.length,
  ]);
  const request: VenueSearchRequest = { sort_by: at(PLAIN_SORTS, sort) };
  const offset = at(OFFSETS, page);
  if (offset > 0) request.offset = offset;
  if (city < CITIES.length) request.city = at(CITIES, city);
  const minCapacity = at(MIN_CAPACITY, cap);
  if (minCapacity !== undefined) request.min_capacity = minCapacity;
  const maxPrice = at(MAX_PRICE, price);
  if (maxPrice !== undefined) request.max_price = maxPrice;
  const venueType = at(VENUE_TYPES, type);
  if (venueType !== undefined) request.venue_types = [venueType];
  return request;
}

/** The event times a dated search asks besides its day: none (the day alone), or a start time and hours. */
const EVENT_TIMES = [
  undefined,
  { start_time: '12:00', hours: 4 },
  { start_time: '18:00', hours: 4 },
  { start_time: '20:00', hours: 5 },
] as const;

/**
 * The i-th search by date: searches of the mixed row's kinds, interleaved as it sends them (three with words, then one
 * without), each on a day of `days` and at a time that go round under that. Interleaved, not in runs of one query on
 * every day and time: runs of word searches would queue as the words row does, and the row would measure the runs.
 */
export function datedSearch(i: number, days: readonly string[]): VenueSearchRequest {
  const [kind = 0, day = 0, time = 0] = digits(i, [4, days.length, EVENT_TIMES.length]);
  const base = kind === 3 ? filterSearch(i) : wordSearch(i);
  return { ...base, date: at(days, day), ...at(EVENT_TIMES, time) };
}

export type SearchMix = 'words' | 'filters' | 'mixed' | 'dated' | 'dated, without day';

/** Generators repeat: past this many bodies in a row already sent, none is left (each space is far smaller). */
const MAX_TRIES = 2_000_000;

/** A dated search as it would be asked without its day, start time and hours. */
function withoutDay(body: string): string {
  const { date: _date, start_time: _start, hours: _hours, ...rest } = JSON.parse(body) as VenueSearchRequest;
  return JSON.stringify(rest);
}

/**
 * Bodies never sent before in this process, across all runs: counters walk the generators and skip any
 * body already produced. 'mixed' sends one filter-only search for every three with words; 'dated' the same kinds,
 * each on a day and at a time. 'dated, without day' is the exception: it sends the dated searches again in the order
 * they went, without their days and times, so the two rows differ by the day alone (the queries of one row cost
 * more than another's). Some of those were sent before, but thousands of searches earlier: far more than the 100
 * answers the result cache keeps.
 */
export class DistinctBodies {
  private readonly seen = new Set<string>();
  private nextWord = 0;
  private nextFilter = 0;
  private nextDated = 0;
  private sent = 0;
  private readonly dated: string[] = [];
  private nextWithoutDay = 0;

  /** `days`: the days dated searches ask for (the bench books and blocks listings on them). */
  constructor(private readonly days: readonly string[] = []) {}

  next(mix: SearchMix): string {
    if (mix === 'dated, without day') {
      if (this.dated.length === 0) throw new Error('Dated searches go before the same without their days.');
      return withoutDay(this.dated[this.nextWithoutDay++ % this.dated.length] as string);
    }
    if (mix === 'dated' && this.days.length === 0) throw new Error('Dated searches need the days they ask for.');
    const useFilters = mix === 'filters' || (mix === 'mixed' && this.sent % 4 === 3);
    this.sent += 1;
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const request =
        mix === 'dated'
          ? datedSearch(this.nextDated++, this.days)
          : useFilters
            ? filterSearch(this.nextFilter++)
            : wordSearch(this.nextWord++);
      const body = JSON.stringify(request);
      if (!this.seen.has(body)) {
        this.seen.add(body);
        if (mix === 'dated') this.dated.push(body);
        return body;
      }
    }
    throw new Error(
      `No ${mix === 'dated' ? 'dated' : useFilters ? 'filter' : 'word'} search left that was not sent before (${thousands(this.seen.size)} sent): the generators need more variety.`,
    );
  }

  /** The next venue search of the mix as the discover pages ask it: a GET address. */
  nextPath(mix: SearchMix): string {
    return searchUrl('venues', JSON.parse(this.next(mix)) as object);
  }

  /** Bodies handed out so far, every one distinct. */
  get count(): number {
    return this.seen.size;
  }
}

/** Texts for the semantic benchmark: what a visitor might ask for, across venue and vendor words. */
export function semanticTexts(count: number): string[] {
  const vibes = [
    'romantic',
    'intimate',
    'industrial',
    'elegant',
    'relaxed',
    'artsy',
    'upscale',
    'modern',
    'underground',
    'lively',
  ];
  const things = [
    'rooftop with skyline views',
    'garden for an outdoor ceremony',
    'ballroom for a gala',
    'loft for a product launch',
    'warehouse for a rave',
    'gallery for an art opening',
    'studio for a photo shoot',
    'private dining room',
    'conference room for a workshop',
    'cocktail bar',
    'wedding photographer',
    'DJ for a birthday party',
    'caterer for a buffet dinner',
    'florist for table arrangements',
    'live band for dancing',
    'event planner for a corporate retreat',
    'security for a concert',
    'lighting and sound for a stage',
    'magician for a kids party',
    'valet parking',
  ];
  const places = [
    '',
    ' in Austin',
    ' in New York',
    ' near Chicago',
    ' in Miami',
    ' in Seattle',
    ' in New Orleans',
    ' in Denver',
  ];
  if (count > things.length * vibes.length * places.length)
    throw new Error(`at most ${things.length * vibes.length * places.length} semantic texts`);
  const texts = new Set<string>();
  for (let i = 0; texts.size < count; i++) {
    const [thing = 0, vibe = 0, place = 0] = digits(i * 7 + 3, [things.length, vibes.length, places.length]);
    texts.add(`${at(vibes, vibe)} ${at(things, thing)}${at(places, place + i)}`);
  }
  return [...texts];
}
