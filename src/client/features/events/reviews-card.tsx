// Reviews after the event on the event page (issue 48, step 6): each booked partner, reviewed by the organizer once
// the line is completed and for 14 days after its end; the partner's review of the organizer shows with theirs once
// both are written or the days end. Admins read it; co-hosts and partners do not see it (the server refuses them).
import { Star } from 'lucide-react';
import type { BookedEvent } from '#shared/events.ts';
import { LINE_REVIEW_RULES, type LineReview } from '#shared/reviews.ts';
import { LineReviewItem } from '../../components/reviews/line-review.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { useEventReviews, useReviewPartner } from './api.ts';

function PartnerReview({ event, line }: { event: BookedEvent; line: LineReview }) {
  const review = useReviewPartner(event.id, line.itemId);
  const submit = {
    isPending: review.isPending,
    mutate: (...[written, options]: Parameters<typeof review.mutate>) =>
      review.mutate(written, {
        ...options,
        onSuccess: () => toast.success(`Thank you: your review of ${line.otherName} is posted.`),
      }),
  };
  return (
    <li className="flex flex-col gap-2 py-4">
      <h3 className="font-semibold text-ink">{line.listingName}</h3>
      <LineReviewItem line={line} submit={event.role === 'organizer' ? submit : undefined} />
    </li>
  );
}

/** For the organizer and admins; nothing when no line is booked. */
export function ReviewsCard({ event }: { event: BookedEvent }) {
  const shown = event.role === 'organizer' || event.role === 'admin';
  const query = useEventReviews(event.id, shown);
  if (!shown) return null;
  if (query.isPending) return <Skeleton aria-busy="true" aria-label="Loading reviews" className="h-32 rounded-2xl" />;
  if (query.isError)
    return (
      <LoadErrorCard
        title="Reviews could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  const { lines } = query.data;
  if (lines.length === 0) return null;
  return (
    <Card id="reviews" className="scroll-mt-24 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Star aria-hidden="true" className="size-5 text-dusk-600" /> Reviews
      </h2>
      <p className="mt-1 text-sm text-muted">
        For {LINE_REVIEW_RULES.windowDays} days after the event you and each partner review each other. Both reviews
        show together, once you have both written or the days are over.
      </p>
      <ul className="divide-y divide-line">
        {lines.map((line) => (
          <PartnerReview key={line.itemId} event={event} line={line} />
        ))}
      </ul>
    </Card>
  );
}
