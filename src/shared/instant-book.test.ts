import { describe, expect, it } from 'vitest';
import { confirmsAtOnce, instantBookInWords, noticeInWords, requestNote } from './instant-book.ts';

const START = new Date('2027-06-12T18:00:00Z');
const hoursBefore = (hours: number) => new Date(START.getTime() - hours * 3_600_000);

describe('instant book', () => {
  it('confirms at once only with instant book on and at least its notice before the event', () => {
    expect(confirmsAtOnce(null, START, hoursBefore(1000))).toBe(false);
    expect(confirmsAtOnce(48, START, hoursBefore(48))).toBe(true);
    expect(confirmsAtOnce(48, START, hoursBefore(47.99))).toBe(false);
    expect(confirmsAtOnce(0, START, START)).toBe(true);
    expect(confirmsAtOnce(0, START, hoursBefore(-1))).toBe(false);
  });

  it('says a notice as people say it', () => {
    expect([1, 24, 48, 72, 168, 336, 100].map(noticeInWords)).toEqual([
      '1 hour',
      '24 hours',
      '48 hours',
      '3 days',
      '1 week',
      '2 weeks',
      '100 hours',
    ]);
  });

  it('states what a listing page and checkout say', () => {
    expect(instantBookInWords(0)).toBe('Instant book: confirmed as soon as you pay.');
    expect(instantBookInWords(168)).toBe(
      'Instant book: confirmed as soon as you pay, for events at least 1 week away.',
    );
    expect(requestNote(null)).toBe('The partner answers within 48 hours');
    expect(requestNote(48)).toBe("Instant book needs 48 hours' notice: the partner answers within 48 hours");
    expect(requestNote(168)).toBe("Instant book needs 1 week's notice: the partner answers within 48 hours");
  });
});
