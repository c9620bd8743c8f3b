import { describe, expect, it } from 'vitest';
import { Rng } from '../../../sample-catalogue/artwork/random.ts';
import { TextIndex } from './text-index.ts';
import type { ParsedTsvector } from './tsvector-text.ts';

/** A deterministic generator, so failures repeat. */
function random(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

const LEXEMES = ['rooftop', 'garden', 'loft', 'view'];
const WEIGHTS = [0.1, 0.2, 0.4, 1, 1.1, 1.4];

describe('TextIndex.top', () => {
  const rand = random(7);
  const size = 6_000;
  // Few weights and lengths, so many listings rank exactly alike, as synthetic and real catalogues do.
  const docs: ParsedTsvector[] = Array.from({ length: size }, () => ({
    lexemes: LEXEMES.filter(() => rand() < 0.5).map((lexeme) => ({
      lexeme,
      weight: WEIGHTS[Math.floor(rand() * WEIGHTS.length)] as number,
    })),
    length: 5 + Math.floor(rand() * 4),
  }));
  const tieKeys = Float64Array.from({ length: size }, () => Math.floor(rand() * 1e6));
  const mask = Uint8Array.from({ length: size }, () => (rand() < 0.8 ? 1 : 0));
  const queries = [
    [['rooftop'], 500],
    [['rooftop', 'garden'], 500],
    [['garden', 'loft', 'view'], 37],
    [['view'], 5_000],
    [['loft', 'loft', 'unknown'], 20],
  ] as const;

  it('returns exactly the best ranked, ties cut by the smaller tie key, as a full sort would', () => {
    const index = new TextIndex();
    docs.forEach((doc, slot) => index.set(slot, doc));
    for (const [query, count] of queries) {
      const expected = bruteForce(docs, query, mask, tieKeys, count);
      const { slots, scores } = index.top(query, mask, count, tieKeys);
      expect(slots).toEqual(expected.map((e) => e.slot));
      expect(scores).toEqual(expected.map((e) => e.rank));
    }
  });

  it('keeps the best of several lexemes that never meet in one listing, near the rank a single lexeme reaches', () => {
    const index = new TextIndex();
    // Each listing has one of the two words, so the page is made of single ranks, down to its last place.
    const apart: ParsedTsvector[] = docs.map((doc, slot) => ({
      lexemes: [{ lexeme: slot % 2 === 0 ? 'north' : 'south', weight: doc.lexemes[0]?.weight ?? 0.1 }],
      length: doc.length,
    }));
    apart.forEach((doc, slot) => index.set(slot, doc));
    for (const count of [1, 300, 2_000]) {
      const expected = bruteForce(apart, ['north', 'south'], mask, tieKeys, count);
      expect(index.top(['north', 'south'], mask, count, tieKeys).slots).toEqual(expected.map((e) => e.slot));
    }
  });

  it('answers the same whatever the mask and however often a set of lexemes is asked', () => {
    const index = new TextIndex();
    docs.forEach((doc, slot) => index.set(slot, doc));
    const masks = [
      mask,
      mask.map((allowed, slot) => allowed & Number(slot % 7 !== 0)),
      new Uint8Array(size).fill(1),
      mask.map((_, slot) => Number(slot % 50 === 0)),
    ];
    for (const [query, count] of queries) {
      for (const [round, asked] of [...masks, ...masks].entries()) {
        const expected = bruteForce(docs, query, asked, tieKeys, count);
        const { slots, scores } = index.top([...query].reverse(), asked, count, tieKeys);
        expect(slots, `${query.join(' ')}, round ${round}`).toEqual(expected.map((e) => e.slot));
        expect(scores).toEqual(expected.map((e) => e.rank));
      }
    }
  });

  it('ranks again after a listing changes and after the tie keys change', () => {
    const index = new TextIndex();
    docs.forEach((doc, slot) => index.set(slot, doc));
    for (const [query, count] of [...queries, ...queries]) index.top(query, mask, count, tieKeys);
    const changed = docs.slice();
    changed[11] = {
      lexemes: [
        { lexeme: 'rooftop', weight: 9 },
        { lexeme: 'view', weight: 9 },
      ],
      length: 2,
    };
    changed[12] = { lexemes: [], length: 0 };
    index.set(11, changed[11]);
    index.set(12, changed[12]);
    for (const [query, count] of [...queries, ...queries]) {
      const expected = bruteForce(changed, query, mask, tieKeys, count);
      expect(index.top(query, mask, count, tieKeys).slots).toEqual(expected.map((e) => e.slot));
    }
    const keys = tieKeys.map((key, slot) => (slot % 3 === 0 ? -key : key));
    for (const [query, count] of queries) {
      const expected = bruteForce(changed, query, mask, keys, count);
      expect(index.top(query, mask, count, keys).slots).toEqual(expected.map((e) => e.slot));
    }
  });
});

/** Every masked match ranked from its document as ts_rank_cd would (weights over ln(1 + length)), fully sorted. */
function bruteForce(
  docs: readonly ParsedTsvector[],
  query: readonly string[],
  mask: Uint8Array,
  tieKeys: Float64Array,
  count: number,
) {
  const asked = new Set(query);
  return docs
    .map((doc, slot) => {
      const weights = doc.lexemes
        .filter(({ lexeme }) => asked.has(lexeme))
        .map(({ weight }) => weight * (1 / Math.log(doc.length + 1)));
      return { slot, rank: weights.reduce((sum, w) => sum + w, 0), matches: weights.length > 0 };
    })
    .filter(({ slot, matches }) => matches && mask[slot] === 1)
    .sort((a, b) => b.rank - a.rank || (tieKeys[a.slot] as number) - (tieKeys[b.slot] as number) || a.slot - b.slot)
    .slice(0, count)
    .map(({ slot, rank }) => ({ slot, rank }));
}
