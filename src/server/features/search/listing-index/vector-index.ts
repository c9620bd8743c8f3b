// Nearest neighbours by cosine over unit-length embeddings (so cosine is the dot product). Small sets
// are scanned exactly. From IVF_MIN_VECTORS on, an inverted file (spherical k-means into √n lists) is
// kept as well: a query reads the lists whose centroids are nearest, at least PROBE_SHARE of the
// vectors, and keeps reading while fewer than `count` allowed vectors were seen, so a filtered query
// still fills its page. Filters apply while scanning, before ranking. The vectors' length is the first one's (the
// embedder's: 100 for the local one, whatever an OpenAI-compatible model gives); a vector of another length is left out.
import { VectorStore } from './vector-store.ts';

/** Below this many vectors an exact scan costs less than a millisecond: no lists are built. */
export const IVF_MIN_VECTORS = 20_000;
/** A query reads the nearest lists until it has seen this share of all vectors (recall ≥ 0.95 at 10, bench/). */
export const PROBE_SHARE = 0.05;
const TRAINING_SAMPLE = 10_000;
const TRAINING_ROUNDS = 6;
/** Room for a list's index in `nearestFirst`'s keys (√ of a billion vectors). */
const LIST_SLOTS = 2 ** 16;

export interface Neighbour {
  slot: number;
  similarity: number;
}

/** The best `k` neighbours seen: a min-heap on similarity, so the worst kept is at the root. */
class TopK {
  private readonly slots: Int32Array;
  private readonly sims: Float64Array;
  private size = 0;
  constructor(private readonly k: number) {
    this.slots = new Int32Array(k);
    this.sims = new Float64Array(k);
  }

  /** The similarity a newcomer must beat. */
  get floor(): number {
    return this.size < this.k ? -Infinity : (this.sims[0] as number);
  }

  offer(slot: number, sim: number): void {
    if (this.k === 0) return;
    const { slots, sims } = this;
    let i: number;
    if (this.size < this.k) {
      // Sift up from the end.
      i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((sims[parent] as number) <= sim) break;
        sims[i] = sims[parent] as number;
        slots[i] = slots[parent] as number;
        i = parent;
      }
    } else {
      if (sim <= (sims[0] as number)) return;
      // Replace the root and sift down.
      i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= this.size) break;
        const right = left + 1;
        const child = right < this.size && (sims[right] as number) < (sims[left] as number) ? right : left;
        if ((sims[child] as number) >= sim) break;
        sims[i] = sims[child] as number;
        slots[i] = slots[child] as number;
        i = child;
      }
    }
    sims[i] = sim;
    slots[i] = slot;
  }

  /** Nearest first. */
  result(): Neighbour[] {
    const out: Neighbour[] = [];
    for (let i = 0; i < this.size; i++) out.push({ slot: this.slots[i] as number, similarity: this.sims[i] as number });
    return out.sort((a, b) => b.similarity - a.similarity || a.slot - b.slot);
  }
}

/**
 * The lists' indexes, nearest centroid first. Each is packed with its closeness into one number (closeness to a
 * millionth, then the index), so a numeric sort orders them without a comparison function.
 */
function nearestFirst(closeness: Float32Array): Int32Array {
  const keys = new Float64Array(closeness.length);
  for (let list = 0; list < closeness.length; list++)
    keys[list] = Math.round((1 - (closeness[list] as number)) * 1e6) * LIST_SLOTS + list;
  keys.sort();
  const order = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) order[i] = (keys[i] as number) % LIST_SLOTS;
  return order;
}

/** Float32 dot products are off by about 1e-6; the bound below is kept this much on the safe side. */
const BOUND_SLACK = 1e-4;

/**
 * The highest cosine a query can have with a member of a list: the query is `closeness` from the centroid and every
 * member within `spread` radians of it, so no member is nearer than the difference of the two angles.
 */
function highestPossible(closeness: number, spread: number): number {
  return Math.cos(Math.max(0, Math.acos(Math.min(1, closeness)) - spread)) + BOUND_SLACK;
}

