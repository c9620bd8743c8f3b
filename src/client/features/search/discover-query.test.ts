import { describe, expect, it } from 'vitest';
import { addYears, utcToday } from '#shared/event-dates.ts';
import { VendorSearchRequestSchema, VenueSearchRequestSchema } from '#shared/search.ts';
import { activeFilters, hasFilters, panelFilterCount } from './active-filters.ts';
import { discoverTitle } from './discover-title.ts';
import {
  DEFAULT_STATE,
  MAX_PAGE,
  clearFilters,
  discoverHref,
  effectiveSort,
  freeForLabel,
  parseDiscoverQuery,
  serialiseDiscoverQuery,
  switchTab,
  toVendorSearchRequest,
  toVenueSearchRequest,
  totalPages,
  withChanges,
  type DiscoverState,
} from './discover-query.ts';
import { pageItems } from './page-items.ts';

const parse = (query: string) => parseDiscoverQuery(new URLSearchParams(query));
const venues = (changes: Partial<DiscoverState>): DiscoverState => ({ ...DEFAULT_STATE, ...changes });
const vendors = (changes: Partial<DiscoverState>): DiscoverState => ({ ...DEFAULT_STATE, tab: 'vendors', ...changes });

describe('parseDiscoverQuery', () => {
  it('defaults to the first page of venues, no words, no filters, default sort', () => {
    expect(parse('')).toMatchObject({ tab: 'venues', q: '', sort: null, page: 1, types: [], minCapacity: null });
  });

  it('opens the tab the words are about when the URL names none; a named tab wins', () => {
    expect(parseDiscoverQuery(new URLSearchParams('q=wedding+photographer')).tab).toBe('vendors');
    expect(parseDiscoverQuery(new URLSearchParams('q=rooftop+for+a+birthday')).tab).toBe('venues');
    expect(parseDiscoverQuery(new URLSearchParams('q=something+fun')).tab).toBe('venues');
    expect(parseDiscoverQuery(new URLSearchParams('tab=venues&q=wedding+photographer')).tab).toBe('venues');
  });

  it('reads every venue filter', () => {
    expect(
      parse(
        'tab=venues&q=rooftop&type=rooftop,loft&city=Austin&state=TX&location=78704&minCap=50&maxCap=200&minPrice=100&maxPrice=900&amenities=WiFi,Bar&date=2030-06-14&start=18:30&hours=5&instant=1&sort=price&page=2',
      ),
    ).toEqual({
      tab: 'venues',
      q: 'rooftop',
      types: ['rooftop', 'loft'],
      city: 'Austin',
      state: 'TX',
      location: '78704',
      minCapacity: 50,
      maxCapacity: 200,
      minPrice: 100,
      maxPrice: 900,
      amenities: ['WiFi', 'Bar'],
      services: [],
      serviceAreas: [],
      date: '2030-06-14',
      startTime: '18:30',
      hours: 5,
      instantBook: true,
      sort: 'price',
      page: 2,
    });
  });

  it('reads instant book as 1 or true on either tab, and anything else as off', () => {
    expect(parse('tab=vendors&instant=1').instantBook).toBe(true);
    expect(parse('instant=true').instantBook).toBe(true);
    for (const off of ['', 'instant=', 'instant=0', 'instant=false', 'instant=yes', 'instantBook=1'])
      expect(parse(off).instantBook, off).toBe(false);
  });

  it('reads vendor filters and ignores the venue-only ones on the vendors tab', () => {
    const state = parse(
      'tab=vendors&type=music-djs,rooftop&services=DJ,MC&areas=Brooklyn&minCap=50&amenities=WiFi&date=2030-06-14&start=20:00&hours=4&sort=capacity',
    );
    expect(state).toMatchObject({
      tab: 'vendors',
      types: ['music-djs'],
      services: ['DJ', 'MC'],
      serviceAreas: ['Brooklyn'],
      date: '2030-06-14',
      startTime: '20:00',
      hours: 4,
    });
    expect(state).toMatchObject({ minCapacity: null, amenities: [], sort: null });
  });

  it('accepts the home page’s ?category= links and repeated keys', () => {
    expect(parse('tab=venues&category=rooftop').types).toEqual(['rooftop']);
    expect(parse('type=rooftop&type=garden,rooftop').types).toEqual(['rooftop', 'garden']);
    expect(parse('amenities=WiFi&amenities=Bar').amenities).toEqual(['WiFi', 'Bar']);
  });

  it('drops what it cannot use', () => {
    const state = parse(
      'tab=parties&type=castle,,rooftop&minCap=-5&maxCap=lots&minPrice=12.9&date=2030-02-30&sort=random&page=0',
    );
    expect(state).toMatchObject({
      tab: 'venues',
      types: ['rooftop'],
      minCapacity: null,
      maxCapacity: null,
      minPrice: 12,
      date: '',
      sort: null,
      page: 1,
    });
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=99999').page).toBe(MAX_PAGE);
    expect(parse('date=14/06/2030').date).toBe('');
    // A start and hours mean nothing without a day, nor a time that is not one, nor more than a day's hours.
    expect(parse('start=18:00&hours=4')).toMatchObject({ startTime: '', hours: null });
    expect(parse('date=2030-06-14&start=25:00&hours=25')).toMatchObject({ startTime: '', hours: null });
    expect(parse('date=2030-06-14&start=6pm&hours=0')).toMatchObject({ startTime: '', hours: null });
  });

  it('trims and bounds text, de-duplicates and caps lists', () => {
    const many = Array.from({ length: 30 }, (_, i) => `a${i}`).join(',');
    const state = parse(`q=${'x'.repeat(300)}&city=%20Austin%20&amenities=${many},a1`);
    expect(state.q).toHaveLength(200);
    expect(state.city).toBe('Austin');
    expect(state.amenities).toHaveLength(20);
    expect(new Set(state.amenities).size).toBe(20);
  });
});

