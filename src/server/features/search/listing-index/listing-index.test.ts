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
    const { slots, total } = index.sortedPage('price', index.mask(LIVE), 1, 1);
    expect(total).toBe(3);
    expect(slots.map((slot) => index.doc(slot).id)).toEqual(['z']);
    expect(JSON.parse(index.cardsJson(index.sortedPage('price_desc', index.mask(LIVE), 0, 3).slots))).toEqual([{ id: 'x' }, { id: 'z' }, { id: 'y' }]);
  });
});