/** How many of the `size` slots from `from` the mask allows. */
function allowedIn(slots: Int32Array, from: number, size: number, allowed: Uint8Array): number {
  let n = 0;
  for (let j = from; j < from + size; j++) n += allowed[slots[j] as number] as number;
  return n;
}

/** The index of the largest score (the first of equals). */
function best(scores: Float32Array): number {
  let at = 0;
  for (let i = 1; i < scores.length; i++) if ((scores[i] as number) > (scores[at] as number)) at = i;
  return at;
}

interface InvertedLists {
  centroids: VectorStore;
  members: number[][];
  /** Per list, the widest angle between its centroid and a member it was given (not narrowed on removal). */
  spread: Float64Array;
  /** The list each slot is in, -1 when none. */
  listOf: Int32Array;
  /** Every list's vectors side by side, list after list; null until read after a change. */
  packed: PackedLists | null;
}

interface PackedLists {
  /** The slot of each packed vector (the vectors are in the index's `packedStore`). */
  slots: Int32Array;
  /** Where each list starts in `slots` and `store`; one more entry for the end of the last. */
  starts: Int32Array;
}

/** Which slots a query may return: 1 allowed; null allows every vector. */
export type Allowed = Uint8Array | null;

export class VectorIndex {
  /** The slots' vectors; null until the first is set, whose length every other must have. */
  private store: VectorStore | null = null;
  /** The lists' copies, side by side; one memory, packed again in place after a change. */
  private packedStore: VectorStore | null = null;
  private has = new Uint8Array(1024);
  private count = 0;
  private ivf: InvertedLists | null = null;

  get size(): number {
    return this.count;
  }

  /** Floats in each vector: the first vector's length, null while the index holds none. */
  get dimensions(): number | null {
    return this.store?.dimensions ?? null;
  }

  set(slot: number, embedding: readonly number[] | null): void {
    if (!embedding || embedding.length === 0 || !embedding.some((x) => x !== 0)) {
      this.remove(slot);
      return;
    }
    this.store ??= new VectorStore(embedding.length, this.has.length);
    if (embedding.length !== this.store.dimensions) {
      this.remove(slot);
      return;
    }
    this.ensure(slot);
    this.store.vectors.set(embedding, slot * this.store.dimensions);
    if (!this.has[slot]) this.count += 1;
    this.has[slot] = 1;
    if (this.ivf) this.assign(this.ivf, slot);
  }

  /** The slot's embedding, or null when it has none. */
  vectorOf(slot: number): number[] | null {
    if (!this.store || slot >= this.has.length || !this.has[slot]) return null;
    return Array.from(this.vectorAt(this.store, slot));
  }

  remove(slot: number): void {
    if (slot >= this.has.length || !this.has[slot]) return;
    this.has[slot] = 0;
    this.count -= 1;
    if (this.ivf) this.unassign(this.ivf, slot);
    // Empty again: the next vector set may have another length (another embedder).
    if (this.count === 0) {
      this.store = null;
      this.packedStore = null;
      this.ivf = null;
    }
  }

  /** (Re)builds the inverted lists when the set is large enough; call after a bulk load. */
  build(): void {
    this.ivf = null;
    if (!this.store || this.count < IVF_MIN_VECTORS) return;
    const slots: number[] = [];
    for (let slot = 0; slot < this.has.length; slot++) if (this.has[slot]) slots.push(slot);
    const nlist = Math.round(Math.sqrt(slots.length));
    const centroids = train(this.store, sample(slots, TRAINING_SAMPLE), nlist);
    const ivf: InvertedLists = {
      centroids,
      members: Array.from({ length: nlist }, () => []),
      spread: new Float64Array(nlist),
      listOf: new Int32Array(this.has.length).fill(-1),
      packed: null,
    };
    for (const slot of slots) this.assign(ivf, slot);
    this.ivf = ivf;
  }

