// Several-lexeme queries asked again: their best matches kept best first, so a repeat reads them as a one-lexeme
// query reads its posting, instead of summing and selecting again (a search engine's cache of list intersections,
// here of unions). Masks are not part of the key: the same words with other filters, another sort or the next page
// all read the same union.
//
// A set is kept from its second asking, so one-off queries do not pay for the sort, and unions are made at most one
// per BUILD_GAP_MS: new words come in bursts. Only a union's best PREFIX_LISTINGS are sorted and kept: sorting all of
// a large union (30,000-50,000 listings for words like 'restaurant' or 'room') took 5 ms, and under load every other
// search waited behind it, which made most of the slowest searches. A query whose filters leave too few of the kept
// best sums the postings instead. The unions live in one arena written round like a ring (the oldest in the way are
// forgotten): arrays made and dropped for each union are memory outside the heap, which V8 counts towards a full
// collection, and they set one off every 8 s.

/**
 * The listings with any of a set's lexemes, best first (summed rank, then the smaller tie key, then the slot): all of
 * them, or the first ones in that order.
 */
export interface BestFirstUnion {
  slots: Int32Array;
  ranks: Float64Array;
  /** The tie keys the order was made with. */
  tieKeys: Float64Array;
  /** False when only the union's best are kept, so a query that runs out of them has to sum the postings. */
  complete: boolean;
}

/** Listings the arena holds: 12 bytes each, 32 MB in all, written only as unions are made. */
const ARENA_LISTINGS = (32 * 1024 * 1024) / 12;
/** Lexeme sets remembered as asked once; forgotten all together when full (cheap, and rare). */
const ASKED_KEPT = 10_000;
export const BUILD_GAP_MS = 50;
/**
 * How many of a union's best are kept: a page of 500 text matches (run-search-plan.ts) is found among them while the
 * filters let one listing in eight through. A large union is kept in about 1.5 ms this way instead of 5-6 (in process,
 * 100,000 listings).
 */
export const PREFIX_LISTINGS = 4096;

type Kept = BestFirstUnion & { start: number };

export interface KeptUnionsOptions {
  /** The most listings the unions hold together. */
  capacity?: number;
  /** How many of a union's best are kept. */
  prefix?: number;
  now?: () => number;
}

export class KeptUnions {
  private readonly asked = new Set<string>();
  private lastBuild = -Infinity;
  private readonly kept = new Map<string, Kept>();
  private slotsArena = new Int32Array(0);
  private ranksArena = new Float64Array(0);
  /** Where the next union goes. */
  private head = 0;

  readonly capacity: number;
  readonly prefix: number;
  private readonly now: () => number;

  constructor({ capacity = ARENA_LISTINGS, prefix = PREFIX_LISTINGS, now = performance.now.bind(performance) }: KeptUnionsOptions = {}) {
    this.capacity = capacity;
    this.prefix = Math.min(prefix, capacity);
    this.now = now;
  }

  /** The set's union, if kept and made with these tie keys. */
  get(key: string, tieKeys: Float64Array): BestFirstUnion | undefined {
    const union = this.kept.get(key);
    return union?.tieKeys === tieKeys ? union : undefined;
  }

  /** Whether to make the set's union now: asked before, and none made in the last BUILD_GAP_MS. Notes it as asked. */
  worthMaking(key: string): boolean {
    if (!this.asked.has(key)) {
      if (this.asked.size >= ASKED_KEPT) this.asked.clear();
      this.asked.add(key);
      return false;
    }
    const now = this.now();
    if (now - this.lastBuild < BUILD_GAP_MS) return false;
    this.lastBuild = now;
    return true;
  }

  /**
   * Room for `length` listings (at most `capacity`) of the set's union, all of it or its best (`complete` false), for
   * the caller to fill; kept from now on.
   */
  make(key: string, length: number, tieKeys: Float64Array, complete: boolean): BestFirstUnion {
    if (length > this.capacity) throw new RangeError(`a union of ${length} listings does not fit in ${this.capacity}`);
    if (this.slotsArena.length === 0) {
      this.slotsArena = new Int32Array(this.capacity);
      this.ranksArena = new Float64Array(this.capacity);
    }
    if (this.head + length > this.capacity) this.head = 0;
    const start = this.head;
    const end = start + length;
    this.kept.delete(key);
    for (const [other, union] of this.kept) if (union.start < end && start < union.start + union.slots.length) this.kept.delete(other);
    const union = { start, slots: this.slotsArena.subarray(start, end), ranks: this.ranksArena.subarray(start, end), tieKeys, complete };
    this.kept.set(key, union);
    this.head = end;
    return union;
  }

  /** After any posting changes: every union may be wrong. */
  clear(): void {
    this.kept.clear();
  }
}
