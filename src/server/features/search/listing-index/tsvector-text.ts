// Reads a tsvector's text form ('rooftop':1A,5B 'view':7) into what ranking needs: each lexeme with the
// sum of its positions' weights, and the document's length in positions. Postgres made the lexemes
// (stemmer, stop words), so the index ranks exactly the words the database's full text would.

/** ts_rank's default weights of the classes D, C, B, A. */
export const CLASS_WEIGHTS = { A: 1, B: 0.4, C: 0.2, D: 0.1 } as const;

export interface LexemeWeight {
  lexeme: string;
  /** Σ of the class weight of every position of the lexeme. */
  weight: number;
}

export interface ParsedTsvector {
  lexemes: LexemeWeight[];
  /** Positions in the document (a lexeme without positions counts once), as ts_rank's length normalization counts. */
  length: number;
}

const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

export function parseTsvector(text: string | null): ParsedTsvector {
  const lexemes: LexemeWeight[] = [];
  let length = 0;
  if (!text) return { lexemes, length };
  for (const [, quoted = '', positions] of text.matchAll(ENTRY)) {
    const lexeme = quoted.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    if (!positions) {
      lexemes.push({ lexeme, weight: CLASS_WEIGHTS.D });
      length += 1;
      continue;
    }
    let weight = 0;
    for (const position of positions.split(',')) {
      const cls = position.at(-1) as string;
      weight += cls in CLASS_WEIGHTS ? CLASS_WEIGHTS[cls as keyof typeof CLASS_WEIGHTS] : CLASS_WEIGHTS.D;
      length += 1;
    }
    lexemes.push({ lexeme, weight });
  }
  return { lexemes, length };
}
