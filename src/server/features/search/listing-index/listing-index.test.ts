import { describe, expect, it } from 'vitest';
import { VenueSearchRequestSchema } from '#shared/search.ts';
import { closedListings, type ClosedListings } from '../../listings/index.ts';
import { LIVE, venueFilter, type ListingFilter } from './doc-filters.ts';
import { weekOf, type ListingDoc } from './listing-doc.ts';
import { ListingIndex } from './listing-index.ts';

function doc(id: string, fields: Partial<ListingDoc> = {}): ListingDoc {
  return {
    id,
    live: true,
    name: id,
    priceCents: 10_000,
    rating: 4.5,
    reviews: 0,
    capacity: 100,
    city: 'austin',
    state: 'tx',
    kind: 'rooftop',
    place: '',
    zip: null,
    amenities: [],
    services: [],
    serviceAreas: [],
    instantBook: false,
    week: [],
    timeZone: 'America/Chicago',
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    maxEventsPerDay: null,
    card: JSON.stringify({ id }),
    ...fields,
  };
}

const put = (index: ListingIndex, d: ListingDoc) =>
  index.put({ doc: d, text: { lexemes: [], length: 0 }, embedding: null });
const ids = (index: ListingIndex, mask: Uint8Array) =>
  [...mask.keys()]
    .filter((slot) => mask[slot] === 1)
    .map((slot) => index.doc(slot).id)
    .sort();

