// pg_trgm parity: the lexicon's similarity is the database's, so typo alternatives match what SQL would pick.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../db/client.ts';
import { databaseTargets } from '../../../testing/database-targets.ts';
import { TrigramLexicon, trigramSimilarity } from './trigram-lexicon.ts';

const PAIRS = [
  ['rooftop', 'rooftp'],
  ['ballroom', 'balroom'],
  ['security', 'secuirty'],
  ['photographer', 'phtographer'],
  ['gallery', 'galery'],
  ['dj', 'djs'],
  ['warehouse', 'house'],
  ['a', 'b'],
  ['café', 'cafe'],
  ['new york', 'york new'],
] as const;

describe('trigram similarity', () => {
  it('gives pg_trgm figures by hand: rooftop ~ rooftp shares 5 of 10 trigrams', () => {
    expect(trigramSimilarity('rooftop', 'rooftp')).toBeCloseTo(0.5, 6);
    expect(trigramSimilarity('same', 'same')).toBe(1);
    expect(trigramSimilarity('', 'word')).toBe(0);
  });

  it('finds the closest words at or above 0.3, most similar first then A–Z, and knows singulars', () => {
    const lexicon = new TrigramLexicon();
    for (const term of ['rooftop', 'rooftops', 'roof', 'terrace', 'garden']) lexicon.add(term);
    // roof and rooftop both share 4 of 8 and 5 of 10 trigrams with rooftp (0.5): equals go A–Z.
    expect(lexicon.closest('rooftp', 2)).toEqual(['roof', 'rooftop']);
    expect(lexicon.closest('zzzz', 2)).toEqual([]);
    expect(lexicon.knows('gardens')).toBe(true);
    expect(lexicon.knows('terraces')).toBe(true);
    expect(lexicon.knows('rooftp')).toBe(false);
  });
});

describe.each(databaseTargets())('trigram similarity against pg_trgm on $name', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it.each(PAIRS)('similarity(%s, %s) is the database’s', async (a, b) => {
    const [row] = rowsOf<{ s: number | string }>(await database.db.execute(sql`SELECT similarity(${a}, ${b}) AS s`));
    expect(trigramSimilarity(a, b)).toBeCloseTo(Number(row?.s), 5);
  });
});
