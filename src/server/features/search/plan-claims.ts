// Who runs a plan posted to a search thread (ADR 013): the thread, or the main thread when it has time and the plan is
// still waiting. Each plan has a slot in memory the two threads share, holding its tag until one of them swaps it out:
// that one runs the plan, and the other passes it by.
/**
 * More than the plans that can wait on one thread (QUEUE_PER_THREAD). A thread posts no plan while one a whole ring
 * older is still pending (pending-plans.ts), so a slot is free again before it is reused.
 */
export const PLAN_SLOTS = 1024;
const tagOf = (id: number) => (id % 0x3fffffff) + 1;

export function newPlanClaims(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(PLAN_SLOTS * Int32Array.BYTES_PER_ELEMENT));
}

/** The plan may now be claimed (before it is posted). */
export function offerPlan(claims: Int32Array, id: number): void {
  Atomics.store(claims, id % PLAN_SLOTS, tagOf(id));
}

/** True for the one caller that claims the plan first; false once either thread has. */
export function claimPlan(claims: Int32Array, id: number): boolean {
  const tag = tagOf(id);
  return Atomics.compareExchange(claims, id % PLAN_SLOTS, tag, 0) === tag;
}
