// The lexemes a query's words match, as to_tsquery('english', 'w1 | w2:* | alt …') would: each word's stem,
// a word no listing contains gets its two closest listing words as alternatives ('rooftp' → 'rooftop'),
// and an unknown word without alternatives may be the start of a longer one ('photog' → photograph…).
import type { CatalogueIndex } from './listing-index/catalogue-index.ts';
import type { ListingIndex } from './listing-index/listing-index.ts';

const MIN_CORRECTED_LENGTH = 4;
const ALTERNATIVES = 2;

export interface QueryTerm {
  word: string;
  /** Listing words like this one, when no listing contains the word itself (or its singular). */
  alternatives: string[];
  /** The word is unknown and has no alternatives: it may be the start of a longer word. */
  partial: boolean;
}

export function withSpellingAlternatives(catalogue: CatalogueIndex, words: readonly string[]): QueryTerm[] {
  return words.map((word) => {
    // Until the index has loaded there is no lexicon to correct against: the word is taken as written.
    if (!catalogue.loaded || word.length < MIN_CORRECTED_LENGTH || /^\d+$/.test(word) || catalogue.lexicon.knows(word))
      return { word, alternatives: [], partial: false };
    const alternatives = catalogue.lexicon.closest(word, ALTERNATIVES);
    return { word, alternatives, partial: alternatives.length === 0 };
  });
}

export async function queryLexemes(
  catalogue: CatalogueIndex,
  index: ListingIndex,
  words: readonly string[],
): Promise<string[]> {
  const terms = withSpellingAlternatives(catalogue, words);
  const stems = await catalogue.stemsOf(terms.flatMap((term) => [term.word, ...term.alternatives]));
  const lexemes = new Set<string>();
  for (const { word, alternatives, partial } of terms) {
    for (const stem of stems.get(word) ?? []) {
      if (partial) for (const lexeme of index.text.withPrefix(stem)) lexemes.add(lexeme);
      else lexemes.add(stem);
    }
    for (const alternative of alternatives) for (const stem of stems.get(alternative) ?? []) lexemes.add(stem);
  }
  return [...lexemes];
}
