// Turning the words a visitor typed into a full-text query (pure; see correct-terms.ts for typos).

const MAX_WORDS = 12;
/** Words that only shape the sentence ("a rooftop for my birthday"); Postgres drops most, these too. */
const FILLER = new Set(['for', 'and', 'the', 'with', 'near', 'in', 'at', 'of', 'to', 'my', 'our', 'an', 'a', 'on', 'under', 'some', 'who', 'that', 'is']);

/** Lower-case words of letters and digits, fillers dropped, at most 12. */
export function queryWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && !FILLER.has(word)))].slice(0, MAX_WORDS);
}

/** '300 people', '120 guests' → 300: a guest count stated in the query. */
export function guestCountIn(text: string): number | null {
  const match = /\b(\d{2,5})\s*(?:people|guests|persons|pax|attendees|ppl|heads)\b/i.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * An OR query over every word and its spelling alternatives, so listings matching more of them
 * rank higher (ts_rank) while a single match still counts. A word no listing contains may be the
 * start of one ('photog'), so it also matches as a prefix. Only letters and digits reach to_tsquery.
 */
export function buildTsQuery(terms: readonly { word: string; alternatives: readonly string[]; partial: boolean }[]): string | null {
  const safe = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);
  const parts = terms.flatMap(({ word, alternatives, partial }) => [partial ? `${word}:*` : word, ...alternatives].filter((w) => safe(w.replace(/:\*$/, ''))));
  return parts.length === 0 ? null : [...new Set(parts)].join(' | ');
}