describe('serialiseDiscoverQuery', () => {
  it('writes only what differs from the defaults, always with the tab', () => {
    expect(serialiseDiscoverQuery(DEFAULT_STATE).toString()).toBe('tab=venues');
    expect(
      discoverHref(
        venues({ q: 'rooftop', types: ['rooftop', 'loft'], city: 'Austin', minCapacity: 50, sort: 'price', page: 2 }),
      ),
    ).toBe('/discover?tab=venues&q=rooftop&type=rooftop%2Cloft&city=Austin&minCap=50&sort=price&page=2');
    expect(discoverHref(vendors({ instantBook: true, sort: 'rating' }))).toBe(
      '/discover?tab=vendors&instant=1&sort=rating',
    );
  });

  it('round-trips every field', () => {
    const states: DiscoverState[] = [
      venues({
        q: 'loft party',
        types: ['loft'],
        city: 'New York',
        state: 'NY',
        location: '10001',
        minCapacity: 0,
        maxCapacity: 300,
        minPrice: 0,
        maxPrice: 800,
        amenities: ['Tables & Chairs', 'WiFi'],
        date: '2030-01-31',
        instantBook: true,
        sort: 'capacity',
        page: 3,
      }),
      vendors({
        q: 'dj',
        types: ['music-djs', 'tech-av'],
        minPrice: 100,
        services: ['DJ'],
        serviceAreas: ['Queens', 'Brooklyn'],
        sort: 'rating',
        page: 2,
      }),
      vendors({ instantBook: true }),
    ];
    for (const state of states) expect(parseDiscoverQuery(serialiseDiscoverQuery(state))).toEqual(state);
  });

  it('leaves out filters that do not belong to the tab', () => {
    const params = serialiseDiscoverQuery(
      vendors({ minCapacity: 5, amenities: ['WiFi'], startTime: '18:00', hours: 4 }),
    );
    expect(params.toString()).toBe('tab=vendors');
  });
});

