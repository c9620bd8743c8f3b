import { useState } from 'react';
import { MessageSquareQuote, Star } from 'lucide-react';
import type { Review } from '#shared/listing-detail.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatInteger, formatMonthYear, formatRating } from '../../lib/format.ts';
import { ListingSection } from './listing-section.tsx';
import { Stars } from '../../components/ui/stars.tsx';

const FIRST_SHOWN = 4;

export interface ReviewsSectionProps {
  rating: number;
  reviewsCount: number;
  breakdown: { stars: number; count: number }[];
  reviews: Review[];
}

function RatingBreakdown({ breakdown }: { breakdown: ReviewsSectionProps['breakdown'] }) {
  const rows = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: breakdown.find((row) => row.stars === stars)?.count ?? 0,
  }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  return (
    <div>
      <ul aria-label="Rating breakdown" className="flex flex-col gap-2">
        {rows.map(({ stars, count }) => {
          const share = Math.round((count / total) * 100);
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="inline-flex w-8 shrink-0 items-center gap-1 font-semibold text-ink tabular-nums">
                {stars}
                <Star aria-hidden="true" className="size-3 fill-gold-500 text-gold-500" />
                <span className="sr-only">{stars === 1 ? 'star' : 'stars'}:</span>
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-dusk-100">
                <span className="block h-full rounded-full bg-gold-500" style={{ width: `${share}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right text-muted tabular-nums">
                {share}%
                <span className="sr-only">
                  {' '}
                  ({count} {count === 1 ? 'review' : 'reviews'})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Avatar name={review.authorName} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{review.authorName}</p>
          <p className="flex items-center gap-2 text-sm text-muted">
            <Stars rating={review.rating} />
            <span aria-hidden="true">·</span>
            <time dateTime={review.createdAt}>{formatMonthYear(review.createdAt)}</time>
          </p>
        </div>
      </div>
      <p className="text-[0.9375rem] leading-7 text-dusk-700">{review.body}</p>
      {review.reply ? (
        <div className="ml-4 rounded-2xl border-l-4 border-ember-200 bg-dusk-50 px-4 py-3">
          <p className="text-sm font-semibold text-ink">
            Reply from the host{' '}
            <span className="font-normal text-muted">· {formatMonthYear(review.reply.repliedAt)}</span>
          </p>
          <p className="mt-1 text-[0.9375rem] leading-7 text-dusk-700">{review.reply.body}</p>
        </div>
      ) : null}
    </li>
  );
}

/** Rating summary, a 5-to-1 star breakdown, and the reviews (four first, then all). */
export function ReviewsSection({ rating, reviewsCount, breakdown, reviews }: ReviewsSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? reviews : reviews.slice(0, FIRST_SHOWN);
  return (
    <ListingSection
      id="reviews"
      title="Reviews"
      description={`${formatRating(rating)} out of 5 from ${formatInteger(reviewsCount)} ${reviewsCount === 1 ? 'guest' : 'guests'}`}
    >
      <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-center md:gap-12">
        <div className="flex items-center gap-5">
          <p aria-hidden="true" className="text-5xl font-extrabold tracking-tight text-ink">
            {formatRating(rating)}
          </p>
          <div>
            <Stars rating={rating} className="[&_svg]:size-4" />
            <p className="mt-1 text-sm text-muted">
              {formatInteger(reviewsCount)} {reviewsCount === 1 ? 'rating' : 'ratings'}
            </p>
          </div>
        </div>
        <RatingBreakdown breakdown={breakdown} />
      </div>
      {reviews.length === 0 ? (
        <div className="mt-8 flex items-start gap-3 rounded-2xl bg-dusk-50 p-5 text-muted">
          <MessageSquareQuote aria-hidden="true" className="size-5 shrink-0 text-dusk-400" />
          <p>No written reviews yet. Book it and be the first to tell others how it went.</p>
        </div>
      ) : (
        <div className="mt-10">
          <h3 className="mb-5 text-base font-bold text-ink">Written reviews</h3>
          <ul className="grid gap-x-12 gap-y-8 sm:grid-cols-2">
            {shown.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.length > FIRST_SHOWN ? (
            <Button
              variant="secondary"
              className="mt-8"
              onClick={() => setShowAll((value) => !value)}
              aria-expanded={showAll}
            >
              {showAll ? 'Show fewer reviews' : `Show all ${reviews.length} reviews`}
            </Button>
          ) : null}
        </div>
      )}
    </ListingSection>
  );
}
