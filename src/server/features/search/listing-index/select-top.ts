// Choosing and ordering the best of many ranked slots without comparing every pair.

/** The k-th largest of the first `length` numbers (quickselect, average O(n)); reorders them in place. */
export function kthLargest(values: Float64Array, length: number, k: number): number {
  let lo = 0;
  let hi = length - 1;
  const target = k - 1; // its index in descending order
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) > pivot) i++;
      while ((values[j] as number) < pivot) j--;
      if (i <= j) {
        const t = values[i] as number;
        values[i] = values[j] as number;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target] as number;
}

/** Every slot's place in tie-key order (the smaller key first, then the smaller slot), and the slot at each place. */
export interface TieOrder {
  placeOf: Int32Array;
  slotAt: Int32Array;
}

export function tieOrderOf(tieKeys: Float64Array): TieOrder {
  const size = tieKeys.length;
  const ascending = tieKeys.slice().sort();
  const keys = new Float64Array(size);
  for (let slot = 0; slot < size; slot++) keys[slot] = firstAtLeast(ascending, tieKeys[slot] as number) * size + slot;
  keys.sort();
  const slotAt = new Int32Array(size);
  const placeOf = new Int32Array(size);
  for (let place = 0; place < size; place++) {
    const slot = (keys[place] as number) % size;
    slotAt[place] = slot;
    placeOf[slot] = place;
  }
  return { placeOf, slotAt };
}

/**
 * Scratch for `sortBestFirst`, grown and reused: new arrays in every call would be memory outside the heap, which V8
 * counts towards starting a full collection.
 */
let scratch = new Float64Array(0);

/**
 * The slots best first, written into `order` (which may be `slots` itself): by rank (`ranks`, by slot) high to low,
 * then in tie order. Sorted as numbers, without a comparison function: each slot's place among the ranks and its place
 * in tie order are packed into one key, exact below 94 million slots (a comparison sort of 20,000 slots took about
 * 10 ms, this about 3).
 */
export function sortBestFirst(slots: Int32Array, ranks: Float64Array, ties: TieOrder, order: Int32Array): void {
  const n = slots.length;
  const size = ties.placeOf.length;
  if (scratch.length < 2 * n) scratch = new Float64Array(Math.max(2 * n, 2 * scratch.length));
  const ascending = scratch.subarray(0, n);
  const keys = scratch.subarray(n, 2 * n);
  for (let j = 0; j < n; j++) ascending[j] = ranks[slots[j] as number] as number;
  ascending.sort();
  for (let j = 0; j < n; j++) {
    const slot = slots[j] as number;
    keys[j] = (n - 1 - firstAtLeast(ascending, ranks[slot] as number)) * size + (ties.placeOf[slot] as number);
  }
  keys.sort();
  for (let i = 0; i < n; i++) order[i] = ties.slotAt[(keys[i] as number) % size] as number;
}

/** The first index of an ascending array whose value is at least `value`: the value's place, shared by equal ones. */
function firstAtLeast(ascending: Float64Array, value: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ascending[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
