// What every embedder does (index.ts chooses one by env).
import type { SimilarityScale } from './similarity-scale.ts';

export interface Embedder {
  /** Names the vectors: embeddings made by different models must never be compared; re-embed when it changes. */
  readonly model: string;
  /** Its cosines on the scale search reports, where 0.7 is a good match (similarity-scale.ts). */
  readonly scale: SimilarityScale;
  /** One unit-length (or all-zero, see above) vector per text, in the order given, all of one length. */
  embed(texts: string[]): Promise<number[][]>;
}