describe('search requests', () => {
  it('sorts by relevance when there are words and by name otherwise, unless a sort is chosen', () => {
    expect(effectiveSort({ q: '', sort: null })).toBe('relevance');
    expect(effectiveSort({ q: 'rooftop', sort: null })).toBe('relevance');
    expect(effectiveSort({ q: 'rooftop', sort: 'price' })).toBe('price');
  });

  it('maps a venue search to api_search_venues, with page 2 at offset 50', () => {
    const date = addYears(utcToday(), 1);
    const request = toVenueSearchRequest(
      venues({
        q: ' rooftop ',
        types: ['rooftop'],
        city: 'Austin',
        state: 'TX',
        location: 'East',
        minCapacity: 50,
        maxCapacity: 100,
        minPrice: 10,
        maxPrice: 500,
        amenities: ['WiFi'],
        date,
        instantBook: true,
        page: 2,
      }),
    );
    expect(request).toEqual({
      search_query: 'rooftop',
      location: 'East',
      city: 'Austin',
      state: 'TX',
      min_capacity: 50,
      max_capacity: 100,
      min_price: 10,
      max_price: 500,
      amenities: ['WiFi'],
      venue_types: ['rooftop'],
      date,
      instant_book: true,
      sort_by: 'relevance',
      limit: 50,
      offset: 50,
    });
    expect(() => VenueSearchRequestSchema.parse(request)).not.toThrow();
  });

  it('asks both tabs for listings free that day, and for the hours once a start and hours are chosen', () => {
    const date = addYears(utcToday(), 1);
    expect(toVendorSearchRequest(vendors({ date }))).toMatchObject({ date });
    expect(toVendorSearchRequest(vendors({ date, startTime: '20:00' }))).not.toHaveProperty('start_time');
    expect(toVendorSearchRequest(vendors({ date, startTime: '20:00', hours: 4 }))).toMatchObject({
      date,
      start_time: '20:00',
      hours: 4,
    });
    expect(toVenueSearchRequest(venues({ date, startTime: '20:00', hours: 4 }))).toMatchObject({
      date,
      start_time: '20:00',
      hours: 4,
    });
  });

  it('searches every day for a date past or over two years ahead, which the server would refuse', () => {
    for (const date of [addYears(utcToday(), -1), addYears(utcToday(), 3)]) {
      expect(toVenueSearchRequest(venues({ date }))).not.toHaveProperty('date');
      expect(freeForLabel(venues({ date, startTime: '20:00', hours: 4 }))).toBeNull();
    }
  });

  it('words what every result is free for: the day asked, and its hours once both are chosen', () => {
    const date = addYears(utcToday(), 1);
    expect(freeForLabel(venues({}))).toBeNull();
    expect(freeForLabel(venues({ date }))).toBe('Free that day');
    expect(freeForLabel(vendors({ date, startTime: '20:00' }))).toBe('Free that day');
    expect(freeForLabel(vendors({ date, startTime: '20:00', hours: 5 }))).toBe('Free 8:00 PM – 1:00 AM');
  });

  it('sends only the paging and sort when nothing is set', () => {
    expect(toVenueSearchRequest(DEFAULT_STATE)).toEqual({ sort_by: 'relevance', limit: 50, offset: 0 });
    expect(toVendorSearchRequest(vendors({}), 1)).toEqual({ sort_by: 'relevance', limit: 1, offset: 0 });
  });

  it('maps a vendor search to api_search_vendors without venue-only fields', () => {
    const request = toVendorSearchRequest(
      vendors({
        q: 'dj',
        types: ['music-djs'],
        services: ['DJ'],
        serviceAreas: ['Brooklyn'],
        minPrice: 100,
        minCapacity: 50,
        amenities: ['WiFi'],
        date: '2030-01-01',
        instantBook: true,
        sort: 'price_desc',
      }),
    );
    expect(request).toEqual({
      search_query: 'dj',
      min_price: 100,
      services: ['DJ'],
      vendor_types: ['music-djs'],
      service_areas: ['Brooklyn'],
      instant_book: true,
      sort_by: 'price_desc',
      limit: 50,
      offset: 0,
    });
    expect(() => VendorSearchRequestSchema.parse(request)).not.toThrow();
  });

  it('puts a reversed range the right way round', () => {
    expect(
      toVenueSearchRequest(venues({ minCapacity: 200, maxCapacity: 50, minPrice: 900, maxPrice: 100 })),
    ).toMatchObject({ min_capacity: 50, max_capacity: 200, min_price: 100, max_price: 900 });
  });
});

