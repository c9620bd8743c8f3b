// Full text over the listings' lexemes, ranked as Postgres ranks an OR query with
// ts_rank_cd(vector, query, 1): every occurrence of a query lexeme is a cover worth its class weight,
// and the sum is divided by ln(1 + document length). Postings are per lexeme; documents are slots.
import { kthLargest } from './select-top.ts';
import type { ParsedTsvector } from './tsvector-text.ts';

/**
 * The slots a lexeme is in, with their weights, in growable typed arrays: millions of entries that the garbage
 * collector need not walk.
 */
class Posting {
  slots = new Int32Array(4);
  weights = new Float64Array(4);
  length = 0;
  /** Each weight times its document's length norm; null until read after a change. */
  ranks: Float64Array | null = null;
  /** Entries best first (rank, then the smaller tie key), for the tie keys it was made with; null after a change. */
  best: { order: Int32Array; tieKeys: Float64Array } | null = null;

  add(slot: number, weight: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      slots.set(this.slots);
      this.slots = slots;
      const weights = new Float64Array(this.length * 2);
      weights.set(this.weights);
      this.weights = weights;
    }
    this.slots[this.length] = slot;
    this.weights[this.length] = weight;
    this.length += 1;
    this.changed();
  }

  /** Order does not matter: the last entry takes the removed one's place. */
  remove(slot: number): void {
    const at = this.slots.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    this.length -= 1;
    this.slots[at] = this.slots[this.length] as number;
    this.weights[at] = this.weights[this.length] as number;
    this.changed();
  }

  private changed(): void {
    this.ranks = null;
    this.best = null;
  }
}

/** Buckets of the rank histogram that narrows the selection of the best matches (`bestOf`). */
const RANK_BUCKETS = 4096;

/** The best matches, best first, and their ranks. */
export interface TextMatches {
  slots: number[];
  scores: number[];
}

export class TextIndex {
  private readonly postings = new Map<string, Posting>();
  /** Each slot's lexemes, as indexes into `lexemes` (typed, so the collector does not walk them). */
  private readonly lexemeIdsOf: (Int32Array | undefined)[] = [];
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private norms = new Float64Array(1024);
  /** Scratch for `top`, as long as the index: ranks by slot (zero between calls), matched slots, ranks to select from. */
  private acc = new Float64Array(1024);
  private touched = new Int32Array(1024);
  private work = new Float64Array(1024);
  private readonly buckets = new Int32Array(RANK_BUCKETS);
  private sortedLexemes: string[] | null = null;

  /** Replaces what the slot says (an empty vector removes it from every posting). */
  set(slot: number, doc: ParsedTsvector): void {
    this.remove(slot);
    this.ensure(slot);
    this.norms[slot] = doc.length > 0 ? 1 / Math.log(doc.length + 1) : 0;
    const ids = new Int32Array(doc.lexemes.length);
    doc.lexemes.forEach(({ lexeme, weight }, i) => {
      let posting = this.postings.get(lexeme);
      if (!posting) {
        posting = new Posting();
        this.postings.set(lexeme, posting);
        this.sortedLexemes = null;
      }
      posting.add(slot, weight);
      ids[i] = this.idOf(lexeme);
    });
    this.lexemeIdsOf[slot] = ids;
  }

  remove(slot: number): void {
    for (const id of this.lexemeIdsOf[slot] ?? []) this.postings.get(this.lexemes[id] as string)?.remove(slot);
    this.lexemeIdsOf[slot] = undefined;
  }

