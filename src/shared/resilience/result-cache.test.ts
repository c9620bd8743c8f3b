import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResultCache, createPriceCache } from './result-cache.ts';

describe('ResultCache', () => {
  it('expires entries after 5 minutes', () => {
    let time = 0;
    const cache = new ResultCache<string, number>({ now: () => time });
    cache.set('a', 1);
    time = 299_999;
    expect(cache.get('a')).toBe(1);
    time = 300_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a value worked out across a clear only if no clear came in between', () => {
    const cache = new ResultCache<string, number>();
    const asked = cache.clears;
    cache.setUnlessCleared('a', 1, asked);
    expect(cache.get('a')).toBe(1);
    cache.clear();
    cache.setUnlessCleared('b', 2, asked);
    expect(cache.has('b')).toBe(false);
    cache.setUnlessCleared('b', 2, cache.clears);
    expect(cache.get('b')).toBe(2);
  });

  it('evicts the oldest 20% when full', () => {
    const cache = new ResultCache<number, number>({ now: () => 0 });
    for (let i = 0; i < 100; i += 1) cache.set(i, i);
    expect(cache.size).toBe(100);
    cache.set(100, 100);
    expect(cache.size).toBe(81);
    expect(cache.has(0)).toBe(false);
    expect(cache.has(19)).toBe(false);
    expect(cache.has(20)).toBe(true);
    expect(cache.get(100)).toBe(100);
  });

  it('treats a re-set key as newest', () => {
    const cache = new ResultCache<string, number>({ maxEntries: 5, now: () => 0 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, 1);
    cache.set('a', 2);
    cache.set('f', 1);
    expect(cache.get('a')).toBe(2);
    expect(cache.has('b')).toBe(false);
  });

  it('cleanup removes only expired entries', () => {
    let time = 0;
    const cache = new ResultCache<string, string>({ now: () => time });
    cache.set('old', 'x');
    time = 200_000;
    cache.set('new', 'y');
    time = 300_000;
    expect(cache.cleanup()).toBe(1);
    expect(cache.get('new')).toBe('y');
  });

  it('loads once and does not cache failures', async () => {
    const cache = new ResultCache<string, number>({ now: () => 0 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    await expect(cache.getOrLoad('bad', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.has('bad')).toBe(false);
  });

  it('never exceeds its capacity', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 500 }), (keys) => {
        const cache = new ResultCache<number, number>({ now: () => 0 });
        for (const key of keys) {
          cache.set(key, key);
          expect(cache.size).toBeLessThanOrEqual(100);
          expect(cache.get(key)).toBe(key);
        }
      }),
    );
  });

  it('price cache holds up to 1000 entries', () => {
    const cache = createPriceCache<number>(() => 0);
    for (let i = 0; i < 1000; i += 1) cache.set(`p${i}`, i);
    expect(cache.size).toBe(1000);
    cache.set('one-more', 1);
    expect(cache.size).toBeLessThanOrEqual(1000);
  });
});
