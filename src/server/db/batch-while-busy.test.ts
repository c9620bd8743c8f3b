import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from './batch-while-busy.ts';

describe('batchWhileBusy', () => {
  it('sends the first item at once and what arrives meanwhile together next, at most maxBatch at a time, in order', async () => {
    const batches: number[][] = [];
    let finish: (() => void)[] = [];
    const add = batchWhileBusy<number>(3, (batch) => {
      batches.push(batch);
      return new Promise((resolve) => finish.push(resolve));
    });
    for (let i = 1; i <= 6; i++) add(i);
    expect(batches).toEqual([[1]]);
    const settle = async () => {
      const pending = finish;
      finish = [];
      for (const resolve of pending) resolve();
      await new Promise((resolve) => setImmediate(resolve));
    };
    await settle();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await settle();
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    await settle();
    add(7);
    expect(batches.at(-1)).toEqual([7]);
  });
});
