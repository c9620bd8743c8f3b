import { describe, expect, it } from 'vitest';
import { askedAndContext, guestCountIn, queryWords, withoutGuestCount } from './query-text.ts';

describe('query text', () => {
  it('reads lower-case words without fillers', () => {
    expect(queryWords('A rooftop for my Birthday, rooftop!')).toEqual(['rooftop', 'birthday']);
  });

  it('tells the words that say what is asked for from the generic ones around them', () => {
    expect(askedAndContext(queryWords('wedding photographer'))).toEqual({
      asked: ['photographer'],
      context: ['wedding'],
    });
    expect(askedAndContext(queryWords('someone to take pictures at our wedding party'))).toEqual({
      asked: ['take', 'pictures'],
      context: ['someone', 'wedding', 'party'],
    });
  });

  it('asks for every word when all are generic', () => {
    expect(askedAndContext(queryWords('wedding party'))).toEqual({ asked: ['wedding', 'party'], context: [] });
  });

  it('reads a guest count and takes it out of the words', () => {
    expect(guestCountIn('warehouse rave for 300 people')).toBe(300);
    expect(withoutGuestCount('warehouse rave for 300 people')).toBe('warehouse rave for');
  });
});
