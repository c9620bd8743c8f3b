// Typo tolerance: a query word no listing contains gets the closest listing words as alternatives
// ('rooftp' → 'rooftop'), found by trigram similarity over the search_terms lexicon (pg_trgm).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

const MIN_LENGTH = 4;
const ALTERNATIVES = 2;

export interface QueryTerm {
  word: string;
  /** Listing words like this one, when no listing contains the word itself (or its singular). */
  alternatives: string[];
  /** The word is unknown and has no alternatives: it may be the start of a longer word. */
  partial: boolean;
}

export async function withSpellingAlternatives(db: Db, words: readonly string[]): Promise<QueryTerm[]> {
  const candidates = words.filter((word) => word.length >= MIN_LENGTH && !/^\d+$/.test(word));
  if (candidates.length === 0) return words.map((word) => ({ word, alternatives: [], partial: false }));
  const list = sql.join(
    candidates.map((word) => sql`${word}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT w.word, t.term
    FROM unnest(ARRAY[${list}]::text[]) AS w(word)
    LEFT JOIN LATERAL (
      SELECT term FROM search_terms
      WHERE term % w.word AND term <> w.word
      ORDER BY similarity(term, w.word) DESC, term
      LIMIT ${ALTERNATIVES}
    ) t ON TRUE
    WHERE NOT EXISTS (
      SELECT 1 FROM search_terms known
      WHERE known.term IN (w.word, regexp_replace(w.word, 'e?s$', ''), regexp_replace(w.word, 's$', ''))
    )`);
  // One row per unknown word: its alternatives, or a single row with a null term when it has none.
  const unknown = new Map<string, string[]>();
  for (const { word, term } of rowsOf<{ word: string; term: string | null }>(result)) {
    unknown.set(word, [...(unknown.get(word) ?? []), ...(term ? [term] : [])]);
  }
  return words.map((word) => {
    const alternatives = unknown.get(word) ?? [];
    return { word, alternatives, partial: unknown.has(word) && alternatives.length === 0 };
  });
}
