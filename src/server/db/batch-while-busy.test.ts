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

describe('batchWhileBusy, gathering a turn (PGlite)', () => {
  const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("sends a turn's items together, though each batch is done before the next item arrives", async () => {
    const batches: number[][] = [];
    // A run that is done before it returns, as a PGlite statement is.
    const add = batchWhileBusy<number>(3, async (batch) => void batches.push(batch), { gatherTurn: true });
    // Each item in a callback of its own, with the microtasks between them run, as socket reads are.
    for (let i = 1; i <= 4; i++) setImmediate(() => add(i));
    await endOfTurn();
    expect(batches).toEqual([]);
    await endOfTurn();
    expect(batches).toEqual([[1, 2, 3], [4]]);
    add(5);
    expect(batches).toHaveLength(2);
    await endOfTurn();
    expect(batches.at(-1)).toEqual([5]);
  });

  it('without gathering, the same items go one a batch', async () => {
    const batches: number[][] = [];
    const add = batchWhileBusy<number>(3, async (batch) => void batches.push(batch));
    for (let i = 1; i <= 4; i++) setImmediate(() => add(i));
    await endOfTurn();
    await endOfTurn();
    expect(batches).toEqual([[1], [2], [3], [4]]);
  });
});
