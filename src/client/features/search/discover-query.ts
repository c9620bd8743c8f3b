// The /discover search lives in the URL: parse it into a DiscoverState, write it back, and turn it
// into the §7 search requests. Pure functions, so a shared link and the back button restore a search.
import { searchTabFor } from '#shared/category-words.ts';
import { SEARCH_DEFAULTS } from '#shared/constants.ts';
import { eventDateProblem, utcToday } from '#shared/event-dates.ts';
import { WINDOW_LIMITS } from '#shared/event-window.ts';
import { formatEventHours } from '#shared/opening-hours.ts';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES, type VendorCategory, type VenueCategory } from '#shared/categories.ts';
import {
  MAX_OFFSET,
  VENDOR_SORTS,
  VENUE_SORTS,
  type VendorSearchRequest,
  type VenueSearchRequest,
  type VendorSort,
  type VenueSort,
} from '#shared/search.ts';

export type DiscoverTab = 'venues' | 'vendors';
export type DiscoverSort = VenueSort | VendorSort;
export type ListingType = Exclude<VenueCategory | VendorCategory, 'all'>;

export interface DiscoverFilters {
  types: string[];
  city: string;
  state: string;
  location: string;
  minCapacity: number | null;
  maxCapacity: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  amenities: string[];
  services: string[];
  serviceAreas: string[];
  /** YYYY-MM-DD: only listings free that day. */
  date: string;
  /** HH:MM and whole hours, with a date: only listings free for those hours (set-up and tear-down included). */
  startTime: string;
  hours: number | null;
  /** Only listings that book instantly (#shared/instant-book.ts). */
  instantBook: boolean;
}

export interface DiscoverState extends DiscoverFilters {
  tab: DiscoverTab;
  q: string;
  /** null: the default for the query (relevance with words, name without). */
  sort: DiscoverSort | null;
  /** 1-based. */
  page: number;
}

export const PAGE_SIZE = SEARCH_DEFAULTS.pageSize;
export const MAX_PAGE = Math.floor(MAX_OFFSET / SEARCH_DEFAULTS.pageSize);
const MAX_LIST = 20;

/** URL keys, short enough to share: ?tab=venues&q=rooftop&type=rooftop,loft&city=Austin&minCap=50&instant=1&sort=price&page=2 */
export const PARAM = {
  tab: 'tab',
  q: 'q',
  types: 'type',
  city: 'city',
  state: 'state',
  location: 'location',
  minCapacity: 'minCap',
  maxCapacity: 'maxCap',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  amenities: 'amenities',
  services: 'services',
  serviceAreas: 'areas',
  date: 'date',
  startTime: 'start',
  hours: 'hours',
  instantBook: 'instant',
  sort: 'sort',
  page: 'page',
} as const;
/** Older links (the home page's category tiles) use ?category=. */
const CATEGORY_ALIAS = 'category';

export const EMPTY_FILTERS: DiscoverFilters = {
  types: [],
  city: '',
  state: '',
  location: '',
  minCapacity: null,
  maxCapacity: null,
  minPrice: null,
  maxPrice: null,
  amenities: [],
  services: [],
  serviceAreas: [],
  date: '',
  startTime: '',
  hours: null,
  instantBook: false,
};

export const DEFAULT_STATE: DiscoverState = { tab: 'venues', q: '', sort: null, page: 1, ...EMPTY_FILTERS };

export function typesFor(tab: DiscoverTab): readonly ListingType[] {
  return (tab === 'venues' ? VENUE_CATEGORIES : VENDOR_CATEGORIES).filter((c) => c !== 'all') as ListingType[];
}

export function sortsFor(tab: DiscoverTab): readonly DiscoverSort[] {
  return tab === 'venues' ? VENUE_SORTS : VENDOR_SORTS;
}

function text(value: string | null, max: number): string {
  return (value ?? '').trim().slice(0, max);
}

