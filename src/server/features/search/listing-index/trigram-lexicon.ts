// Typo alternatives ('rooftp' → 'rooftop') from the lexicon of listing words (the search_terms table), by
// pg_trgm's similarity: words padded with two spaces before and one after, the set of their three-letter
// pieces, |shared| / |union|, a match at 0.3 or more (pg_trgm's default threshold).

export const SIMILARITY_THRESHOLD = 0.3;

export function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  return found;
}

export function trigramSimilarity(a: string, b: string): number {
  const ta = trigramsOf(a);
  const tb = trigramsOf(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  const union = ta.size + tb.size - shared;
  return union === 0 ? 0 : shared / union;
}

export class TrigramLexicon {
  private readonly terms: string[] = [];
  private readonly sizes: number[] = [];
  private readonly known = new Set<string>();
  private readonly byTrigram = new Map<string, number[]>();

  add(term: string): void {
    if (this.known.has(term)) return;
    const id = this.terms.length;
    const trigrams = trigramsOf(term);
    this.terms.push(term);
    this.sizes.push(trigrams.size);
    this.known.add(term);
    for (const t of trigrams) {
      const ids = this.byTrigram.get(t);
      if (ids) ids.push(id);
      else this.byTrigram.set(t, [id]);
    }
  }

  get size(): number {
    return this.terms.length;
  }

  /** The word, or its singular (…es, …s), is a listing word. */
  knows(word: string): boolean {
    return this.known.has(word) || this.known.has(word.replace(/e?s$/, '')) || this.known.has(word.replace(/s$/, ''));
  }

  /** The `count` most similar other words at or above the threshold, most similar first, then A–Z. */
  closest(word: string, count: number): string[] {
    const trigrams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const t of trigrams) {
      for (const id of this.byTrigram.get(t) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const scored: { term: string; similarity: number }[] = [];
    for (const [id, common] of shared) {
      const term = this.terms[id] as string;
      if (term === word) continue;
      const similarity = common / (trigrams.size + (this.sizes[id] as number) - common);
      if (similarity >= SIMILARITY_THRESHOLD) scored.push({ term, similarity });
    }
    scored.sort((a, b) => b.similarity - a.similarity || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    return scored.slice(0, count).map((s) => s.term);
  }
}