describe('ListingIndex masks', () => {
  it('filters on the columns and text tests, and a kept mask follows changes to the listings', () => {
    const index = new ListingIndex('venue');
    put(index, doc('a', { capacity: 50 }));
    put(index, doc('b', { capacity: 300, city: 'miami' }));
    put(index, doc('c', { capacity: 500, live: false }));
    const big: ListingFilter = { ...LIVE, minCapacity: 200 };
    expect(ids(index, index.filter(big))).toEqual(['b']);
    expect(ids(index, index.filter({ ...LIVE, city: 'austin' }))).toEqual(['a']);
    expect(ids(index, index.filter({ ...LIVE, city: 'nowhere' }))).toEqual([]);
    expect(ids(index, index.filter({ ...big, activeOnly: false }))).toEqual(['b', 'c']);
    expect(ids(index, index.filter({ ...LIVE, tests: [(d) => d.id !== 'a'] }))).toEqual(['b']);
    // The same filter again after a listing changed: the kept mask is not reused.
    put(index, doc('a', { capacity: 250 }));
    expect(ids(index, index.filter(big))).toEqual(['a', 'b']);
    index.delete('b');
    expect(ids(index, index.filter(big))).toEqual(['a']);
    // A caller may change its mask without touching the kept one.
    index.filter(big).fill(0);
    expect(ids(index, index.filter(big))).toEqual(['a']);
  });

  it('keeps only listings that book instantly when asked, in its own kept selection', () => {
    const index = new ListingIndex('vendor');
    put(index, doc('a', { instantBook: true }));
    put(index, doc('b'));
    put(index, doc('c', { instantBook: true, live: false }));
    put(index, doc('d', { instantBook: true, city: 'miami' }));
    const instant: ListingFilter = { ...LIVE, instantBookOnly: true };
    // Asked without instant book first: the selection it keeps is not the one an instant-book search reads.
    expect(ids(index, index.filter(LIVE))).toEqual(['a', 'b', 'd']);
    expect(ids(index, index.filter(instant))).toEqual(['a', 'd']);
    expect(ids(index, index.filter(LIVE))).toEqual(['a', 'b', 'd']);
    expect(ids(index, index.filter({ ...instant, city: 'austin' }))).toEqual(['a']);
    expect(ids(index, index.filter({ ...instant, activeOnly: false }))).toEqual(['a', 'c', 'd']);
    expect(index.page('name', instant, 0, 10).total).toBe(2);
    // The partner turns it off on one and on at another; a deleted listing's slot, reused, starts from its new flag.
    put(index, doc('a'));
    put(index, doc('b', { instantBook: true }));
    expect(ids(index, index.filter(instant))).toEqual(['b', 'd']);
    index.delete('d');
    put(index, doc('e'));
    expect(ids(index, index.filter(instant))).toEqual(['b']);
  });

  it('pages a sort over the masked slots and counts them all', () => {
    const index = new ListingIndex('venue');
    for (const [id, price] of [
      ['x', 300],
      ['y', 100],
      ['z', 200],
    ] as const)
      put(index, doc(id, { priceCents: price }));
    const { slots, total } = index.page('price', LIVE, 1, 1);
    expect(total).toBe(3);
    expect(slots.map((slot) => index.doc(slot).id)).toEqual(['z']);
    expect(JSON.parse(index.cards(index.page('price_desc', LIVE, 0, 3).slots))).toEqual([
      { id: 'x' },
      { id: 'z' },
      { id: 'y' },
    ]);
  });

  it('keeps the candidates in the cities asked for, best rated first, then by id, at most the count', () => {
    const index = new ListingIndex('venue');
    const ratings = [4.1, 4.9, 5, 4.9, 3];
    ['austin', 'miami', 'denver', 'austin', 'miami'].forEach((city, i) =>
      put(index, doc(`v${i}`, { city, rating: ratings[i] as number })),
    );
    const slots = ['v4', 'v3', 'v2', 'v1', 'v0'].map((id) => index.slotFor(id) as number);
    expect(index.inCities(slots, ['austin', 'miami'], 10).map((slot) => index.doc(slot).id)).toEqual([
      'v1',
      'v3',
      'v0',
      'v4',
    ]);
    expect(index.inCities(slots, ['austin', 'miami'], 2).map((slot) => index.doc(slot).id)).toEqual(['v1', 'v3']);
    expect(index.inCities(slots, ['nowhere'], 10)).toEqual([]);
  });

  it('sorts names as the collator does (case and accents aside, ties by id), and again after a rename', () => {
    const index = new ListingIndex('venue');
    const names = [
      'banana loft',
      'Apple Hall',
      'apple hall',
      'Émile Garden',
      'Emile garden',
      'zebra',
      'Zoë Roof',
      'Zoe Roof',
      'apple-hall',
      '10 Main',
      '9 Main',
    ];
    names.forEach((name, i) =>
      put(index, doc(`v${i}`, { name, priceCents: 100 * (i % 3), rating: 4 + (i % 2) / 2, reviews: i })),
    );
    const collator = new Intl.Collator('en');
    const docs = names.map((name, i) => ({
      id: `v${i}`,
      name,
      priceCents: 100 * (i % 3),
      rating: 4 + (i % 2) / 2,
      reviews: i,
    }));
    const byName = (a: (typeof docs)[number], b: (typeof docs)[number]) =>
      collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1);
    const page = (sort: 'name' | 'price' | 'rating') =>
      index.page(sort, LIVE, 0, 50).slots.map((slot) => index.doc(slot).id);
    expect(page('name')).toEqual([...docs].sort(byName).map((d) => d.id));
    expect(page('price')).toEqual(
      [...docs].sort((a, b) => a.priceCents - b.priceCents || byName(a, b)).map((d) => d.id),
    );
    expect(page('rating')).toEqual(
      [...docs].sort((a, b) => b.rating - a.rating || b.reviews - a.reviews || byName(a, b)).map((d) => d.id),
    );
    expect(index.sort([0, 1, 2, 3], 'name').map((slot) => index.doc(slot).id)).toEqual(
      docs
        .slice(0, 4)
        .sort(byName)
        .map((d) => d.id),
    );

    put(index, doc('v5', { name: 'Aardvark Barn', priceCents: 200, rating: 4.5, reviews: 5 }));
    docs[5] = { id: 'v5', name: 'Aardvark Barn', priceCents: 200, rating: 4.5, reviews: 5 };
    expect(page('name')).toEqual([...docs].sort(byName).map((d) => d.id));
  });

  it('answers right after more distinct filters than it keeps, whose masks it fills again', () => {
    const index = new ListingIndex('venue');
    for (let i = 0; i < 500; i++)
      put(index, doc(`v${String(i).padStart(3, '0')}`, { capacity: i, city: i % 2 === 0 ? 'austin' : 'miami' }));
    const expected = (min: number, city?: string) =>
      Array.from({ length: 500 - min }, (_, k) => min + k)
        .filter((capacity) => city === undefined || (capacity % 2 === 0) === (city === 'austin'))
        .map((capacity) => `v${String(capacity).padStart(3, '0')}`);
    // Twice round 100 filters, more than the 64 kept: the second round's selections are all made again.
    for (let round = 0; round < 2; round++) {
      for (let min = 0; min < 100; min++) {
        const city = min % 3 === 0 ? 'miami' : undefined;
        expect(ids(index, index.filter({ ...LIVE, minCapacity: min * 5, city }))).toEqual(expected(min * 5, city));
      }
    }
  });

  it('selects from the slots of a city or kinds, with every other condition, as one pass over all slots does', () => {
    const index = new ListingIndex('venue');
    const cities = ['austin', 'miami', 'denver'];
    const kinds = ['rooftop', 'loft', 'gallery', 'bar'];
    // Enough listings that a city's share is under the sorted page's cut-off (a sixteenth), and one over it.
    for (let i = 0; i < 2_000; i++) {
      const city = i < 60 ? 'austin' : (cities[1 + (i % 2)] as string);
      put(
        index,
        doc(`v${String(i).padStart(4, '0')}`, {
          city,
          kind: kinds[i % 4] as string,
          capacity: (i * 37) % 500,
          priceCents: (i * 53) % 90_000,
          live: i % 7 !== 0,
        }),
      );
    }
    index.delete('v0004');
    const filters: ListingFilter[] = [
      { ...LIVE, city: 'austin' },
      { ...LIVE, city: 'austin', minCapacity: 100, maxPriceCents: 50_000 },
      { ...LIVE, city: 'miami', kinds: new Set(['loft', 'bar']) },
      { ...LIVE, kinds: new Set(['gallery']), minCapacity: 300, tests: [(d) => d.id.endsWith('2')] },
      { ...LIVE, city: 'austin', state: 'tx', activeOnly: false, tests: [(d) => d.capacity > 50] },
      { ...LIVE, city: 'nowhere' },
    ];
    // A copy: the mask is the index's scratch, and the next query overwrites it.
    const all = index.filter({ ...LIVE, activeOnly: false }).slice();
    for (const filter of filters) {
      const expected = [...all.keys()]
        .filter((slot) => all[slot] === 1)
        .map((slot) => index.doc(slot))
        .filter(
          (d) => (d.live || !filter.activeOnly) && d.capacity >= filter.minCapacity && d.capacity <= filter.maxCapacity,
        )
        .filter((d) => d.priceCents >= filter.minPriceCents && d.priceCents <= filter.maxPriceCents)
        .filter(
          (d) =>
            (filter.city === undefined || d.city === filter.city) &&
            (filter.state === undefined || d.state === filter.state),
        )
        .filter((d) => (!filter.kinds || filter.kinds.has(d.kind)) && filter.tests.every((test) => test(d)));
      expect(ids(index, index.filter(filter))).toEqual(expected.map((d) => d.id).sort());
      const byCapacity = [...expected]
        .sort((a, b) => b.capacity - a.capacity || (a.name < b.name ? -1 : 1))
        .map((d) => d.id);
      const page = index.page('capacity', filter, 5, 10);
      expect(page.total).toBe(expected.length);
      expect(page.slots.map((slot) => index.doc(slot).id)).toEqual(byCapacity.slice(5, 15));
    }
  });
});

