// The word-vector cutter on a small file in the wink-embeddings format, and the local embedder reading what it wrote.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../src/server/adapters/embeddings/local.ts';
import { RECIPE, readCurrentHeader, readWordVectors } from '../src/server/adapters/embeddings/word-vectors.ts';
import { cutWordVectors, ensureWordVectors } from './build-word-vectors.ts';

// Most frequent first, as in the real file; only lower-case letter/digit words (hyphens allowed) are kept.
const words = [
  'the',
  ',',
  'party',
  '"',
  'box',
  "n't",
  'venue',
  '2010',
  'open-air',
  'Paris',
  'café',
  '\\',
  'air',
  'open',
];
const kept = ['the', 'party', 'box', 'venue', 'open-air', 'air', 'open'];

let seed = 7;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 4 - 2;
const source = new Map(words.map((w) => [w, Array.from({ length: 100 }, () => Number(random().toFixed(6)))]));
source.get('box')![3] = 1e-7; // exponent notation, as JSON allows

function winkJson(): string {
  const vectors = [...words].reverse().map((w) => {
    const v = source.get(w)!;
    return `${JSON.stringify(w)}:[${[...v, Math.hypot(...v), words.indexOf(w)].join(',')}]`;
  });
  return `{"precision":8,"l2NormIndex":100,"wordIndex":101,"size":${words.length},"dimensions":100,"words":${JSON.stringify(words)},"vectors":{${vectors.join(',')}},"unkVector":[${new Array(100).fill(0).join(',')},-1]}`;
}

const dir = mkdtempSync(join(tmpdir(), 'word-vectors-'));
const sourcePath = join(dir, 'wink.json');
writeFileSync(sourcePath, winkJson());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cutting the wink JSON', () => {
  const cut = cutWordVectors(readFileSync(sourcePath), '1.1.0');

  it('keeps the usable words in frequency order', () => {
    expect(cut.words).toEqual(kept);
    expect(cut.header).toMatchObject({
      recipe: RECIPE,
      sourceVersion: '1.1.0',
      sourceVocabulary: words.length,
      dimensions: 100,
      count: kept.length,
    });
  });

  it('keeps each vector to within half a quantisation step', () => {
    kept.forEach((word, i) => {
      const original = source.get(word)!;
      const restored = Array.from(cut.vectors.subarray(i * 100, (i + 1) * 100), (q) => q * cut.scales[i]!);
      const worst = Math.max(...original.map((x, d) => Math.abs(x - restored[d]!)));
      expect(worst).toBeLessThanOrEqual(cut.scales[i]! / 2 + 1e-6);
      expect(Math.max(...Array.from(cut.vectors.subarray(i * 100, (i + 1) * 100), Math.abs))).toBe(127);
    });
  });

  it('weights rare words more than frequent ones, and stores a unit common component', () => {
    const weights = [...cut.weights];
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(weights[0]).toBeLessThan(weights.at(-1)!);
    expect(weights.every((w) => w > 0 && w < 1)).toBe(true);
    expect(Math.hypot(...cut.common)).toBeCloseTo(1, 5);
  });

  it('refuses a file of another dimension', () => {
    expect(() => cutWordVectors(Buffer.from('{"precision":8,"dimensions":50,"words":[],"vectors":{}}'), '1')).toThrow(
      /50 dimensions, expected 100/,
    );
  });
});

describe('ensureWordVectors', () => {
  const outPath = join(dir, 'cache', 'word-vectors.bin');
  const options = { outPath, sourcePath, sourceVersion: '1.1.0' };

  it('builds once, atomically, then leaves a current file alone', () => {
    expect(ensureWordVectors(options)).toBe('built');
    expect(readdirSync(join(dir, 'cache'))).toEqual(['word-vectors.bin']);
    const first = statSync(outPath).mtimeMs;
    expect(ensureWordVectors(options)).toBe('current');
    expect(statSync(outPath).mtimeMs).toBe(first);
    expect(readCurrentHeader(outPath)).toMatchObject({ count: kept.length, sourceVersion: '1.1.0' });
  });

  it('rebuilds for another source version and over a damaged file', () => {
    expect(ensureWordVectors({ ...options, sourceVersion: '1.2.0' })).toBe('built');
    expect(readCurrentHeader(outPath)?.sourceVersion).toBe('1.2.0');
    writeFileSync(outPath, 'not a word-vector file');
    expect(readCurrentHeader(outPath)).toBeNull();
    expect(ensureWordVectors(options)).toBe('built');
    expect(readWordVectors(outPath).words).toEqual(kept);
  });

  it('gives a loader error that names the build command', () => {
    const damaged = join(dir, 'damaged.bin');
    writeFileSync(damaged, readFileSync(outPath).subarray(0, 500));
    expect(() => readWordVectors(damaged)).toThrow(/truncated or damaged .*npm run vectors/);
    writeFileSync(damaged, 'garbage garbage');
    expect(() => readWordVectors(damaged)).toThrow(/not a word-vector file .*npm run vectors/);
  });
});

describe('the local embedder on the cut file', () => {
  const path = join(dir, 'embedder.bin');
  ensureWordVectors({ outPath: path, sourcePath, sourceVersion: '1.1.0' });
  const embedder = createLocalEmbedder({ path });

  it('falls back to the singular for unknown plurals', async () => {
    const [parties, party, boxes, box, venues, venue] = await embedder.embed([
      'parties',
      'party',
      'boxes',
      'box',
      'venues',
      'venue',
    ]);
    expect(parties).toEqual(party);
    expect(boxes).toEqual(box);
    expect(venues).toEqual(venue);
    expect(party).not.toEqual(box);
  });

  it('reads a known hyphenated word as itself plus its parts, an unknown one as its parts', async () => {
    const [known, parts, unknown, unknownParts] = await embedder.embed([
      'open-air',
      'open air',
      'air-open',
      'air open',
    ]);
    expect(known).not.toEqual(parts);
    expect(unknown).toEqual(unknownParts);
  });

  it('gives unit vectors for known words and the zero vector for none', async () => {
    const [known, none] = await embedder.embed(['The party box', 'Paris 2010']);
    expect(Math.hypot(...known!)).toBeCloseTo(1, 9);
    expect(none).toEqual(new Array(100).fill(0));
  });
});
