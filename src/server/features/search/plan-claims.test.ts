// Plan claims (ADR 013): a plan posted to a search thread is run by exactly one of the two threads that may run it.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { claimPlan, newPlanClaims, offerPlan } from './plan-claims.ts';

describe('plan claims', () => {
  it('lets one caller claim an offered plan, once', () => {
    const claims = newPlanClaims();
    expect(claimPlan(claims, 7)).toBe(false);
    offerPlan(claims, 7);
    expect(claimPlan(claims, 7)).toBe(true);
    expect(claimPlan(claims, 7)).toBe(false);
  });

  it('refuses a plan whose slot a later plan has taken', () => {
    const claims = newPlanClaims();
    offerPlan(claims, 3);
    offerPlan(claims, 3 + 1024);
    expect(claimPlan(claims, 3)).toBe(false);
    expect(claimPlan(claims, 3 + 1024)).toBe(true);
  });

  it('gives each plan to exactly one of two threads claiming at once', async () => {
    const claims = newPlanClaims();
    const plans = 1000;
    for (let id = 0; id < plans; id++) offerPlan(claims, id);
    // The other thread claims every plan in order while this one claims them from the end.
    const other = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       const { claims, plans } = workerData;
       const tag = (id) => (id % 0x3fffffff) + 1;
       const won = [];
       for (let id = 0; id < plans; id++) if (Atomics.compareExchange(claims, id % 1024, tag(id), 0) === tag(id)) won.push(id);
       parentPort.postMessage(won);`,
      { eval: true, workerData: { claims, plans } },
    );
    const theirs = new Promise<number[]>((resolve) => other.once('message', resolve));
    const mine: number[] = [];
    for (let id = plans - 1; id >= 0; id--) if (claimPlan(claims, id)) mine.push(id);
    const won = [...mine, ...(await theirs)].sort((a, b) => a - b);
    expect(won).toEqual(Array.from({ length: plans }, (_, id) => id));
    await other.terminate();
  });
});