  private idOf(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemes.push(lexeme);
      this.lexemeIds.set(lexeme, id);
    }
    return id;
  }

  /** Lexemes starting with the prefix (to_tsquery's 'word:*'). */
  withPrefix(prefix: string): string[] {
    const sorted = (this.sortedLexemes ??= [...this.postings.keys()].sort());
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++)
      found.push(sorted[i] as string);
    return found;
  }

  /**
   * The `count` best masked slots matching any lexeme: rank first, then the smaller tie key. One lexeme is read
   * best first (`topOfOne`); for several, ranks are summed in a buffer as long as the index and only the best `count`
   * are sorted (`bestOf`).
   */
  top(lexemes: Iterable<string>, mask: Uint8Array, count: number, tieKeys: Float64Array): TextMatches {
    // In one order whatever the query's, so 'garden rooftop' sums to the very numbers 'rooftop garden' does.
    const asked = [...new Set(lexemes)].filter((lexeme) => this.postings.has(lexeme)).sort();
    const postings = asked.map((lexeme) => this.postings.get(lexeme) as Posting);
    if (postings.length === 0) return { slots: [], scores: [] };
    if (postings.length === 1) return this.topOfOne(postings[0] as Posting, mask, count, tieKeys);
    const { acc, touched } = this;
    const matched = this.sum(postings, mask);
    const pool = matched > count ? this.bestOf(matched, count, tieKeys) : Array.from(touched.subarray(0, matched));
    pool.sort(
      (a, b) => (acc[b] as number) - (acc[a] as number) || (tieKeys[a] as number) - (tieKeys[b] as number) || a - b,
    );
    const scores = pool.map((slot) => acc[slot] as number);
    for (let i = 0; i < matched; i++) acc[touched[i] as number] = 0;
    return { slots: pool, scores };
  }

  /**
   * One lexeme's best: its entries are read best first, so the search stops once `count` masked ones are found
   * (summing and selecting are for several lexemes, whose ranks add up).
   */
  private topOfOne(posting: Posting, mask: Uint8Array, count: number, tieKeys: Float64Array): TextMatches {
    const ranks = this.ranksOf(posting);
    const order = this.bestFirst(posting, ranks, tieKeys);
    const slots: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < order.length && slots.length < count; i++) {
      const at = order[i] as number;
      const slot = posting.slots[at] as number;
      if (mask[slot] !== 1) continue;
      slots.push(slot);
      scores.push(ranks[at] as number);
    }
    return { slots, scores };
  }

  /**
   * The postings' ranks summed by slot into `acc`, for the slots the mask lets through, the slots listed in
   * `touched`; returns how many.
   */
  private sum(postings: readonly Posting[], mask: Uint8Array): number {
    const { acc, touched } = this;
    let matched = 0;
    for (const posting of postings) {
      const ranks = this.ranksOf(posting);
      const { slots, length } = posting;
      for (let i = 0; i < length; i++) {
        const slot = slots[i] as number;
        if (mask[slot] !== 1) continue;
        if (acc[slot] === 0) touched[matched++] = slot;
        acc[slot]! += ranks[i] as number;
      }
    }
    return matched;
  }

  /** The posting's entries best first; sorted again after the posting or the tie keys change. */
  private bestFirst(posting: Posting, ranks: Float64Array, tieKeys: Float64Array): Int32Array {
    if (posting.best?.tieKeys === tieKeys) return posting.best.order;
    const { slots } = posting;
    const order = Int32Array.from({ length: posting.length }, (_, i) => i);
    order.sort(
      (a, b) =>
        (ranks[b] as number) - (ranks[a] as number) ||
        (tieKeys[slots[a] as number] as number) - (tieKeys[slots[b] as number] as number),
    );
    posting.best = { order, tieKeys };
    return order;
  }

  /**
   * The `count` best of the first `matched` touched slots, in no order. A histogram of their ranks finds the bucket
   * the count-th falls in: slots above it are in, and only those in it are chosen exactly (a cheaper pass than
   * selecting among every match).
   */
  private bestOf(matched: number, count: number, tieKeys: Float64Array): number[] {
    const { acc, touched, work, buckets } = this;
    // The ranks gathered in order first: the passes below then read memory in sequence.
    let highest = 0;
    for (let i = 0; i < matched; i++) {
      const rank = acc[touched[i] as number] as number;
      work[i] = rank;
      if (rank > highest) highest = rank;
    }
    const scale = (RANK_BUCKETS - 1) / highest;
    buckets.fill(0);
    for (let i = 0; i < matched; i++) buckets[((work[i] as number) * scale) | 0]! += 1;
    let edge = RANK_BUCKETS - 1;
    let above = 0;
    while (above + (buckets[edge] as number) < count) above += buckets[edge--] as number;
    const pool: number[] = [];
    const edgeSlots: number[] = [];
    for (let i = 0; i < matched; i++) {
      const bucket = ((work[i] as number) * scale) | 0;
      if (bucket > edge) pool.push(touched[i] as number);
      else if (bucket === edge) edgeSlots.push(touched[i] as number);
    }
    for (const slot of this.exactBest(edgeSlots, count - pool.length, tieKeys)) pool.push(slot);
    return pool;
  }

  /** The `room` best of the slots by rank, then the smaller tie key; in no order. */
  private exactBest(slots: number[], room: number, tieKeys: Float64Array): number[] {
    if (slots.length <= room) return slots;
    const { acc, work } = this;
    slots.forEach((slot, j) => (work[j] = acc[slot] as number));
    const floor = kthLargest(work, slots.length, room);
    const chosen: number[] = [];
    let ties: number[] = [];
    for (const slot of slots) {
      const rank = acc[slot] as number;
      if (rank > floor) chosen.push(slot);
      else if (rank === floor) ties.push(slot);
    }
    const left = room - chosen.length;
    if (ties.length > left) {
      ties.forEach((slot, j) => (work[j] = -(tieKeys[slot] as number)));
      const cut = -kthLargest(work, ties.length, left);
      ties = ties.filter((slot) => (tieKeys[slot] as number) <= cut);
    }
    return chosen.concat(ties);
  }

  private ranksOf(posting: Posting): Float64Array {
    return (posting.ranks ??= this.rank(posting));
  }

  private rank(posting: Posting): Float64Array {
    const ranks = new Float64Array(posting.length);
    for (let i = 0; i < posting.length; i++)
      ranks[i] = (posting.weights[i] as number) * (this.norms[posting.slots[i] as number] as number);
    return ranks;
  }

  private ensure(slot: number): void {
    if (slot < this.norms.length) return;
    const size = Math.max(slot + 1, this.norms.length * 2);
    const norms = new Float64Array(size);
    norms.set(this.norms);
    this.norms = norms;
    this.acc = new Float64Array(size);
    this.touched = new Int32Array(size);
    this.work = new Float64Array(size);
  }
}
