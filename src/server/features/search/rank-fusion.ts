// Reciprocal rank fusion: merges ranked lists (full-text, semantic) without comparing their scores.

export const RRF_K = 60;

export interface RankedList<T> {
  ids: readonly T[];
  /** How much this list counts; 1 by default. */
  weight?: number;
}

/** Every id of every list, best fused score first; ties keep the order of first appearance. */
export function fuseRankings<T>(lists: readonly RankedList<T>[], k = RRF_K): T[] {
  const scores = new Map<T, number>();
  for (const { ids, weight = 1 } of lists) {
    ids.forEach((id, index) => scores.set(id, (scores.get(id) ?? 0) + weight / (k + index + 1)));
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
