// The local embedder: a SIF sentence embedding (Arora, Liang & Ma, 2017) over GloVe 100-d word vectors.
// For each text: lower-case word tokens -> their vectors weighted by a / (a + p(word)) -> sum -> minus the projection
// on the common component -> unit length. The vectors come from the compact file in word-vectors.ts, read once,
// lazily, on the first call (about 50 ms), and shared by every embedder made in this process.
import type { Embedder } from './types.ts';
import { piecewiseLinearScale } from './similarity-scale.ts';
import { DIMENSIONS, RECIPE, WORD_VECTORS_PATH, readWordVectors, type WordVectors } from './word-vectors.ts';

export const LOCAL_MODEL = `local-glove-sif-100d-v${RECIPE.format}`;

/**
 * A cosine of 0.432 reads as 0.7: on the sample catalogue, the best listing of the expected category reaches it for
 * 9 planner queries in 10 (README "Similarity scale"; scripts/fit-similarity-scale.ts prints the figures).
 */
export const LOCAL_SCALE = piecewiseLinearScale([
  [-1, -1],
  [0.432, 0.7],
  [1, 1],
]);

/** Texts embedded between two yields to the event loop, so a large batch does not stall the server. */
const CHUNK = 256;

interface Model {
  vectors: WordVectors;
  indexOf: Map<string, number>;
}

const loaded = new Map<string, Model>();

function load(path: string): Model {
  let model = loaded.get(path);
  if (!model) {
    const vectors = readWordVectors(path);
    const indexOf = new Map<string, number>();
    vectors.words.forEach((word, i) => indexOf.set(word, i));
    model = { vectors, indexOf };
    loaded.set(path, model);
  }
  return model;
}

export function createLocalEmbedder(options: { path?: string } = {}): Embedder {
  const path = options.path ?? WORD_VECTORS_PATH;
  return {
    model: LOCAL_MODEL,
    scale: LOCAL_SCALE,
    async embed(texts) {
      const model = load(path);
      const out: number[][] = [];
      for (let start = 0; start < texts.length; start += CHUNK) {
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        for (const text of texts.slice(start, start + CHUNK)) out.push(embedOne(model, text));
      }
      return out;
    },
  };
}

/** Word tokens: letters and digits, accents dropped, possessive 's dropped; "open-air" gives open-air (when known), open, air. */
export function tokenize(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '');
  const tokens: string[] = [];
  for (const match of plain.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
    const word = match[0];
    if (word.includes('-')) tokens.push(word, ...word.split('-'));
    else tokens.push(word);
  }
  return tokens;
}

/** The word's row, trying a singular when the plural is unknown (venues -> venue, boxes -> box, parties -> party). */
function rowOf(indexOf: Map<string, number>, word: string): number | undefined {
  const row = indexOf.get(word);
  if (row !== undefined || word.length < 4) return row;
  if (word.endsWith('ies')) {
    const y = indexOf.get(`${word.slice(0, -3)}y`);
    if (y !== undefined) return y;
  }
  if (word.endsWith('es')) {
    const es = indexOf.get(word.slice(0, -2));
    if (es !== undefined) return es;
  }
  return word.endsWith('s') ? indexOf.get(word.slice(0, -1)) : undefined;
}

function embedOne({ vectors: wv, indexOf }: Model, text: string): number[] {
  const sum = new Float64Array(DIMENSIONS);
  for (const token of tokenize(text)) {
    const row = rowOf(indexOf, token);
    if (row === undefined) continue;
    const factor = wv.weights[row]! * wv.scales[row]!;
    const base = row * DIMENSIONS;
    for (let d = 0; d < DIMENSIONS; d++) sum[d]! += factor * wv.vectors[base + d]!;
  }
  let projection = 0;
  for (let d = 0; d < DIMENSIONS; d++) projection += sum[d]! * wv.common[d]!;
  let norm = 0;
  for (let d = 0; d < DIMENSIONS; d++) {
    sum[d]! -= projection * wv.common[d]!;
    norm += sum[d]! * sum[d]!;
  }
  norm = Math.sqrt(norm);
  // No known word (or, in theory, only the common direction itself): the zero vector, "no meaning" (index.ts).
  if (norm < 1e-9) return new Array<number>(DIMENSIONS).fill(0);
  return Array.from(sum, (x) => x / norm);
}