  /**
   * The `count` nearest allowed slots at `minSimilarity` or more, nearest first; none for a query of another length
   * than the vectors' (`probeShare`: the benchmark's sweep).
   */
  nearest(
    embedding: readonly number[],
    count: number,
    allowed: Allowed,
    minSimilarity = -Infinity,
    probeShare = PROBE_SHARE,
  ): Neighbour[] {
    if (embedding.length !== this.dimensions) return [];
    if (!this.ivf) return this.exact(embedding, count, allowed, minSimilarity);
    const share = Math.ceil(this.count * probeShare);
    // A filter that lets through fewer vectors than a query reads anyway: those alone are scored, exactly, instead of
    // reading list after list until enough of them are seen.
    const narrow = allowed ? this.allowedSlots(allowed, share) : null;
    if (narrow) return this.scoreSlots(embedding, narrow, count, minSimilarity);
    const q = Float32Array.from(embedding);
    const top = new TopK(count);
    const { centroids, members, spread } = this.ivf;
    const closeness = centroids.dots(q, 0, members.length);
    const { packed, store: packedStore } = this.packedLists(this.ivf);
    let read = 0;
    let seen = 0;
    for (const list of nearestFirst(closeness)) {
      if (read >= share && seen >= count) break;
      const from = packed.starts[list] as number;
      const size = (packed.starts[list + 1] as number) - from;
      if (highestPossible(closeness[list] as number, spread[list] as number) < minSimilarity) {
        // Nothing in the list can reach the threshold: it is only counted, as if read, so the lists read stay the same.
        seen += allowed ? allowedIn(packed.slots, from, size, allowed) : size;
        read += size;
        continue;
      }
      const sims = packedStore.dots(q, from, size);
      for (let j = 0; j < sims.length; j++) {
        const slot = packed.slots[from + j] as number;
        if (allowed && allowed[slot] !== 1) continue;
        seen += 1;
        const sim = sims[j] as number;
        if (sim >= minSimilarity && sim > top.floor) top.offer(slot, sim);
      }
      read += sims.length;
    }
    return top.result();
  }

  /** Every allowed vector compared (small sets, and the benchmark's ground truth). */
  exact(embedding: readonly number[], count: number, allowed: Allowed, minSimilarity = -Infinity): Neighbour[] {
    const { has, store } = this;
    if (!store || embedding.length !== store.dimensions) return [];
    const top = new TopK(count);
    // A slot past the store's room has no vector.
    const scanned = Math.min(has.length, store.size);
    const sims = store.dots(Float32Array.from(embedding), 0, scanned);
    for (let slot = 0; slot < scanned; slot++) {
      if (has[slot] !== 1 || (allowed && allowed[slot] !== 1)) continue;
      const sim = sims[slot] as number;
      if (sim >= minSimilarity && sim > top.floor) top.offer(slot, sim);
    }
    return top.result();
  }

  /** The slots with a vector that the filter allows, or null as soon as there are more than `limit`. */
  private allowedSlots(allowed: Uint8Array, limit: number): number[] | null {
    const slots: number[] = [];
    const end = Math.min(this.has.length, allowed.length);
    for (let slot = 0; slot < end; slot++) {
      if (allowed[slot] !== 1 || this.has[slot] !== 1) continue;
      if (slots.length === limit) return null;
      slots.push(slot);
    }
    return slots;
  }

  /** The `count` nearest of the slots at `minSimilarity` or more, nearest first. */
  private scoreSlots(
    embedding: readonly number[],
    slots: readonly number[],
    count: number,
    minSimilarity: number,
  ): Neighbour[] {
    const top = new TopK(count);
    if (!this.store) return top.result();
    const sims = this.store.dotsAt(Float32Array.from(embedding), slots);
    for (let i = 0; i < slots.length; i++) {
      const sim = sims[i] as number;
      if (sim >= minSimilarity && sim > top.floor) top.offer(slots[i] as number, sim);
    }
    return top.result();
  }

  private vectorAt(store: VectorStore, slot: number): Float32Array {
    return store.vectors.subarray(slot * store.dimensions, (slot + 1) * store.dimensions);
  }

