import { describe, expect, it } from 'vitest';
import { LIVE, type ListingFilter } from './doc-filters.ts';
import type { ListingDoc } from './listing-doc.ts';
import { ListingIndex } from './listing-index.ts';

function doc(id: string, fields: Partial<ListingDoc> = {}): ListingDoc {
  return {
    id, live: true, name: id, priceCents: 10_000, rating: 4.5, reviews: 0, capacity: 100, city: 'austin', state: 'tx', kind: 'rooftop',
    place: '', zip: null, amenities: [], services: [], serviceAreas: [], card: JSON.stringify({ id }), ...fields,
  };
}

const put = (index: ListingIndex, d: ListingDoc) => index.put({ doc: d, text: { lexemes: [], length: 0 }, embedding: null });
const ids = (index: ListingIndex, mask: Uint8Array) => [...mask.keys()].filter((slot) => mask[slot] === 1).map((slot) => index.doc(slot).id).sort();

describe('ListingIndex masks', () => {
  it('filters on the columns and text tests, and a kept mask follows changes to the listings', () => {
    const index = new ListingIndex('venue');
    put(index, doc('a', { capacity: 50 }));
    put(index, doc('b', { capacity: 300, city: 'miami' }));
    put(index, doc('c', { capacity: 500, live: false }));
    const big: ListingFilter = { ...LIVE, minCapacity: 200 };
    expect(ids(index, index.mask(big))).toEqual(['b']);
    expect(ids(index, index.mask({ ...LIVE, city: 'austin' }))).toEqual(['a']);
    expect(ids(index, index.mask({ ...LIVE, city: 'nowhere' }))).toEqual([]);
    expect(ids(index, index.mask({ ...big, activeOnly: false }))).toEqual(['b', 'c']);
    expect(ids(index, index.mask({ ...LIVE, tests: [(d) => d.id !== 'a'] }))).toEqual(['b']);
    // The same filter again after a listing changed: the kept mask is not reused.
    put(index, doc('a', { capacity: 250 }));
    expect(ids(index, index.mask(big))).toEqual(['a', 'b']);
    index.delete('b');
    expect(ids(index, index.mask(big))).toEqual(['a']);
    // A caller may change its mask without touching the kept one.
    index.mask(big).fill(0);
    expect(ids(index, index.mask(big))).toEqual(['a']);
  });

  it('pages a sort over the masked slots and counts them all', () => {
    const index = new ListingIndex('venue');
    for (const [id, price] of [['x', 300], ['y', 100], ['z', 200]] as const) put(index, doc(id, { priceCents: price }));
    const { slots, total } = index.sortedPage('price', LIVE, 1, 1);
    expect(total).toBe(3);
    expect(slots.map((slot) => index.doc(slot).id)).toEqual(['z']);
    expect(JSON.parse(index.cardsJson(index.sortedPage('price_desc', LIVE, 0, 3).slots))).toEqual([{ id: 'x' }, { id: 'z' }, { id: 'y' }]);
  });

  it('selects from the slots of a city or kinds, with every other condition, as one pass over all slots does', () => {
    const index = new ListingIndex('venue');
    const cities = ['austin', 'miami', 'denver'];
    const kinds = ['rooftop', 'loft', 'gallery', 'bar'];
    // Enough listings that a city's share is under the sorted page's cut-off (a sixteenth), and one over it.
    for (let i = 0; i < 2_000; i++) {
      const city = i < 60 ? 'austin' : (cities[1 + (i % 2)] as string);
      put(index, doc(`v${String(i).padStart(4, '0')}`, { city, kind: kinds[i % 4] as string, capacity: (i * 37) % 500, priceCents: (i * 53) % 90_000, live: i % 7 !== 0 }));
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
    const all = index.mask({ ...LIVE, activeOnly: false });
    for (const filter of filters) {
      const expected = [...all.keys()]
        .filter((slot) => all[slot] === 1)
        .map((slot) => index.doc(slot))
        .filter((d) => (d.live || !filter.activeOnly) && d.capacity >= filter.minCapacity && d.capacity <= filter.maxCapacity)
        .filter((d) => d.priceCents >= filter.minPriceCents && d.priceCents <= filter.maxPriceCents)
        .filter((d) => (filter.city === undefined || d.city === filter.city) && (filter.state === undefined || d.state === filter.state))
        .filter((d) => (!filter.kinds || filter.kinds.has(d.kind)) && filter.tests.every((test) => test(d)));
      expect(ids(index, index.mask(filter))).toEqual(expected.map((d) => d.id).sort());
      const byCapacity = [...expected].sort((a, b) => b.capacity - a.capacity || (a.name < b.name ? -1 : 1)).map((d) => d.id);
      const page = index.sortedPage('capacity', filter, 5, 10);
      expect(page.total).toBe(expected.length);
      expect(page.slots.map((slot) => index.doc(slot).id)).toEqual(byCapacity.slice(5, 15));
    }
  });
});
