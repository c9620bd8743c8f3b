import { describe, expect, it } from 'vitest';
import { BUILD_GAP_MS, KeptUnions } from './kept-unions.ts';

const tieKeys = new Float64Array(10);

describe('KeptUnions', () => {
  it('is worth making from the second asking of a set, one union per gap', () => {
    let now = 1_000;
    const unions = new KeptUnions({ now: () => now });
    expect(unions.worthMaking('rooftop garden')).toBe(false);
    expect(unions.worthMaking('loft view')).toBe(false);
    expect(unions.worthMaking('rooftop garden')).toBe(true);
    expect(unions.worthMaking('loft view')).toBe(false);
    now += BUILD_GAP_MS - 1;
    expect(unions.worthMaking('loft view')).toBe(false);
    now += 1;
    expect(unions.worthMaking('loft view')).toBe(true);
  });

  it('answers only for the tie keys a union was made with, and nothing after a clear', () => {
    const unions = new KeptUnions({ capacity: 100 });
    const union = unions.make('a b', 3, tieKeys, true);
    expect(unions.get('a b', tieKeys)).toBe(union);
    expect(unions.get('a b', new Float64Array(10))).toBeUndefined();
    unions.clear();
    expect(unions.get('a b', tieKeys)).toBeUndefined();
  });

  it('writes unions round its arena, forgetting those a new one overlaps', () => {
    const unions = new KeptUnions({ capacity: 100 });
    const a = unions.make('a', 40, tieKeys, true);
    a.slots.fill(1);
    const b = unions.make('b', 40, tieKeys, true);
    b.slots.fill(2);
    unions.make('c', 40, tieKeys, true).slots.fill(3); // no room at 80: back to the start, over 'a'
    expect(unions.get('a', tieKeys)).toBeUndefined();
    expect(unions.get('b', tieKeys)?.slots).toEqual(new Int32Array(40).fill(2));
    expect(unions.get('c', tieKeys)?.slots).toEqual(new Int32Array(40).fill(3));
    unions.make('d', 30, tieKeys, true); // 40-70: over 'b'
    expect(unions.get('b', tieKeys)).toBeUndefined();
    expect(unions.get('c', tieKeys)).toBeDefined();
    expect(unions.make('all', 100, tieKeys, true).slots.length).toBe(100);
    expect(unions.get('c', tieKeys)).toBeUndefined();
    expect(unions.get('d', tieKeys)).toBeUndefined();
    expect(() => unions.make('more', 101, tieKeys, true)).toThrow(RangeError);
  });
});
