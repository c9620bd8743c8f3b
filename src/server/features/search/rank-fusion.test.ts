import { describe, expect, it } from 'vitest';
import { fuseRankings as fuseWeighted, RRF_K, type RankedList } from './rank-fusion.ts';

/** Lists of weight 1. */
const fuseRankings = (lists: number[][]) => fuseWeighted(lists.map((slots) => ({ slots, weight: 1 })));

/** The fusion as the definition gives it: a Map of summed weighted reciprocal ranks, sorted stably. */
function fusedByDefinition(lists: RankedList[]): number[] {
  const scores = new Map<number, number>();
  for (const { slots, weight } of lists)
    slots.forEach((slot, rank) => scores.set(slot, (scores.get(slot) ?? 0) + weight / (RRF_K + rank + 1)));
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([slot]) => slot);
}

describe('fuseRankings', () => {
  it('puts a slot both lists rank first, then the rest by summed reciprocal rank', () => {
    expect(
      fuseRankings([
        [7, 3, 9],
        [7, 9, 4],
      ]),
    ).toEqual([7, 9, 3, 4]);
  });

  it('keeps the order of first appearance between equal scores', () => {
    expect(
      fuseRankings([
        [5, 1],
        [2, 6],
      ]),
    ).toEqual([5, 2, 1, 6]);
    expect(
      fuseRankings([
        [2, 6],
        [5, 1],
      ]),
    ).toEqual([2, 5, 6, 1]);
  });

  it('answers empty lists with nothing, and one list in its own order', () => {
    expect(fuseRankings([[], [], []])).toEqual([]);
    expect(fuseRankings([[4, 8, 0, 2]])).toEqual([4, 8, 0, 2]);
  });

  it('starts every call from zero: the last call left no score behind', () => {
    fuseRankings([
      [1, 2, 3],
      [3, 2, 1],
    ]);
    expect(fuseRankings([[3], [9]])).toEqual([3, 9]);
  });

  it('counts a list by its weight', () => {
    // 4 is first in a list of weight 1; 8 is first in one of weight 0.5 and second in one of weight 1.
    expect(
      fuseWeighted([
        { slots: [4, 8], weight: 1 },
        { slots: [8], weight: 0.5 },
      ]),
    ).toEqual([8, 4]);
    expect(
      fuseWeighted([
        { slots: [4, 8], weight: 1 },
        { slots: [8], weight: 0.01 },
      ]),
    ).toEqual([4, 8]);
  });

  it('takes slots past its scratch array, and agrees with the definition on random lists', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 50; round++) {
      const lists = Array.from({ length: 3 }, (_, i) => ({
        slots: [...new Set(Array.from({ length: random(60) }, () => random(round < 25 ? 80 : 5000)))],
        weight: [1, 0.5, 0.25][i] as number,
      }));
      expect(fuseWeighted(lists)).toEqual(fusedByDefinition(lists));
    }
  });
});
