// Pending plans: the ring of plans posted to a search thread and not yet answered (pending-plans.ts).
import { describe, expect, it } from 'vitest';
import { PendingPlans } from './pending-plans.ts';

describe('pending plans', () => {
  it('gives each plan the next id and hands it back once', () => {
    const pending = new PendingPlans<string>(8);
    expect([pending.add('a'), pending.add('b'), pending.add('c')]).toEqual([0, 1, 2]);
    expect(pending.size).toBe(3);
    expect(pending.take(1)).toBe('b');
    expect(pending.take(1)).toBeUndefined();
    expect(pending.take(7)).toBeUndefined();
    expect(pending.size).toBe(2);
  });

  it('lists what is pending oldest first, across the end of the ring', () => {
    const pending = new PendingPlans<number>(4);
    for (let i = 0; i < 3; i++) pending.take(pending.add(i));
    for (let i = 3; i < 7; i++) pending.add(i);
    pending.take(4);
    expect([...pending.oldestFirst()]).toEqual([
      [3, 3],
      [5, 5],
      [6, 6],
    ]);
  });

  it('has no room while the oldest pending plan is a whole ring behind', () => {
    const pending = new PendingPlans<number>(4);
    for (let i = 0; i < 4; i++) pending.add(i);
    expect(pending.hasRoom).toBe(false);
    expect(() => pending.add(4)).toThrow();
    // Later plans answered: the stuck one still owns the slot the next id would take.
    for (const id of [1, 2, 3]) pending.take(id);
    expect(pending.size).toBe(1);
    expect(pending.hasRoom).toBe(false);
    pending.take(0);
    expect(pending.hasRoom).toBe(true);
    expect(pending.add(4)).toBe(4);
    expect(pending.take(0)).toBeUndefined();
    expect(pending.take(4)).toBe(4);
  });

  it('takes every pending plan at once, oldest first, and forgets them', () => {
    const pending = new PendingPlans<string>(4);
    const ids = ['a', 'b', 'c'].map((plan) => pending.add(plan));
    pending.take(ids[1] as number);
    expect(pending.takeAll()).toEqual(['a', 'c']);
    expect(pending.size).toBe(0);
    expect(pending.take(ids[0] as number)).toBeUndefined();
    expect([...pending.oldestFirst()]).toEqual([]);
    expect(pending.hasRoom).toBe(true);
  });
});
