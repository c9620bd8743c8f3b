// Several-lexeme queries asked again: their matches kept best first, so a repeat reads them as a one-lexeme query
// reads its posting, instead of summing and selecting again (a search engine's cache of list intersections, here
// of unions). Masks are not part of the key: the same words with other filters, another sort or the next page all
// read the same union.
//
// A set is kept from its second asking, so one-off queries do not pay for the sort, and unions are made at most one
// per BUILD_GAP_MS: each costs a few ms while every other request waits, and new words come in bursts. The unions
// live in one arena written round like a ring (the oldest in the way are forgotten): arrays made and dropped for each
// union are memory outside the heap, which V8 counts towards a full collection, and they set one off every 8 s.

/** Every listing with any of a set's lexemes, best first (summed rank, then the smaller tie key, then the slot). */
export interface BestFirstUnion {
  slots: Int32Array;
  ranks: Float64Array;
  /** The tie keys the order was made with. */
  tieKeys: Float64Array;
}

/** Listings the arena holds: 12 bytes each, 32 MB in all, written only as unions are made. */
const ARENA_LISTINGS = (32 * 1024 * 1024) / 12;
/** Lexeme sets remembered as asked once; forgotten all together when full (cheap, and rare). */
const ASKED_KEPT = 10_000;
export const BUILD_GAP_MS = 50;

type Kept = BestFirstUnion & { start: number };

export class KeptUnions {
  private readonly asked = new Set<string>();
  private lastBuild = -Infinity;
  private readonly kept = new Map<string, Kept>();
  private slotsArena = new Int32Array(0);
  private ranksArena = new Float64Array(0);
  /** Where the next union goes. */
  private head = 0;

  constructor(
    /** The most listings the unions hold together; a larger union is not kept. */
    readonly capacity = ARENA_LISTINGS,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

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

  /** Room for the set's union of `length` listings (at most `capacity`), for the caller to fill; kept from now on. */
  make(key: string, length: number, tieKeys: Float64Array): BestFirstUnion {
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
    const union = { start, slots: this.slotsArena.subarray(start, end), ranks: this.ranksArena.subarray(start, end), tieKeys };
    this.kept.set(key, union);
    this.head = end;
    return union;
  }

  /** After any posting changes: every union may be wrong. */
  clear(): void {
    this.kept.clear();
  }
}
