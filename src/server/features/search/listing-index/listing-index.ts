// One kind of listing (venues or vendors) held in memory for search: documents by slot, the fields
// filters read as typed columns, their full text, their embeddings, and sort orders made on demand.
// Filled and kept current by catalogue-index.ts.
import type { ListingFilter } from './doc-filters.ts';
import type { ListingDoc, ListingKind } from './listing-doc.ts';
import { TextIndex } from './text-index.ts';
import type { ParsedTsvector } from './tsvector-text.ts';
import { VectorIndex } from './vector-index.ts';

export type IndexSort = 'name' | 'relevance' | 'price' | 'price_desc' | 'rating' | 'capacity';

/** 1 for each slot a query may return. */
export type SlotMask = Uint8Array;

const collator = new Intl.Collator('en');
/** Ratings run 0.0–5.0 in tenths. */
const MAX_RATING_TENTHS = 50;
const byName = (a: ListingDoc, b: ListingDoc) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The orders of §7's sort_by; ties by name, then id. Without words 'relevance' means best rated. */
const COMPARE: Record<IndexSort, (a: ListingDoc, b: ListingDoc) => number> = {
  name: byName,
  price: (a, b) => a.priceCents - b.priceCents || byName(a, b),
  price_desc: (a, b) => b.priceCents - a.priceCents || byName(a, b),
  capacity: (a, b) => b.capacity - a.capacity || byName(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byName(a, b),
  relevance: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byName(a, b),
};

export interface IndexedListing {
  doc: ListingDoc;
  text: ParsedTsvector;
  embedding: readonly number[] | null;
}

/** Strings as small numbers, so a column compares numbers. */
class Codes {
  private readonly codes = new Map<string, number>();
  of(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(value, code);
    }
    return code;
  }
  /** -1 when no listing ever had the value. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
  /** 1 at the code of each value. */
  maskOf(values: Iterable<string>): Uint8Array {
    const mask = new Uint8Array(this.codes.size);
    for (const value of values) {
      const code = this.find(value);
      if (code >= 0) mask[code] = 1;
    }
    return mask;
  }
}

/** Column masks kept (50 KB each at 50,000 listings). */
const MASKS_KEPT = 64;

/** What a filter asks of the columns, as text. */
function columnKey(f: ListingFilter): string {
  const kinds = f.kinds ? [...f.kinds].sort().join(',') : '';
  return `${f.activeOnly}|${f.minPriceCents}|${f.maxPriceCents}|${f.minCapacity}|${f.maxCapacity}|${f.city ?? ''}|${f.state ?? ''}|${kinds}`;
}

// The passes below are branch-free (a mask byte is ANDed with the test), so shuffled values do not cost a
// mispredicted branch each: about three times faster over 50,000 slots.
function keepInRange(mask: SlotMask, column: Float64Array, min: number, max: number): void {
  for (let s = 0; s < mask.length; s++) {
    const value = column[s] as number;
    mask[s]! &= Number(value >= min) & Number(value <= max);
  }
}

/** Keeps the slots whose code is marked in `codes`. */
function keepCodes(mask: SlotMask, column: Int32Array, codes: Uint8Array): void {
  for (let s = 0; s < mask.length; s++) mask[s]! &= codes[column[s] as number] ?? 0;
}

