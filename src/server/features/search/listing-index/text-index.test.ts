import { describe, expect, it } from 'vitest';
import { Rng } from '../../../db/seed/artwork/random.ts';
import { TextIndex } from './text-index.ts';

/** A deterministic generator, so failures repeat. */
function random(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

const LEXEMES = ['rooftop', 'garden', 'loft', 'view'];
const WEIGHTS = [0.1, 0.2, 0.4, 1, 1.1, 1.4];

describe('TextIndex.top', () => {
  it('returns exactly the best ranked, ties cut by the smaller tie key, as a full sort would', () => {
    const rand = random(7);
    const index = new TextIndex();
    const size = 6_000;
    // Few weights and lengths, so many listings rank exactly alike, as synthetic and real catalogues do.
    for (let slot = 0; slot < size; slot++) {
      const lexemes = LEXEMES.filter(() => rand() < 0.5).map((lexeme) => ({ lexeme, weight: WEIGHTS[Math.floor(rand() * WEIGHTS.length)] as number }));
      index.set(slot, { lexemes, length: 5 + Math.floor(rand() * 4) });
    }
    const tieKeys = Float64Array.from({ length: size }, () => Math.floor(rand() * 1e6));
    const mask = Uint8Array.from({ length: size }, () => (rand() < 0.8 ? 1 : 0));

    for (const [query, count] of [[['rooftop'], 500], [['rooftop', 'garden'], 500], [['garden', 'loft', 'view'], 37], [['view'], 5_000]] as const) {
      const expected = bruteForce(index, query, mask, tieKeys, count);
      const { slots, scores } = index.top(query, mask, count, tieKeys);
      expect(slots).toEqual(expected.map((e) => e.slot));
      expect(scores).toEqual(expected.map((e) => e.rank));
    }
  });
});

/** Every masked match ranked by summing its lexemes' ranks, fully sorted. */
function bruteForce(index: TextIndex, query: readonly string[], mask: Uint8Array, tieKeys: Float64Array, count: number) {
  const ranks = new Map<number, number>();
  for (const lexeme of query) {
    // The index's own single-lexeme answers give each slot's rank for that lexeme.
    const { slots, scores } = index.top([lexeme], mask, mask.length, tieKeys);
    slots.forEach((slot, i) => ranks.set(slot, (ranks.get(slot) ?? 0) + (scores[i] as number)));
  }
  return [...ranks]
    .map(([slot, rank]) => ({ slot, rank }))
    .sort((a, b) => b.rank - a.rank || (tieKeys[a.slot] as number) - (tieKeys[b.slot] as number))
    .slice(0, count);
}