describe('state changes', () => {
  it('goes back to page 1 when the search changes', () => {
    expect(withChanges(venues({ page: 3 }), { city: 'Austin' })).toMatchObject({ page: 1, city: 'Austin' });
  });

  it('keeps the words, place and instant book across tabs and drops the rest', () => {
    const next = switchTab(
      venues({
        q: 'party',
        city: 'Austin',
        state: 'TX',
        types: ['rooftop'],
        minCapacity: 50,
        instantBook: true,
        sort: 'capacity',
        page: 2,
      }),
      'vendors',
    );
    expect(next).toEqual(vendors({ q: 'party', city: 'Austin', state: 'TX', instantBook: true }));
    const same = venues({ page: 2 });
    expect(switchTab(same, 'venues')).toBe(same);
  });

  it('clears filters but keeps the tab, words and sort', () => {
    const state = venues({
      q: 'party',
      sort: 'rating',
      types: ['rooftop'],
      city: 'Austin',
      amenities: ['WiFi'],
      instantBook: true,
      page: 2,
    });
    expect(clearFilters(state)).toEqual(venues({ q: 'party', sort: 'rating' }));
  });

  it('counts pages of 50', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(50)).toBe(1);
    expect(totalPages(58)).toBe(2);
  });
});

describe('active filters', () => {
  it('lists each filter with a label and the state without it', () => {
    const state = venues({
      q: 'party',
      types: ['rooftop', 'loft'],
      city: 'Austin',
      state: 'TX',
      location: '78704',
      minCapacity: 50,
      maxCapacity: 200,
      minPrice: 100,
      amenities: ['WiFi'],
      date: '2030-06-15',
      startTime: '18:00',
      hours: 4,
      instantBook: true,
      page: 2,
    });
    const chips = activeFilters(state);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Rooftop',
      'Loft',
      'Free Sat, Jun 15, 6:00 PM for 4 h',
      'Instant book',
      'Austin, TX',
      'Near 78704',
      '50–200 guests',
      '$100+/hr',
      'WiFi',
    ]);
    const rooftop = chips[0]!;
    expect(rooftop.without).toMatchObject({ types: ['loft'], page: 1, q: 'party' });
    expect(chips.find((chip) => chip.key === 'city')!.without).toMatchObject({ city: '', state: '' });
    expect(chips.find((chip) => chip.label === 'Instant book')!.without).toEqual({
      ...state,
      instantBook: false,
      page: 1,
    });
    expect(chips.find((chip) => chip.key === 'capacity')!.without).toMatchObject({
      minCapacity: null,
      maxCapacity: null,
    });
  });

  it('labels one-sided ranges and vendor filters', () => {
    const chips = activeFilters(
      vendors({ maxPrice: 500, types: ['music-djs'], services: ['DJ'], serviceAreas: ['Queens'] }),
    );
    expect(chips.map((chip) => chip.label)).toEqual(['Music & DJs', 'Up to $500', 'DJ', 'Serves Queens']);
    expect(activeFilters(venues({ maxCapacity: 80 }))[0]!.label).toBe('Up to 80 guests');
  });

  it('knows whether anything is filtered; the panel count leaves out categories', () => {
    expect(hasFilters(venues({ q: 'words only' }))).toBe(false);
    expect(hasFilters(venues({ types: ['loft'] }))).toBe(true);
    expect(panelFilterCount(venues({ types: ['loft'], city: 'Austin', amenities: ['WiFi', 'Bar'] }))).toBe(3);
    expect(hasFilters(vendors({ instantBook: true }))).toBe(true);
    expect(panelFilterCount(vendors({ types: ['music-djs'], instantBook: true }))).toBe(1);
  });
});

describe('discoverTitle', () => {
  it('names the tab, the words, a single category, the city and the page', () => {
    expect(discoverTitle(DEFAULT_STATE)).toBe('Venues');
    expect(discoverTitle(vendors({ types: ['music-djs'], city: 'Austin', page: 2 }))).toBe(
      'Music & DJs in Austin (page 2)',
    );
    expect(discoverTitle(venues({ q: 'rooftop', types: ['rooftop'] }))).toBe('“rooftop” · Rooftop venues');
  });
});

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