export class ListingIndex {
  readonly text = new TextIndex();
  readonly vectors = new VectorIndex();
  private readonly docs: (ListingDoc | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly free: number[] = [];
  private orders = new Map<IndexSort, Int32Array>();
  private citySet: Set<string> | null = null;
  private tieKeyCache: Float64Array | null = null;
  /** Column masks by their conditions, oldest first; emptied by any change. */
  private masks = new Map<string, SlotMask>();
  private readonly cityCodes = new Codes();
  private readonly stateCodes = new Codes();
  private readonly kindCodes = new Codes();
  private columns = ListingIndex.columns(1024);

  constructor(readonly kind: ListingKind) {}

  private static columns(size: number) {
    return {
      present: new Uint8Array(size),
      live: new Uint8Array(size),
      price: new Float64Array(size),
      capacity: new Float64Array(size),
      city: new Int32Array(size),
      state: new Int32Array(size),
      kind: new Int32Array(size),
    };
  }

  get size(): number {
    return this.slotOf.size;
  }

  doc(slot: number): ListingDoc {
    return this.docs[slot] as ListingDoc;
  }

  slotFor(id: string): number | undefined {
    return this.slotOf.get(id);
  }

  ids(): IterableIterator<string> {
    return this.slotOf.keys();
  }

  put({ doc, text, embedding }: IndexedListing): void {
    let slot = this.slotOf.get(doc.id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.docs.length;
      this.slotOf.set(doc.id, slot);
    }
    this.grow(slot);
    this.docs[slot] = doc;
    const c = this.columns;
    c.present[slot] = 1;
    c.live[slot] = doc.live ? 1 : 0;
    c.price[slot] = doc.priceCents;
    c.capacity[slot] = doc.capacity;
    c.city[slot] = this.cityCodes.of(doc.city);
    c.state[slot] = this.stateCodes.of(doc.state);
    c.kind[slot] = this.kindCodes.of(doc.kind);
    this.text.set(slot, text);
    this.vectors.set(slot, embedding);
    this.changed();
  }

  delete(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.docs[slot] = undefined;
    this.columns.present[slot] = 0;
    this.columns.live[slot] = 0;
    this.text.remove(slot);
    this.vectors.remove(slot);
    this.free.push(slot);
    this.changed();
  }

  /**
   * The slots the filter lets through, as a new mask the caller may change. The column conditions take a pass over
   * a typed column each, and their mask is kept for the next query with the same ones (searches repeat cities,
   * guest counts and kinds far more than words), like a search engine's filter cache; text tests run after.
   */
  mask(filter: ListingFilter): SlotMask {
    const key = columnKey(filter);
    let base = this.masks.get(key);
    if (base) {
      this.masks.delete(key);
    } else {
      base = this.columnMask(filter);
      if (this.masks.size >= MASKS_KEPT) this.masks.delete(this.masks.keys().next().value as string);
    }
    this.masks.set(key, base);
    const mask = base.slice();
    for (const test of filter.tests) {
      for (let s = 0; s < mask.length; s++) if (mask[s] === 1 && !test(this.docs[s] as ListingDoc)) mask[s] = 0;
    }
    return mask;
  }

  private columnMask(filter: ListingFilter): SlotMask {
    const c = this.columns;
    const mask = (filter.activeOnly ? c.live : c.present).slice(0, this.docs.length);
    if (filter.minPriceCents > -Infinity || filter.maxPriceCents < Infinity) keepInRange(mask, c.price, filter.minPriceCents, filter.maxPriceCents);
    if (filter.minCapacity > -Infinity || filter.maxCapacity < Infinity) keepInRange(mask, c.capacity, filter.minCapacity, filter.maxCapacity);
    if (filter.city !== undefined) keepCodes(mask, c.city, this.cityCodes.maskOf([filter.city]));
    if (filter.state !== undefined) keepCodes(mask, c.state, this.stateCodes.maskOf([filter.state]));
    if (filter.kinds) keepCodes(mask, c.kind, this.kindCodes.maskOf(filter.kinds));
    return mask;
  }

  /** Cities of the listings, lower-case (place words in a query rank these cities' listings). */
  cities(): Set<string> {
    return (this.citySet ??= new Set([...this.slotOf.values()].map((slot) => this.doc(slot).city).filter(Boolean)));
  }

  /** A page of masked slots in the sort's order, and how many there are. */
  sortedPage(sort: IndexSort, mask: SlotMask, offset: number, limit: number): { slots: number[]; total: number } {
    const order = this.order(sort);
    const slots: number[] = [];
    let total = 0;
    let i = 0;
    for (; i < order.length && slots.length < limit; i++) {
      const slot = order[i] as number;
      if (mask[slot] !== 1) continue;
      if (total >= offset) slots.push(slot);
      total += 1;
    }
    // The rest is only counted, without a branch per slot.
    for (; i < order.length; i++) total += mask[order[i] as number] as number;
    return { slots, total };
  }

  /** Per slot, smaller for the better of two equally ranked matches: best rated first, then by id. */
  tieKeys(): Float64Array {
    if (!this.tieKeyCache) {
      const keys = new Float64Array(this.docs.length);
      [...this.slotOf.entries()]
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .forEach(([, slot], idRank) => (keys[slot] = (MAX_RATING_TENTHS - Math.round(this.doc(slot).rating * 10)) * 2 ** 32 + idRank));
      this.tieKeyCache = keys;
    }
    return this.tieKeyCache;
  }

  /** The slots ordered by the sort (candidates of a word search). */
  sortSlots(slots: readonly number[], sort: IndexSort): number[] {
    const compare = COMPARE[sort];
    return [...slots].sort((a, b) => compare(this.doc(a), this.doc(b)));
  }

  /** The cards of the slots as one JSON array text. */
  cardsJson(slots: readonly number[]): string {
    return `[${slots.map((slot) => this.doc(slot).card).join(',')}]`;
  }

  /** Call after a bulk load: builds the vector lists. */
  finishLoad(): void {
    this.vectors.build();
  }

  private order(sort: IndexSort): Int32Array {
    let order = this.orders.get(sort);
    if (!order) {
      const compare = COMPARE[sort];
      order = Int32Array.from([...this.slotOf.values()].sort((a, b) => compare(this.doc(a), this.doc(b))));
      this.orders.set(sort, order);
    }
    return order;
  }

  private grow(slot: number): void {
    const old = this.columns;
    if (slot < old.present.length) return;
    const grown = ListingIndex.columns(Math.max(slot + 1, old.present.length * 2));
    for (const key of Object.keys(old) as (keyof typeof old)[]) grown[key].set(old[key] as never);
    this.columns = grown;
  }

  private changed(): void {
    this.orders = new Map();
    this.citySet = null;
    this.tieKeyCache = null;
    this.masks = new Map();
  }
}
