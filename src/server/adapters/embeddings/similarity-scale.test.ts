import { describe, expect, it } from 'vitest';
import { LOCAL_SCALE } from './local.ts';
import { piecewiseLinearScale, SAME_SCALE } from './similarity-scale.ts';

describe('similarity scale', () => {
  const scale = piecewiseLinearScale([
    [-1, -1],
    [0.4, 0.7],
    [1, 1],
  ]);

  it('maps a cosine through its points, linear between them, and back', () => {
    expect(scale.similarity(0.4)).toBeCloseTo(0.7, 12);
    expect(scale.similarity(0.7)).toBeCloseTo(0.85, 12);
    expect(scale.similarity(-1)).toBe(-1);
    expect(scale.similarity(1)).toBe(1);
    expect(scale.cosine(0.7)).toBeCloseTo(0.4, 12);
    expect(scale.cosine(0.85)).toBeCloseTo(0.7, 12);
    for (let cosine = -1; cosine <= 1; cosine += 0.05)
      expect(scale.cosine(scale.similarity(cosine))).toBeCloseTo(cosine, 12);
  });

  it('keeps the order of cosines, and stays within -1 and 1', () => {
    const cosines = Array.from({ length: 41 }, (_, i) => -1 + i / 20);
    const similarities = cosines.map(scale.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => a - b));
    expect(new Set(similarities).size).toBe(cosines.length);
    expect(scale.similarity(1.5)).toBe(1);
    expect(scale.cosine(-2)).toBe(-1);
  });

  it('refuses points that do not rise from [-1, -1] to [1, 1]', () => {
    expect(() =>
      piecewiseLinearScale([
        [-1, -1],
        [0.5, 0.4],
        [0.4, 0.7],
        [1, 1],
      ]),
    ).toThrow(/rising points/);
    expect(() =>
      piecewiseLinearScale([
        [0, 0],
        [1, 1],
      ]),
    ).toThrow(/rising points/);
  });

  it("leaves cosines as they are on the same scale, and reads the local model's fitted cosine as 0.7", () => {
    expect(SAME_SCALE.similarity(0.42)).toBeCloseTo(0.42, 12);
    expect(SAME_SCALE.cosine(0.7)).toBeCloseTo(0.7, 12);
    expect(LOCAL_SCALE.similarity(0.432)).toBeCloseTo(0.7, 12);
    expect(LOCAL_SCALE.cosine(0.7)).toBeCloseTo(0.432, 12);
  });
});
