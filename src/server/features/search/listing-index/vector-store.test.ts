import { describe, expect, it } from 'vitest';
import { VectorStore } from './vector-store.ts';

const vector = (seed: number, dimensions: number) =>
  Float32Array.from({ length: dimensions }, (_, d) => Math.sin(seed * 31 + d * 7));
const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, d) => sum + x * (b[d] as number), 0);

describe('VectorStore', () => {
  it.each([3, 8, 100, 300])(
    'scores a query against a run of %i-dimensional vectors as a plain dot product does, and keeps them when it grows',
    (dimensions) => {
      const store = new VectorStore(dimensions, 4);
      const count = 3_000;
      for (let i = 0; i < count; i++) {
        store.ensure(i + 1);
        store.vectors.set(vector(i, dimensions), i * dimensions);
      }
      const query = vector(-1, dimensions);
      const scores = Array.from(store.dots(query, 1_000, 1_500));
      expect(scores).toHaveLength(1_500);
      scores.forEach((score, j) => expect(score).toBeCloseTo(dot(query, vector(1_000 + j, dimensions)), 3));
      expect(() => store.dots(query, store.size - 1, 2)).toThrow(RangeError);
    },
  );
});
