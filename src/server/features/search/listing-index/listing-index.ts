// One kind of listing (venues or vendors) held in memory for search: documents by slot, the fields
// filters read as typed columns, their full text, their embeddings, and sort orders made on demand.
// Filled and kept current by catalogue-index.ts; searched through the SearchEngine interface.
import { fitsDay, type DayMinutes } from '#shared/opening-hours.ts';
import type { ClosedListings } from '../../listings/index.ts';
import type { SearchEngine } from '../search-engine.ts';
import type { ListingFilter } from './doc-filters.ts';
import type { ListingDoc, ListingKind } from './listing-doc.ts';
import { TextIndex } from './text-index.ts';
import type { ParsedTsvector } from './tsvector-text.ts';
import { VectorIndex, type Neighbour } from './vector-index.ts';

export type IndexSort = 'name' | 'relevance' | 'price' | 'price_desc' | 'rating' | 'capacity';

/** 1 for each slot a query may return. */
export type SlotMask = Uint8Array;

const collator = new Intl.Collator('en');
/** Ratings run 0.0–5.0 in tenths. */
const MAX_RATING_TENTHS = 50;
const byName = (a: ListingDoc, b: ListingDoc) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What the sorts read, by slot: the price and capacity columns, and each listing's rating, reviews and place in name order. */
interface SortFields {
  price: Float64Array;
  capacity: Float64Array;
  rating: Float64Array;
  reviews: Float64Array;
  nameRank: Int32Array;
}

/** The orders of §7's sort_by, comparing numbers only; ties by name, then id. Without words 'relevance' means best rated. */
function comparator(
  sort: IndexSort,
  { price, capacity, rating, reviews, nameRank }: SortFields,
): (a: number, b: number) => number {
  const names = (a: number, b: number) => (nameRank[a] as number) - (nameRank[b] as number);
  switch (sort) {
    case 'name':
      return names;
    case 'price':
      return (a, b) => (price[a] as number) - (price[b] as number) || names(a, b);
    case 'price_desc':
      return (a, b) => (price[b] as number) - (price[a] as number) || names(a, b);
    case 'capacity':
      return (a, b) => (capacity[b] as number) - (capacity[a] as number) || names(a, b);
    case 'rating':
    case 'relevance':
      return (a, b) =>
        (rating[b] as number) - (rating[a] as number) || (reviews[b] as number) - (reviews[a] as number) || names(a, b);
  }
}

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
  get size(): number {
    return this.codes.size;
  }
  /** 1 at the code of each value; at every code when no values are asked for. */
  allowing(values: Iterable<string> | undefined): Uint8Array {
    const mask = new Uint8Array(this.codes.size).fill(values === undefined ? 1 : 0);
    for (const value of values ?? []) {
      const code = this.find(value);
      if (code >= 0) mask[code] = 1;
    }
    return mask;
  }
}

/** Column selections kept (50 KB each at 50,000 listings). */
const SELECTIONS_KEPT = 64;
/** Asked weekdays and hours whose closed slots are kept (a few thousand slots each): a week of a dozen asked times. */
const ASKED_HOURS_KEPT = 84;
/** Below this share of the slots, a sorted page sorts the selected slots instead of walking the whole order. */
const SORT_SELECTED_SHARE = 1 / 16;

/** What a filter asks of the columns, as text. */
function columnKey(f: ListingFilter): string {
  const kinds = f.kinds ? [...f.kinds].sort().join(',') : '';
  return `${f.activeOnly}|${f.instantBookOnly}|${f.minPriceCents}|${f.maxPriceCents}|${f.minCapacity}|${f.maxCapacity}|${f.city ?? ''}|${f.state ?? ''}|${kinds}`;
}

type AskedHours = NonNullable<ListingFilter['hours']>;
const hoursKey = (asked: AskedHours) => `${asked.weekday},${asked.start},${asked.hours}`;

/** Whether a listing with the week's hours takes an event the filter's hours ask for. */
function weekAllows(week: readonly DayMinutes[], asked: AskedHours): boolean {
  const day = week[asked.weekday];
  if (day === undefined) return true;
  return day !== 'closed' && (asked.start === null || asked.hours === null || fitsDay(day, asked.start, asked.hours));
}

/**
 * The slots a filter lets through: 1 in the mask for each; and, when it names a city, state or kinds, the slots
 * themselves, ascending.
 */
interface Selection {
  mask: SlotMask;
  slots: Int32Array | null;
}