describe('ListingIndex by date', () => {
  // 2027-03-15 is a Monday: evenings 18:00–04:00, closed on Tuesdays, any hour the other days.
  const evenings = weekOf([
    { weekday: 1, opensAt: '18:00:00', closesAt: '04:00:00', isClosed: false },
    { weekday: 2, opensAt: null, closesAt: null, isClosed: true },
  ]);
  const index = new ListingIndex('venue');
  put(index, doc('evenings', { week: evenings }));
  put(index, doc('any-hour'));
  put(index, doc('in-austin', { week: evenings }));
  put(index, doc('in-miami', { week: evenings, city: 'miami' }));
  const found = (asked: Record<string, unknown>, closed?: readonly string[]) =>
    ids(
      index,
      index.filter(venueFilter(VenueSearchRequestSchema.parse(asked), true, closed && closedListings(closed))),
    );

  it('leaves out a closed weekday, with or without hours', () => {
    expect(found({ date: '2027-03-16' })).toEqual(['any-hour']);
    expect(found({ date: '2027-03-16', start_time: '20:00', hours: 2 })).toEqual(['any-hour']);
    expect(found({ date: '2027-03-15' })).toEqual(['any-hour', 'evenings', 'in-austin', 'in-miami']);
  });

  it('keeps only events inside the hours of the day, past midnight included', () => {
    expect(found({ date: '2027-03-15', start_time: '22:00', hours: 6 })).toContain('evenings');
    expect(found({ date: '2027-03-15', start_time: '23:00', hours: 6 })).toEqual(['any-hour']);
    expect(found({ date: '2027-03-15', start_time: '12:00', hours: 4 })).toEqual(['any-hour']);
    // Hours without a date ask nothing of the week.
    expect(found({ start_time: '12:00', hours: 4 })).toHaveLength(4);
  });

  it('leaves out the listings the day’s bookings and blocks take, with a city or without', () => {
    expect(found({ date: '2027-03-15' }, ['evenings', 'in-miami', 'unknown'])).toEqual(['any-hour', 'in-austin']);
    expect(found({ date: '2027-03-15', city: 'Miami' }, ['in-miami'])).toEqual([]);
    expect(found({ date: '2027-03-15', city: 'Austin' }, ['evenings'])).toEqual(['any-hour', 'in-austin']);
  });

  it('keeps what each answer leaves out apart, and works it out again after a change', () => {
    const day = { date: '2027-03-15' };
    const first = closedListings(['evenings']);
    const filterOf = (closed: ClosedListings) => venueFilter(VenueSearchRequestSchema.parse(day), true, closed);
    expect(ids(index, index.filter(filterOf(first)))).toEqual(['any-hour', 'in-austin', 'in-miami']);
    expect(found(day, ['in-miami'])).toEqual(['any-hour', 'evenings', 'in-austin']);
    expect(ids(index, index.filter(filterOf(first)))).toEqual(['any-hour', 'in-austin', 'in-miami']);

    // A new listing takes the slot a deleted one had: the kept selection must not leave it out.
    const changing = new ListingIndex('venue');
    put(changing, doc('old'));
    put(changing, doc('other'));
    const withoutOld = closedListings(['old']);
    expect(ids(changing, changing.filter(filterOf(withoutOld)))).toEqual(['other']);
    changing.delete('old');
    put(changing, doc('new'));
    expect(ids(changing, changing.filter(filterOf(withoutOld)))).toEqual(['new', 'other']);
  });
});
