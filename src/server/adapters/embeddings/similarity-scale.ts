// Each embedding model spreads its cosines differently (for the local model a good match is about 0.45, and the
// spec's 0.7 found next to nothing). Search reports similarities, and takes thresholds, on one scale on which the
// spec's default 0.7 means "a good match"; each embedder states the monotone map from its raw cosine to that scale.

export interface SimilarityScale {
  /** The reported similarity of a raw cosine. */
  similarity(cosine: number): number;
  /** The raw cosine reported as `similarity` (for a threshold). */
  cosine(similarity: number): number;
}

/**
 * The map through the given [cosine, similarity] points, linear between them. The points must run from
 * [-1, -1] to [1, 1], each higher than the one before in both coordinates.
 */
export function piecewiseLinearScale(
  points: readonly (readonly [cosine: number, similarity: number])[],
): SimilarityScale {
  const first = points[0];
  const last = points.at(-1);
  const rising = points.every((point, i) => i === 0 || (point[0] > points[i - 1]![0] && point[1] > points[i - 1]![1]));
  if (!first || !last || first[0] !== -1 || first[1] !== -1 || last[0] !== 1 || last[1] !== 1 || !rising) {
    throw new Error('A similarity scale runs from [-1, -1] to [1, 1] through rising points');
  }
  const through = (x: number, from: 0 | 1): number => {
    const to = from === 0 ? 1 : 0;
    if (x <= -1) return -1;
    if (x >= 1) return 1;
    const i = points.findIndex((point) => point[from] >= x);
    const [a, b] = [points[i - 1] ?? points[0]!, points[i]!];
    return a[to] + ((x - a[from]) * (b[to] - a[to])) / (b[from] - a[from] || 1);
  };
  return { similarity: (cosine) => through(cosine, 0), cosine: (similarity) => through(similarity, 1) };
}

/** For a model whose cosines already mean what the scale says. */
export const SAME_SCALE = piecewiseLinearScale([
  [-1, -1],
  [1, 1],
]);