/** A sort's order of the slots, and each slot's position in it. */
interface SortOrder {
  slots: Int32Array;
  position: Int32Array;
}

/** The slots of several ascending lists with no slot in common, ascending. */
function mergeAscending(lists: Int32Array[]): Int32Array {
  const merged = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
  let at = 0;
  for (const list of lists) {
    merged.set(list, at);
    at += list.length;
  }
  return merged.sort();
}

export class ListingIndex implements SearchEngine {
  readonly text = new TextIndex();
  readonly vectors = new VectorIndex();
  private readonly docs: (ListingDoc | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly free: number[] = [];
  private orders = new Map<IndexSort, SortOrder>();
  private kindOrders = new Map<string, Int32Array>();
  private citySet: Set<string> | null = null;
  private tieKeyCache: Float64Array | null = null;
  /** Made on first use after a change (`sortFields`). */
  private sortFieldCache: SortFields | null = null;
  /** Column selections by their conditions, oldest first; emptied by any change. */
  private selections = new Map<string, Selection>();
  /**
   * The slots each of a day's answers leaves out (held by whoever keeps the answer: the day's memory here, the kept
   * answers on a search thread); emptied by any change.
   */
  private leftOut = new WeakMap<ClosedListings, Int32Array>();
  /** The slots each asked weekday and hours leave out by weekly hours, oldest first; emptied by any change. */
  private closedAt = new Map<string, Int32Array>();
  /** What `mask` hands out: a selection's mask copied, then narrowed by the filter's text tests. */
  private scratchMask = new Uint8Array(0);
  /** The slots of each city, state and kind code; made when a filter first asks, dropped by any change. */
  private slotLists: { city: Int32Array[]; state: Int32Array[]; kind: Int32Array[] } | null = null;
  private readonly cityCodes = new Codes();
  private readonly stateCodes = new Codes();
  private readonly kindCodes = new Codes();
  /**
   * Each week of weekly hours by its code, and the code of each week. Documents share one object per distinct week
   * (listing-doc.ts), so listings share a few codes.
   */
  private readonly weeks: (readonly DayMinutes[])[] = [];
  private readonly weekCodes = new Map<readonly DayMinutes[], number>();
  private columns = ListingIndex.columns(1024);

  constructor(readonly kind: ListingKind) {}

  private static columns(size: number) {
    return {
      present: new Uint8Array(size),
      live: new Uint8Array(size),
      /** 1: instant book is on. */
      instant: new Uint8Array(size),
      price: new Float64Array(size),
      capacity: new Float64Array(size),
      city: new Int32Array(size),
      state: new Int32Array(size),
      kind: new Int32Array(size),
      week: new Int32Array(size),
    };
  }

  get size(): number {
    return this.slotOf.size;
  }

  doc(slot: number): ListingDoc {
    return this.docs[slot] as ListingDoc;
  }

  kindOf(slot: number): string {
    return this.doc(slot).kind;
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
    c.instant[slot] = doc.instantBook ? 1 : 0;
    c.price[slot] = doc.priceCents;
    c.capacity[slot] = doc.capacity;
    c.city[slot] = this.cityCodes.of(doc.city);
    c.state[slot] = this.stateCodes.of(doc.state);
    c.kind[slot] = this.kindCodes.of(doc.kind);
    c.week[slot] = this.weekCode(doc.week);
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
    this.columns.instant[slot] = 0;
    this.text.remove(slot);
    this.vectors.remove(slot);
    this.free.push(slot);
    this.changed();
  }

  private weekCode(week: readonly DayMinutes[]): number {
    let code = this.weekCodes.get(week);
    if (code === undefined) {
      code = this.weeks.push(week) - 1;
      this.weekCodes.set(week, code);
    }
    return code;
  }

  /**
   * The slots the filter lets through. The mask is the index's scratch, so a query allocates nothing in proportion
   * to the index: the caller may change it, and it holds until the next query on this index.
   */
  filter(filter: ListingFilter): SlotMask {
    return this.select(filter).mask;
  }

  match(lexemes: readonly string[], allowed: SlotMask, count: number): number[] {
    return this.text.top(lexemes, allowed, count, this.tieKeys()).slots;
  }

  nearest(embedding: readonly number[], allowed: SlotMask, count: number, threshold?: number): Neighbour[] {
    return this.vectors.nearest(embedding, count, allowed, threshold);
  }

  /**
   * The column conditions are met from the slots of the filter's city, state or kinds when it names any (a city
   * holds a few percent of the listings), else by one pass over the columns; either way the result is kept for
   * the next query with the same conditions (searches repeat cities, guest counts, kinds and days far more than
   * words), like a search engine's filter cache. The listings closed at the asked weekday and hours and those the
   * day's bookings and blocks take are left out of it (each kept apart, so searches of any day share the selection),
   * and text tests run after, on the selected slots only.
   */
  private select(filter: ListingFilter): Selection {
    const key = columnKey(filter);
    let base = this.selections.get(key);
    if (base) {
      this.selections.delete(key);
    } else {
      let reused: SlotMask | undefined;
      if (this.selections.size >= SELECTIONS_KEPT) {
        const oldest = this.selections.keys().next().value as string;
        reused = this.selections.get(oldest)?.mask;
        this.selections.delete(oldest);
      }
      base = this.columnSelection(filter, reused);
    }
    this.selections.set(key, base);
    if (this.scratchMask.length !== base.mask.length) this.scratchMask = new Uint8Array(base.mask.length);
    const mask = this.scratchMask;
    mask.set(base.mask);
    let slots = base.slots;
    if (filter.hours || filter.excluded) {
      if (filter.hours) for (const slot of this.slotsClosedAt(filter.hours)) mask[slot] = 0;
      if (filter.excluded) for (const slot of this.slotsLeftOut(filter.excluded)) mask[slot] = 0;
      slots = slots && slots.filter((slot) => mask[slot] === 1);
    }
    if (filter.tests.length === 0) return { mask, slots };
    const passes = (slot: number) => filter.tests.every((test) => test(this.docs[slot] as ListingDoc));
    if (slots) {
      return {
        mask,
        slots: slots.filter((slot) => {
          const kept = passes(slot);
          if (!kept) mask[slot] = 0;
          return kept;
        }),
      };
    }
    for (let s = 0; s < mask.length; s++) if (mask[s] === 1 && !passes(s)) mask[s] = 0;
    return { mask, slots: null };
  }

  /** `reused`: an evicted selection's mask to fill instead of a new one (same size, or it is not used). */
  private columnSelection(filter: ListingFilter, reused?: SlotMask): Selection {
    const c = this.columns;
    const size = this.docs.length;
    const base = filter.activeOnly ? c.live : c.present;
    const { minPriceCents: minPrice, maxPriceCents: maxPrice, minCapacity: minCap, maxCapacity: maxCap } = filter;
    const cityOk = this.cityCodes.allowing(filter.city === undefined ? undefined : [filter.city]);
    const stateOk = this.stateCodes.allowing(filter.state === undefined ? undefined : [filter.state]);
    const kindOk = this.kindCodes.allowing(filter.kinds);
    // 1 for every slot when instant book is not asked for, else the slot's own flag.
    const anyBooking = filter.instantBookOnly ? 0 : 1;
    // Branch-free (each condition ANDed in), so shuffled values do not cost a mispredicted branch each.
    const meets = (s: number): number => {
      const price = c.price[s] as number;
      const capacity = c.capacity[s] as number;
      return (
        (base[s] as number) &
        ((c.instant[s] as number) | anyBooking) &
        Number(price >= minPrice) &
        Number(price <= maxPrice) &
        Number(capacity >= minCap) &
        Number(capacity <= maxCap) &
        (cityOk[c.city[s] as number] as number) &
        (stateOk[c.state[s] as number] as number) &
        (kindOk[c.kind[s] as number] as number)
      );
    };
    const mask = reused?.length === size ? reused.fill(0) : new Uint8Array(size);
    const from = this.narrowestList(filter);
    if (!from) {
      for (let s = 0; s < size; s++) mask[s] = meets(s);
      return { mask, slots: null };
    }
    const slots = from.filter((s) => meets(s) === 1);
    for (const s of slots) mask[s] = 1;
    return { mask, slots };
  }

  /** The slots of the listings whose weekly hours do not take the asked weekday and hours. */
  private slotsClosedAt(asked: AskedHours): Int32Array {
    const key = hoursKey(asked);
    let slots = this.closedAt.get(key);
    if (!slots) {
      const weekOk = this.weeks.map((week) => weekAllows(week, asked));
      const closed: number[] = [];
      const { present, week } = this.columns;
      for (let s = 0; s < this.docs.length; s++) if (present[s] === 1 && !weekOk[week[s] as number]) closed.push(s);
      slots = Int32Array.from(closed);
      if (this.closedAt.size >= ASKED_HOURS_KEPT) this.closedAt.delete(this.closedAt.keys().next().value as string);
      this.closedAt.set(key, slots);
    }
    return slots;
  }

  /** The slots of the listings a day's answer leaves out. */
  private slotsLeftOut(closed: ClosedListings): Int32Array {
    let slots = this.leftOut.get(closed);
    if (!slots) {
      slots = Int32Array.from(closed.ids.map((id) => this.slotOf.get(id) ?? -1).filter((slot) => slot >= 0));
      this.leftOut.set(closed, slots);
    }
    return slots;
  }

  /** The slots of the filter's city, state or kinds, whichever are fewest, ascending; null when it names none. */
  private narrowestList(filter: ListingFilter): Int32Array | null {
    if (filter.city === undefined && filter.state === undefined && !filter.kinds) return null;
    const lists = (this.slotLists ??= {
      city: this.columnLists(this.columns.city, this.cityCodes.size),
      state: this.columnLists(this.columns.state, this.stateCodes.size),
      kind: this.columnLists(this.columns.kind, this.kindCodes.size),
    });
    const none = new Int32Array(0);
    const candidates: Int32Array[] = [];
    if (filter.city !== undefined) candidates.push(lists.city[this.cityCodes.find(filter.city)] ?? none);
    if (filter.state !== undefined) candidates.push(lists.state[this.stateCodes.find(filter.state)] ?? none);
    if (filter.kinds) {
      const ofKinds = [...filter.kinds].map((kind) => lists.kind[this.kindCodes.find(kind)] ?? none);
      candidates.push(ofKinds.length === 1 ? (ofKinds[0] as Int32Array) : mergeAscending(ofKinds));
    }
    return candidates.reduce((a, b) => (b.length < a.length ? b : a));
  }

  /** Per code, the present slots holding it, ascending. */
  private columnLists(column: Int32Array, codes: number): Int32Array[] {
    const lists: number[][] = Array.from({ length: codes }, () => []);
    const present = this.columns.present;
    for (let s = 0; s < this.docs.length; s++) if (present[s] === 1) lists[column[s] as number]?.push(s);
    return lists.map((list) => Int32Array.from(list));
  }

  /** Cities of the listings, lower-case (place words in a query rank these cities' listings). */
  cities(): Set<string> {
    return (this.citySet ??= new Set([...this.slotOf.values()].map((slot) => this.doc(slot).city).filter(Boolean)));
  }

  /** The candidates whose listing is in one of the cities (read from the city column, not the docs), best rated first. */
  inCities(candidates: Iterable<number>, cities: readonly string[], count: number): number[] {
    const allowed = this.cityCodes.allowing(cities);
    const column = this.columns.city;
    const found: number[] = [];
    for (const slot of candidates) if (allowed[column[slot] as number] === 1) found.push(slot);
    const tieKeys = this.tieKeys();
    return found.sort((a, b) => (tieKeys[a] as number) - (tieKeys[b] as number)).slice(0, count);
  }

  /** A page of the filter's slots in the sort's order, and how many there are. */
  page(sort: IndexSort, filter: ListingFilter, offset: number, limit: number): { slots: number[]; total: number } {
    const { mask, slots: selected } = this.select(filter);
    const order = this.order(sort);
    if (selected && selected.length <= order.slots.length * SORT_SELECTED_SHARE) {
      // Plain loops: Int32Array.from and Array.from with a mapping function make an iterator result per slot.
      const positions = new Int32Array(selected.length);
      for (let i = 0; i < selected.length; i++) positions[i] = order.position[selected[i] as number] as number;
      positions.sort();
      const slots: number[] = [];
      for (let p = offset; p < Math.min(offset + limit, positions.length); p++)
        slots.push(order.slots[positions[p] as number] as number);
      return { slots, total: selected.length };
    }
    const slots: number[] = [];
    let total = 0;
    let i = 0;
    for (; i < order.slots.length && slots.length < limit; i++) {
      const slot = order.slots[i] as number;
      if (mask[slot] !== 1) continue;
      if (total >= offset) slots.push(slot);
      total += 1;
    }
    // The rest is only counted, without a branch per slot.
    for (; i < order.slots.length; i++) total += mask[order.slots[i] as number] as number;
    return { slots, total };
  }

  bestRated(allowed: SlotMask, count: number, kinds: ReadonlySet<string>, except: ReadonlySet<number>): number[] {
    const best: number[] = [];
    for (const kind of kinds) {
      const slots = this.ratedOfKind(kind);
      let taken = 0;
      for (let i = 0; i < slots.length && taken < count; i++) {
        const slot = slots[i] as number;
        if (allowed[slot] !== 1 || except.has(slot)) continue;
        best.push(slot);
        taken += 1;
      }
    }
    if (kinds.size === 1) return best;
    const { position } = this.order('rating');
    return best.sort((a, b) => (position[a] as number) - (position[b] as number)).slice(0, count);
  }

  /** The kind's listings, best rated first; made on demand like the sort orders. */
  private ratedOfKind(kind: string): Int32Array {
    let slots = this.kindOrders.get(kind);
    if (!slots) {
      const { slots: rated } = this.order('rating');
      slots = rated.filter((slot) => this.docs[slot]?.kind === kind);
      this.kindOrders.set(kind, slots);
    }
    return slots;
  }

  /** Per slot, smaller for the better of two equally ranked matches: best rated first, then by id. */
  tieKeys(): Float64Array {
    if (!this.tieKeyCache) {
      const keys = new Float64Array(this.docs.length);
      [...this.slotOf.entries()]
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .forEach(
          ([, slot], idRank) =>
            (keys[slot] = (MAX_RATING_TENTHS - Math.round(this.doc(slot).rating * 10)) * 2 ** 32 + idRank),
        );
      this.tieKeyCache = keys;
    }
    return this.tieKeyCache;
  }

  /** The slots ordered by the sort (candidates of a word search). */
  sort(slots: readonly number[], sort: IndexSort): number[] {
    return [...slots].sort(this.comparator(sort));
  }

  private comparator(sort: IndexSort): (a: number, b: number) => number {
    return comparator(sort, this.sortFields());
  }

  /**
   * What the sorts compare, made on first use after a change: every sort compares numbers, with ties by each slot's
   * place in name order. Comparing names with the collator in every sort took 100–170 ms a sort at 50,000 listings,
   * paid by each sort's first query after any change while every other request waited.
   */
  private sortFields(): SortFields {
    if (!this.sortFieldCache) {
      const rating = new Float64Array(this.docs.length);
      const reviews = new Float64Array(this.docs.length);
      for (const slot of this.slotOf.values()) {
        rating[slot] = this.doc(slot).rating;
        reviews[slot] = this.doc(slot).reviews;
      }
      this.sortFieldCache = {
        price: this.columns.price,
        capacity: this.columns.capacity,
        rating,
        reviews,
        nameRank: this.nameRanks(),
      };
    }
    return this.sortFieldCache;
  }

  /**
   * Per slot, its place in the collator's name order, then id. The slots go in order of their lower-cased names
   * first: the collator's sort then finds them nearly in order, which its merge sort passes in about one comparison a
   * slot instead of sixteen (a collator comparison costs about 0.7 µs).
   */
  private nameRanks(): Int32Array {
    const lower: string[] = [];
    for (const slot of this.slotOf.values()) lower[slot] = this.doc(slot).name.toLowerCase();
    const slots = [...this.slotOf.values()]
      .sort((a, b) =>
        (lower[a] as string) < (lower[b] as string) ? -1 : (lower[a] as string) > (lower[b] as string) ? 1 : 0,
      )
      .sort((a, b) => byName(this.doc(a), this.doc(b)));
    const ranks = new Int32Array(this.docs.length);
    slots.forEach((slot, i) => (ranks[slot] = i));
    return ranks;
  }

  /** The cards of the slots as one JSON array text. */
  cards(slots: readonly number[]): string {
    return `[${slots.map((slot) => this.doc(slot).card).join(',')}]`;
  }

  /** Call after a bulk load: builds the vector lists. */
  finishLoad(): void {
    this.vectors.build();
  }

  private order(sort: IndexSort): SortOrder {
    let order = this.orders.get(sort);
    if (!order) {
      const slots = Int32Array.from(this.slotOf.values()).sort(this.comparator(sort));
      const position = new Int32Array(this.docs.length);
      slots.forEach((slot, i) => (position[slot] = i));
      order = { slots, position };
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
    this.kindOrders = new Map();
    this.citySet = null;
    this.tieKeyCache = null;
    this.sortFieldCache = null;
    this.selections = new Map();
    this.leftOut = new WeakMap();
    this.closedAt = new Map();
    this.slotLists = null;
  }
}
