// Text embeddings for semantic search: one vector per text, unit length, compared by cosine (= dot product). Every
// vector of one embedder has the same length: 100 for the local default, GloVe word vectors with SIF weighting
// (local.ts, no network, no model download at run time); the model's own, or EMBEDDINGS_DIMENSIONS, for any
// OpenAI-compatible /embeddings endpoint by EMBEDDINGS_URL (openai.ts).
//
// A text with no meaning to the embedder (empty, or only words it does not know) gives the ZERO vector. Cosine is
// undefined for it, so callers check `hasMeaning(vector)` first: store no embedding for such a listing, and skip
// the semantic part of such a query.
import type { Env } from '../../env.ts';
import { createLocalEmbedder } from './local.ts';
import { createOpenAiEmbedder } from './openai.ts';
import type { Embedder } from './types.ts';
import { behindBreaker } from '../behind-breaker.ts';

export type { SimilarityScale } from './similarity-scale.ts';
export type { Embedder } from './types.ts';

export function createEmbedder(
  env: Pick<Env, 'EMBEDDINGS_URL' | 'EMBEDDINGS_API_KEY' | 'EMBEDDINGS_MODEL' | 'EMBEDDINGS_DIMENSIONS'>,
): Embedder {
  if (env.EMBEDDINGS_URL) {
    return behindBreaker(
      createOpenAiEmbedder({
        url: env.EMBEDDINGS_URL,
        apiKey: env.EMBEDDINGS_API_KEY,
        model: env.EMBEDDINGS_MODEL,
        dimensions: env.EMBEDDINGS_DIMENSIONS,
      }),
    );
  }
  return createLocalEmbedder();
}

/** False for the zero vector an embedder returns for a text it cannot place. */
export function hasMeaning(vector: readonly number[]): boolean {
  return vector.some((x) => x !== 0);
}

/** Cosine similarity of two embeddings (their dot product, as both have unit length); 0 when either has no meaning. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
