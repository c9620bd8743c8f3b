import { describe, expect, it } from 'vitest';
import { parseTsvector } from './tsvector-text.ts';

describe('parseTsvector', () => {
  it('sums the class weights of each lexeme and counts positions', () => {
    const doc = parseTsvector("'rooftop':1A,5B 'view':7 'skylin':3C");
    expect(doc.length).toBe(4);
    expect(doc.lexemes).toEqual([
      { lexeme: 'rooftop', weight: 1.4 },
      { lexeme: 'view', weight: 0.1 },
      { lexeme: 'skylin', weight: 0.2 },
    ]);
  });

  it('reads quoted quotes, lexemes without positions, and nothing', () => {
    expect(parseTsvector("'o''brien':2A 'plain'")).toEqual({
      lexemes: [
        { lexeme: "o'brien", weight: 1 },
        { lexeme: 'plain', weight: 0.1 },
      ],
      length: 2,
    });
    expect(parseTsvector(null)).toEqual({ lexemes: [], length: 0 });
    expect(parseTsvector('')).toEqual({ lexemes: [], length: 0 });
  });
});
