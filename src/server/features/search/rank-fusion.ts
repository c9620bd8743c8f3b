// Weighted reciprocal rank fusion: merges ranked lists of index slots (full text, meaning, asked-for categories,
// city) without comparing their scores; a list's weight says how much its ranks count. Scores are summed in a
// scratch array indexed by slot, cleared after each call, so a search allocates nothing per slot it fuses.

export const RRF_K = 60;

export interface RankedList {
  /** Best first. */
  slots: readonly number[];
  weight: number;
}

/** Fused score by slot; zero for every slot between calls. Grows to the largest slot seen (one per thread). */
let scores = new Float64Array(1024);

/** Every slot of every list, best fused score first; ties keep the order of first appearance. */
export function fuseRankings(lists: readonly RankedList[], k = RRF_K): number[] {
  const fused: number[] = [];
  for (const { slots, weight } of lists) {
    for (let rank = 0; rank < slots.length; rank++) {
      const slot = slots[rank] as number;
      if (slot >= scores.length) grow(slot);
      if (scores[slot] === 0) fused.push(slot);
      scores[slot] = (scores[slot] as number) + weight / (k + rank + 1);
    }
  }
  // Array.prototype.sort is stable, and `fused` is in order of first appearance.
  fused.sort((a, b) => {
    const sa = scores[a] as number;
    const sb = scores[b] as number;
    return Number(sb > sa) - Number(sb < sa);
  });
  for (const slot of fused) scores[slot] = 0;
  return fused;
}

function grow(slot: number): void {
  const grown = new Float64Array(Math.max(slot + 1, 2 * scores.length));
  grown.set(scores);
  scores = grown;
}
