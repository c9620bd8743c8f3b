// A listing's rating breakdown over all of its ratings, so the bars agree with the rating and count beside them.
// A listing's rating and count can hold ratings given without words (the sample catalogue's, brought in with it):
// the written reviews are counted at their own stars, and the ratings without words, whose stars were not kept, are
// spread over the two whole stars around the average they must have. A listing whose every rating is a written
// review (any partner's own) is shown exactly as written.
import type { VenueDetail } from '#shared/listing-detail.ts';

type Breakdown = VenueDetail['ratingBreakdown'];
const STARS = [5, 4, 3, 2, 1] as const;

export function ratingBreakdown(
  written: readonly { rating: number; n: number }[],
  listing: { rating: number; reviewsCount: number },
): Breakdown {
  const counts = new Map<number, number>(STARS.map((stars) => [stars, 0]));
  for (const { rating, n } of written) if (counts.has(rating)) counts.set(rating, counts.get(rating)! + n);
  const writtenCount = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const writtenStars = [...counts].reduce((sum, [stars, n]) => sum + stars * n, 0);
  const total = Math.max(listing.reviewsCount, writtenCount);
  const unwritten = total - writtenCount;
  if (unwritten > 0 && listing.rating >= 1) {
    const average = Math.min(5, Math.max(1, (Math.round(listing.rating * total) - writtenStars) / unwritten));
    const low = Math.floor(average);
    const high = Math.min(5, low + 1);
    const atHigh = low === high ? 0 : Math.round((average - low) * unwritten);
    counts.set(low, counts.get(low)! + unwritten - atHigh);
    counts.set(high, counts.get(high)! + atHigh);
  }
  return STARS.map((stars) => ({ stars, count: counts.get(stars)! }));
}
