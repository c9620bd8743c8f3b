import { describe, expect, it } from 'vitest';
import { Rng } from '../../../sample-catalogue/artwork/random.ts';
import { IVF_MIN_VECTORS, VectorIndex } from './vector-index.ts';

const DIMENSIONS = 100;

/** A deterministic generator, so failures repeat. */
function random(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

function unit(values: number[]): number[] {
  const norm = Math.hypot(...values);
  return values.map((v) => v / norm);
}

/** Vectors around `clusters` centres, as listings of a few kinds sit in embedding space. */
function clustered(count: number, clusters: number, rand: () => number, dimensions = DIMENSIONS): number[][] {
  const centres = Array.from({ length: clusters }, () => unit(Array.from({ length: dimensions }, () => rand() - 0.5)));
  return Array.from({ length: count }, (_, i) =>
    unit((centres[i % clusters] as number[]).map((c) => c + (rand() - 0.5) * 0.1)),
  );
}

const all = null;
/** A mask of the first `size` slots where `keep` holds. */
const where = (size: number, keep: (slot: number) => boolean) =>
  Uint8Array.from({ length: size }, (_, slot) => (keep(slot) ? 1 : 0));

describe('VectorIndex', () => {
  it('scans small sets exactly: nearest first, threshold and filter applied, removed vectors gone', () => {
    const index = new VectorIndex();
    const rand = random(1);
    const vectors = clustered(500, 5, rand);
    vectors.forEach((v, slot) => index.set(slot, v));
    index.build();
    const query = vectors[7] as number[];
    const found = index.nearest(query, 5, all);
    expect(found[0]).toMatchObject({ slot: 7 });
    expect(found[0]?.similarity).toBeCloseTo(1, 5);
    expect(found.map((n) => n.similarity)).toEqual([...found.map((n) => n.similarity)].sort((a, b) => b - a));
    expect(
      index
        .nearest(
          query,
          5,
          where(500, (slot) => slot % 2 === 0),
        )
        .every((n) => n.slot % 2 === 0),
    ).toBe(true);
    expect(index.nearest(query, 500, all, 0.99).every((n) => n.similarity >= 0.99)).toBe(true);
    index.remove(7);
    expect(index.nearest(query, 5, all).map((n) => n.slot)).not.toContain(7);
    index.set(8, new Array<number>(DIMENSIONS).fill(0));
    expect(index.size).toBe(498);
  });

  it('keeps recall@10 at 0.95 or more with its inverted lists, and a filtered query still fills its page', () => {
    const rand = random(2);
    const index = new VectorIndex();
    const vectors = clustered(IVF_MIN_VECTORS + 2_000, 40, rand);
    vectors.forEach((v, slot) => index.set(slot, v));
    index.build();
    const queries = clustered(100, 40, random(3));
    let recall = 0;
    for (const query of queries) {
      const exact = index.exact(query, 10, all);
      const cut = (exact[9]?.similarity ?? 0) - 1e-6;
      recall += index.nearest(query, 10, all).filter((n) => n.similarity >= cut).length / 10;
    }
    expect(recall / queries.length).toBeGreaterThanOrEqual(0.95);
    // One slot in 500 passes, fewer than a query reads: those alone are scored, so the answer is the exact one.
    const rare = where(vectors.length, (slot) => slot % 500 === 0);
    expect(index.nearest(queries[0] as number[], 10, rare)).toHaveLength(10);
    for (const query of queries.slice(0, 20))
      expect(index.nearest(query, 10, rare, 0.2)).toEqual(index.exact(query, 10, rare, 0.2));
    // One in 5 passes, more than a query reads: the lists are read until 10 allowed vectors are seen.
    const common = where(vectors.length, (slot) => slot % 5 === 0);
    expect(index.nearest(queries[0] as number[], 10, common).every((n) => n.slot % 5 === 0)).toBe(true);
    expect(index.nearest(queries[0] as number[], 10, common)).toHaveLength(10);
    // Lists too far from the query to hold anything at the threshold are skipped; what is found stays the same.
    for (const [query, threshold] of queries
      .slice(0, 30)
      .flatMap((query) => [0.3, 0.95, 0.99].map((threshold) => [query, threshold] as const))) {
      const unbounded = index.nearest(query, 50, all).filter((n) => n.similarity >= threshold);
      expect(index.nearest(query, 50, all, threshold)).toEqual(unbounded);
    }
    // A vector set after the lists were built is found through them.
    const added = vectors.length;
    index.set(added, queries[1] as number[]);
    expect(index.nearest(queries[1] as number[], 1, all)[0]?.slot).toBe(added);
  });

  it.each([8, 300, 1536])(
    'takes its length from the first vector (%i numbers) and leaves out vectors and queries of another',
    (dimensions) => {
      const index = new VectorIndex();
      const rand = random(4);
      const vectors = clustered(300, 3, rand, dimensions);
      vectors.forEach((v, slot) => index.set(slot, v));
      index.set(300, unit(Array.from({ length: dimensions + 1 }, () => rand() - 0.5)));
      index.build();
      expect(index.dimensions).toBe(dimensions);
      expect(index.size).toBe(300);
      expect(index.vectorOf(300)).toBeNull();
      expect(index.vectorOf(5)).toHaveLength(dimensions);
      expect(index.nearest(vectors[5] as number[], 1, all)[0]).toMatchObject({ slot: 5 });
      expect(index.nearest(vectors[5]?.slice(1) as number[], 1, all)).toEqual([]);
      // Emptied, it takes the next embedder's length.
      for (let slot = 0; slot < 300; slot++) index.remove(slot);
      index.set(0, unit([1, 2, 3]));
      expect(index.dimensions).toBe(3);
      expect(index.nearest(unit([1, 2, 3]), 1, all)[0]).toMatchObject({ slot: 0 });
    },
  );
});
