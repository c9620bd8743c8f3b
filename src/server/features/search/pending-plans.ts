// The plans posted to one search thread and not yet answered, by id, oldest first (search-threads.ts).
//
// A fixed ring of slots rather than a Map, on purpose (ADR 014). V8 remakes a Map's hash table as entries come and go,
// in the generation the old table is in, and a table left behind still holds the plans it held: their promises, the
// requests waiting on them and all they reach. Once a quiet spell had let this Map's table reach the old generation,
// every answered request was kept through young collections by tables nothing reached any more, and promoted. Here a
// slot is emptied when its plan is answered and the array is never replaced.

/** A plan's id is its place in the order posted; its slot is the id modulo the ring's size. */
export class PendingPlans<Plan> {
  private readonly slots: (Plan | undefined)[];
  /** No plan older than this is pending. */
  private oldest = 0;
  private next = 0;
  /** Plans pending. */
  size = 0;

  constructor(readonly capacity: number) {
    this.slots = new Array<Plan | undefined>(capacity).fill(undefined);
  }

  /**
   * Whether another plan can be added: the ring holds every id from the oldest pending plan on, so a plan stuck
   * while a ring's worth of later ones were answered leaves no slot for the next.
   */
  get hasRoom(): boolean {
    return this.next - this.oldest < this.capacity;
  }

  /** Adds a plan, and gives its id. */
  add(plan: Plan): number {
    if (!this.hasRoom) throw new Error('no pending-plan slot is free');
    const id = this.next++;
    this.slots[id % this.capacity] = plan;
    this.size += 1;
    return id;
  }

  /** Takes the plan out once it is answered (undefined when it was taken already). */
  take(id: number): Plan | undefined {
    if (id < this.oldest || id >= this.next) return undefined;
    const slot = id % this.capacity;
    const plan = this.slots[slot];
    if (plan === undefined) return undefined;
    this.slots[slot] = undefined;
    this.size -= 1;
    while (this.oldest < this.next && this.slots[this.oldest % this.capacity] === undefined) this.oldest += 1;
    return plan;
  }

  /** The pending plans with their ids, oldest first. */
  *oldestFirst(): Generator<[number, Plan]> {
    for (let id = this.oldest; id < this.next; id++) {
      const plan = this.slots[id % this.capacity];
      if (plan !== undefined) yield [id, plan];
    }
  }

  /** Takes every pending plan out. */
  takeAll(): Plan[] {
    const plans = [...this.oldestFirst()].map(([, plan]) => plan);
    this.slots.fill(undefined);
    this.size = 0;
    this.oldest = this.next;
    return plans;
  }
}