  /** The lists packed side by side, packed again after any change (a copy of every vector: milliseconds). */
  private packedLists(ivf: InvertedLists): { packed: PackedLists; store: VectorStore } {
    const store = (this.packedStore ??= new VectorStore(ivf.centroids.dimensions, 1));
    if (ivf.packed) return { packed: ivf.packed, store };
    const starts = new Int32Array(ivf.members.length + 1);
    ivf.members.forEach((members, list) => (starts[list + 1] = (starts[list] as number) + members.length));
    const total = starts[ivf.members.length] as number;
    store.ensure(total);
    const slots = new Int32Array(total);
    const own = this.store as VectorStore;
    let at = 0;
    for (const members of ivf.members) {
      for (const slot of members) {
        slots[at] = slot;
        store.vectors.set(this.vectorAt(own, slot), at * store.dimensions);
        at += 1;
      }
    }
    ivf.packed = { slots, starts };
    return { packed: ivf.packed, store };
  }

  private assign(ivf: InvertedLists, slot: number): void {
    this.unassign(ivf, slot);
    const closeness = ivf.centroids.dots(this.vectorAt(this.store as VectorStore, slot), 0, ivf.members.length);
    const list = best(closeness);
    ivf.spread[list] = Math.max(ivf.spread[list] as number, Math.acos(Math.min(1, closeness[list] as number)));
    if (slot >= ivf.listOf.length) {
      const grown = new Int32Array(this.has.length).fill(-1);
      grown.set(ivf.listOf);
      ivf.listOf = grown;
    }
    ivf.members[list]?.push(slot);
    ivf.listOf[slot] = list;
    ivf.packed = null;
  }

  private unassign(ivf: InvertedLists, slot: number): void {
    const list = slot < ivf.listOf.length ? (ivf.listOf[slot] as number) : -1;
    if (list < 0) return;
    const members = ivf.members[list] as number[];
    const at = members.indexOf(slot);
    if (at >= 0) members.splice(at, 1);
    ivf.listOf[slot] = -1;
    ivf.packed = null;
  }

  private ensure(slot: number): void {
    this.store?.ensure(slot + 1);
    if (slot < this.has.length) return;
    const has = new Uint8Array(Math.max(slot + 1, this.has.length * 2));
    has.set(this.has);
    this.has = has;
  }
}

/** Every k-th slot, so the sample spans the whole set; deterministic. */
function sample(slots: number[], size: number): number[] {
  if (slots.length <= size) return slots;
  const step = slots.length / size;
  return Array.from({ length: size }, (_, i) => slots[Math.floor(i * step)] as number);
}

/** Spherical k-means over the store's vectors at `slots`: centroids are unit-length means of their members, seeded evenly from them. */
function train(store: VectorStore, slots: number[], nlist: number): VectorStore {
  const { dimensions: dims, vectors: data } = store;
  const points = new Float32Array(slots.length * dims);
  slots.forEach((slot, j) => points.set(data.subarray(slot * dims, (slot + 1) * dims), j * dims));
  const centroids = new VectorStore(dims, nlist);
  const step = slots.length / nlist;
  for (let i = 0; i < nlist; i++) {
    const j = Math.floor(i * step);
    centroids.vectors.set(points.subarray(j * dims, (j + 1) * dims), i * dims);
  }
  const sums = new Float64Array(nlist * dims);
  const sizes = new Int32Array(nlist);
  for (let round = 0; round < TRAINING_ROUNDS; round++) {
    sums.fill(0);
    sizes.fill(0);
    for (let j = 0; j < slots.length; j++) {
      const nearest = best(centroids.dots(points.subarray(j * dims, (j + 1) * dims), 0, nlist));
      sizes[nearest]! += 1;
      for (let d = 0; d < dims; d++) sums[nearest * dims + d]! += points[j * dims + d] as number;
    }
    for (let i = 0; i < nlist; i++) {
      if (sizes[i] === 0) continue; // an empty list keeps its centroid
      let norm = 0;
      for (let d = 0; d < dims; d++) norm += (sums[i * dims + d] as number) ** 2;
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < dims; d++) centroids.vectors[i * dims + d] = (sums[i * dims + d] as number) / norm;
    }
  }
  return centroids;
}
