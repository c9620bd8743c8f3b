import { describe, expect, it } from 'vitest';
import { assembleDotProducts, generatedSource } from '../../../../../scripts/build-wasm.ts';
import { DOT_PRODUCTS_WASM } from './dot-products-wasm.ts';
import { DIMENSIONS, VectorStore } from './vector-store.ts';

const vector = (seed: number) => Float32Array.from({ length: DIMENSIONS }, (_, d) => Math.sin(seed * 31 + d * 7));
const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, d) => sum + x * (b[d] as number), 0);

describe('VectorStore', () => {
  it('scores a query against a run of vectors as a plain dot product does, and keeps them when it grows', () => {
    const store = new VectorStore(4);
    const count = 3_000;
    for (let i = 0; i < count; i++) {
      store.ensure(i + 1);
      store.vectors.set(vector(i), i * DIMENSIONS);
    }
    const query = vector(-1);
    const scores = Array.from(store.dots(query, 1_000, 1_500));
    expect(scores).toHaveLength(1_500);
    scores.forEach((score, j) => expect(score).toBeCloseTo(dot(query, vector(1_000 + j)), 4));
    expect(() => store.dots(query, store.size - 1, 2)).toThrow(RangeError);
  });

  it('carries the bytes dot-products.wat assembles to (npm run wasm)', async () => {
    expect(generatedSource(await assembleDotProducts())).toContain(`'${DOT_PRODUCTS_WASM}'`);
  });
});
