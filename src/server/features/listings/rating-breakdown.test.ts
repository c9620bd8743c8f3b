import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingBreakdown } from './rating-breakdown.ts';

const total = (b: { count: number }[]) => b.reduce((sum, row) => sum + row.count, 0);
const average = (b: { stars: number; count: number }[]) => b.reduce((sum, r) => sum + r.stars * r.count, 0) / total(b);

describe('a listing’s rating breakdown', () => {
  it('shows a listing whose ratings are all written reviews exactly as written', () => {
    expect(
      ratingBreakdown(
        [
          { rating: 5, n: 2 },
          { rating: 3, n: 1 },
        ],
        { rating: 4.3, reviewsCount: 3 },
      ),
    ).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 0 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });

  it('counts every rating of "4.8 · 212 ratings" with 3 written reviews among them', () => {
    const bars = ratingBreakdown(
      [
        { rating: 5, n: 2 },
        { rating: 4, n: 1 },
      ],
      { rating: 4.8, reviewsCount: 212 },
    );
    expect(total(bars)).toBe(212);
    expect(average(bars).toFixed(1)).toBe('4.8');
  });

  it('adds up to the count, keeps each written review at its stars, and averages to the rating', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 10, max: 90 }).map((tenths) => tenths / 20 + 0.5),
        fc.integer({ min: 0, max: 5000 }),
        (written, rawRating, extra) => {
          const rating = Math.round(Math.min(5, Math.max(1, rawRating)) * 10) / 10;
          const rows = written.map((n, i) => ({ rating: i + 1, n }));
          const writtenCount = written.reduce((a, b) => a + b, 0);
          const bars = ratingBreakdown(rows, { rating, reviewsCount: writtenCount + extra });
          expect(total(bars)).toBe(writtenCount + extra);
          for (const row of rows) expect(bars.find((b) => b.stars === row.rating)!.count).toBeGreaterThanOrEqual(row.n);
          // Reachable whenever the written reviews leave the rest an average between 1 and 5.
          const rest =
            (Math.round(rating * (writtenCount + extra)) - rows.reduce((s, r) => s + r.rating * r.n, 0)) / extra;
          if (extra > 0 && rest >= 1 && rest <= 5)
            expect(Math.abs(average(bars) - rating)).toBeLessThanOrEqual(0.5 / (writtenCount + extra) + 1e-9);
        },
      ),
    );
  });
});