function list(params: URLSearchParams, key: string, max: number): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().slice(0, max))
    .filter(Boolean);
  return [...new Set(values)].slice(0, MAX_LIST);
}

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  const number = Math.floor(Number(value));
  return Number.isSafeInteger(number) ? number : null;
}

export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A yes in the URL: instant=1 as written, or instant=true. */
function flag(value: string | null): boolean {
  return value === '1' || value === 'true';
}

/** The tab the URL names; without one, the tab its words are about ("wedding photographer": vendors), else venues. */
function tabOf(params: URLSearchParams): DiscoverTab {
  const named = params.get(PARAM.tab);
  if (named === 'vendors' || named === 'venues') return named;
  return searchTabFor(text(params.get(PARAM.q), 200)) ?? 'venues';
}

export function parseDiscoverQuery(params: URLSearchParams): DiscoverState {
  const tab = tabOf(params);
  const allowedTypes = typesFor(tab) as readonly string[];
  const types = [...list(params, PARAM.types, 40), ...list(params, CATEGORY_ALIAS, 40)].filter((t) =>
    allowedTypes.includes(t),
  );
  const sort = params.get(PARAM.sort);
  const page = wholeNumber(params.get(PARAM.page));
  const date = text(params.get(PARAM.date), 10);
  const startTime = text(params.get(PARAM.startTime), 5);
  const hours = wholeNumber(params.get(PARAM.hours));
  const venues = tab === 'venues';
  return {
    tab,
    q: text(params.get(PARAM.q), 200),
    types: [...new Set(types)],
    city: text(params.get(PARAM.city), 80),
    state: text(params.get(PARAM.state), 40),
    location: text(params.get(PARAM.location), 100),
    minCapacity: venues ? wholeNumber(params.get(PARAM.minCapacity)) : null,
    maxCapacity: venues ? wholeNumber(params.get(PARAM.maxCapacity)) : null,
    minPrice: wholeNumber(params.get(PARAM.minPrice)),
    maxPrice: wholeNumber(params.get(PARAM.maxPrice)),
    amenities: venues ? list(params, PARAM.amenities, 60) : [],
    services: venues ? [] : list(params, PARAM.services, 60),
    serviceAreas: venues ? [] : list(params, PARAM.serviceAreas, 80),
    date: isIsoDate(date) ? date : '',
    startTime: isIsoDate(date) && isClockTime(startTime) ? startTime : '',
    hours: isIsoDate(date) && hours !== null && hours >= 1 && hours <= WINDOW_LIMITS.maxHours ? hours : null,
    instantBook: flag(params.get(PARAM.instantBook)),
    sort: sort && (sortsFor(tab) as readonly string[]).includes(sort) ? (sort as DiscoverSort) : null,
    page: page && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL for a state: defaults are left out; the tab is always written. */
export function serialiseDiscoverQuery(state: DiscoverState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set(PARAM.tab, state.tab);
  set(PARAM.q, state.q.trim());
  set(PARAM.types, state.types.join(','));
  set(PARAM.city, state.city);
  set(PARAM.state, state.state);
  set(PARAM.location, state.location);
  set(PARAM.date, state.date);
  if (state.date) {
    set(PARAM.startTime, state.startTime);
    set(PARAM.hours, state.hours);
  }
  if (state.tab === 'venues') {
    set(PARAM.minCapacity, state.minCapacity);
    set(PARAM.maxCapacity, state.maxCapacity);
  }
  set(PARAM.minPrice, state.minPrice);
  set(PARAM.maxPrice, state.maxPrice);
  if (state.tab === 'venues') set(PARAM.amenities, state.amenities.join(','));
  else {
    set(PARAM.services, state.services.join(','));
    set(PARAM.serviceAreas, state.serviceAreas.join(','));
  }
  if (state.instantBook) set(PARAM.instantBook, 1);
  set(PARAM.sort, state.sort);
  if (state.page > 1) set(PARAM.page, state.page);
  return params;
}

export function discoverHref(state: DiscoverState): string {
  return `/discover?${serialiseDiscoverQuery(state).toString()}`;
}

/** relevance when there are words to rank by, otherwise the §7 default (name). */
export function effectiveSort(state: Pick<DiscoverState, 'q' | 'sort'>): DiscoverSort {
  return state.sort ?? 'relevance';
}

function range(min: number | null, max: number | null): [number | undefined, number | undefined] {
  if (min !== null && max !== null && min > max) return [max, min];
  return [min ?? undefined, max ?? undefined];
}

function compact<T extends object>(request: T): T {
  return Object.fromEntries(
    Object.entries(request).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

function paging(state: DiscoverState, limit: number) {
  return { limit, offset: Math.min((state.page - 1) * PAGE_SIZE, MAX_OFFSET) };
}

/** The asked day, and its hours when both a start and hours are set. A day that can no longer (or not yet) be booked
 *  searches every day, as the server would refuse it. */
function eventTimeOf(state: DiscoverState): Pick<VenueSearchRequest, 'date' | 'start_time' | 'hours'> {
  if (!state.date || eventDateProblem(state.date, utcToday())) return {};
  if (!state.startTime || state.hours === null) return { date: state.date };
  return { date: state.date, start_time: state.startTime, hours: state.hours };
}

/** What every result is free for, on its card ('Free 6:00 PM – 10:00 PM', 'Free that day'); null when no day is asked. */
export function freeForLabel(state: DiscoverState): string | null {
  const asked = eventTimeOf(state);
  if (!asked.date) return null;
  return asked.start_time && asked.hours ? `Free ${formatEventHours(asked.start_time, asked.hours)}` : 'Free that day';
}

export function toVenueSearchRequest(state: DiscoverState, limit: number = PAGE_SIZE): VenueSearchRequest {
  const [minCapacity, maxCapacity] = range(state.minCapacity, state.maxCapacity);
  const [minPrice, maxPrice] = range(state.minPrice, state.maxPrice);
  return compact({
    search_query: state.q.trim() || undefined,
    location: state.location || undefined,
    city: state.city || undefined,
    state: state.state || undefined,
    min_capacity: minCapacity,
    max_capacity: maxCapacity,
    min_price: minPrice,
    max_price: maxPrice,
    amenities: state.amenities,
    venue_types: state.types as VenueSearchRequest['venue_types'],
    ...eventTimeOf(state),
    instant_book: state.instantBook || undefined,
    sort_by: effectiveSort(state) as VenueSort,
    ...paging(state, limit),
  });
}

export function toVendorSearchRequest(state: DiscoverState, limit: number = PAGE_SIZE): VendorSearchRequest {
  const [minPrice, maxPrice] = range(state.minPrice, state.maxPrice);
  const sort = effectiveSort(state);
  return compact({
    search_query: state.q.trim() || undefined,
    location: state.location || undefined,
    city: state.city || undefined,
    state: state.state || undefined,
    min_price: minPrice,
    max_price: maxPrice,
    services: state.services,
    vendor_types: state.types as VendorSearchRequest['vendor_types'],
    service_areas: state.serviceAreas,
    ...eventTimeOf(state),
    instant_book: state.instantBook || undefined,
    sort_by: ((VENDOR_SORTS as readonly string[]).includes(sort) ? sort : 'name') as VendorSort,
    ...paging(state, limit),
  });
}

/** Any change of what is searched starts again at page 1. */
export function withChanges(state: DiscoverState, changes: Partial<DiscoverState>): DiscoverState {
  return { ...state, page: 1, ...changes };
}

/** Another tab keeps the words, the place and instant book; filters that mean something else there are dropped. */
export function switchTab(state: DiscoverState, tab: DiscoverTab): DiscoverState {
  if (tab === state.tab) return state;
  const { q, city, location, instantBook } = state;
  return { ...DEFAULT_STATE, tab, q, city, state: state.state, location, instantBook };
}

export function clearFilters(state: DiscoverState): DiscoverState {
  return { ...state, ...EMPTY_FILTERS, page: 1 };
}

export function totalPages(total: number): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / PAGE_SIZE)));
}
