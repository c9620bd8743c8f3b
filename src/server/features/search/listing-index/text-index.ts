// Full text over the listings' lexemes, ranked as Postgres ranks an OR query with
// ts_rank_cd(vector, query, 1): every occurrence of a query lexeme is a cover worth its class weight,
// and the sum is divided by ln(1 + document length). Postings are per lexeme; documents are slots.
import { kthLargest } from './select-top.ts';
import type { ParsedTsvector } from './tsvector-text.ts';

interface Posting {
  slots: number[];
  weights: number[];
  /** The same side by side in typed arrays, each weight times its document's length norm; null until read after a change. */
  packed: { slots: Int32Array; ranks: Float64Array } | null;
}

/** The best matches, best first, and their ranks. */
export interface TextMatches {
  slots: number[];
  scores: number[];
}

export class TextIndex {
  private readonly postings = new Map<string, Posting>();
  private readonly lexemesOf: (string[] | undefined)[] = [];
  private norms = new Float64Array(1024);
  /** Scratch for `top`, as long as the index: ranks by slot (zero between calls), matched slots, ranks to select from. */
  private acc = new Float64Array(1024);
  private touched = new Int32Array(1024);
  private work = new Float64Array(1024);
  private sortedLexemes: string[] | null = null;

  /** Replaces what the slot says (an empty vector removes it from every posting). */
  set(slot: number, doc: ParsedTsvector): void {
    this.remove(slot);
    this.ensure(slot);
    this.norms[slot] = doc.length > 0 ? 1 / Math.log(doc.length + 1) : 0;
    const own: string[] = [];
    for (const { lexeme, weight } of doc.lexemes) {
      let posting = this.postings.get(lexeme);
      if (!posting) {
        posting = { slots: [], weights: [], packed: null };
        this.postings.set(lexeme, posting);
        this.sortedLexemes = null;
      }
      posting.slots.push(slot);
      posting.weights.push(weight);
      posting.packed = null;
      own.push(lexeme);
    }
    this.lexemesOf[slot] = own;
  }

  remove(slot: number): void {
    for (const lexeme of this.lexemesOf[slot] ?? []) {
      const posting = this.postings.get(lexeme);
      if (!posting) continue;
      const at = posting.slots.indexOf(slot);
      if (at >= 0) {
        posting.slots.splice(at, 1);
        posting.weights.splice(at, 1);
        posting.packed = null;
      }
    }
    this.lexemesOf[slot] = undefined;
  }

  has(lexeme: string): boolean {
    return (this.postings.get(lexeme)?.slots.length ?? 0) > 0;
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
    for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++) found.push(sorted[i] as string);
    return found;
  }

  /**
   * The `count` best masked slots matching any lexeme: rank first, then the smaller tie key. Ranks are summed
   * in a buffer as long as the index; only the slots at or above the count-th rank are sorted, and of a run of
   * equal ranks at the cut only as many as fit, chosen by tie key.
   */
  top(lexemes: Iterable<string>, mask: Uint8Array, count: number, tieKeys: Float64Array): TextMatches {
    const { acc, touched, work } = this;
    let matched = 0;
    for (const lexeme of new Set(lexemes)) {
      const posting = this.postings.get(lexeme);
      if (!posting) continue;
      const { slots, ranks } = (posting.packed ??= this.pack(posting));
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i] as number;
        if (mask[slot] !== 1) continue;
        if (acc[slot] === 0) touched[matched++] = slot;
        acc[slot]! += ranks[i] as number;
      }
    }
    let floor = -Infinity;
    if (matched > count) {
      for (let i = 0; i < matched; i++) work[i] = acc[touched[i] as number] as number;
      floor = kthLargest(work, matched, count);
    }
    const pool: number[] = [];
    let ties: number[] = [];
    for (let i = 0; i < matched; i++) {
      const slot = touched[i] as number;
      const rank = acc[slot] as number;
      if (rank > floor) pool.push(slot);
      else if (rank === floor) ties.push(slot);
    }
    const room = count - pool.length;
    if (ties.length > room) {
      ties.forEach((slot, j) => (work[j] = -(tieKeys[slot] as number)));
      const cut = -kthLargest(work, ties.length, room);
      ties = ties.filter((slot) => (tieKeys[slot] as number) <= cut);
    }
    for (const slot of ties) pool.push(slot);
    pool.sort((a, b) => (acc[b] as number) - (acc[a] as number) || (tieKeys[a] as number) - (tieKeys[b] as number));
    const scores = pool.map((slot) => acc[slot] as number);
    for (let i = 0; i < matched; i++) acc[touched[i] as number] = 0;
    return { slots: pool, scores };
  }

  private pack(posting: Posting): { slots: Int32Array; ranks: Float64Array } {
    const slots = Int32Array.from(posting.slots);
    const ranks = Float64Array.from(posting.weights, (weight, i) => weight * (this.norms[slots[i] as number] as number));
    return { slots, ranks };
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
