// The portal's Reviews tab: the partner's reviews of their customers after each event (for 14 days after it; both
// sides' reviews show together), then the reviews of the partner's listings, newest first, unanswered ones flagged,
// each answerable in public once (PUT /api/partner/reviews/:id/reply; a reply cannot be changed).
import { useState } from 'react';
import { MessageSquareReply, MessagesSquare, Star } from 'lucide-react';
import { toast } from '../../lib/toast.ts';
import { LINE_REVIEW_RULES, REPLY_MAX_LENGTH, type LineReview, type PartnerReview } from '#shared/reviews.ts';
import { LineReviewItem } from '../../components/reviews/line-review.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { formatDate, formatDay, formatInteger, formatRating } from '../../lib/format.ts';
import { Stars } from '../../components/ui/stars.tsx';
import { useCustomerReviews, usePartnerReviews, useReviewCustomer, useSaveReply } from './api.ts';

function ReplyForm({ review, onDone }: { review: PartnerReview; onDone: () => void }) {
  const [body, setBody] = useState('');
  const save = useSaveReply(review.id, body, {
    onSuccess: () => {
      toast.success('Reply posted. Customers see it under the review.');
      onDone();
    },
    onError: (error) => toast.error(describeApiError(error)),
  });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Field
        label={`Your public reply to ${review.authorName}`}
        hint={`${body.length}/${REPLY_MAX_LENGTH} · A reply is public and cannot be changed once posted.`}
      >
        <Textarea
          value={body}
          rows={3}
          maxLength={REPLY_MAX_LENGTH}
          onChange={(e) => setBody(e.target.value)}
          autoFocus
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={save.isPending} disabled={body.trim().length < 2}>
          Post reply
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReviewCard({ review }: { review: PartnerReview }) {
  const [editing, setEditing] = useState(false);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{review.authorName}</span>
          <Stars rating={review.rating} />
          <span className="text-sm text-muted">
            {review.listingName} · {formatDate(review.createdAt)}
          </span>
          {review.reply ? null : (
            <Badge tone="gold" size="sm">
              Not answered
            </Badge>
          )}
        </div>
        <p className="text-[0.9375rem] leading-7 text-dusk-700">{review.body}</p>
        {editing ? (
          <ReplyForm review={review} onDone={() => setEditing(false)} />
        ) : review.reply ? (
          <div className="rounded-2xl border-l-4 border-ember-200 bg-dusk-50 px-4 py-3">
            <p className="text-sm font-semibold text-ink">Your reply · {formatDate(review.reply.repliedAt)}</p>
            <p className="mt-1 text-[0.9375rem] leading-7 text-dusk-700">{review.reply.body}</p>
          </div>
        ) : (
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(true)}
              aria-label={`Reply to ${review.authorName}`}
            >
              <MessageSquareReply aria-hidden="true" />
              Reply
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

function CustomerReview({ line }: { line: LineReview }) {
  const review = useReviewCustomer(line.itemId);
  const submit = {
    isPending: review.isPending,
    mutate: (...[written, options]: Parameters<typeof review.mutate>) =>
      review.mutate(written, {
        ...options,
        onSuccess: () => toast.success(`Your review of ${line.otherName} is posted.`),
      }),
  };
  return (
    <li>
      <Card className="flex flex-col gap-3 p-5">
        <h3 className="font-semibold text-ink">
          {line.otherName}
          <span className="font-normal text-muted">
            {' '}
            · {line.listingName} · {formatDay(line.eventDate, true)} · {line.reference}
          </span>
        </h3>
        <LineReviewItem line={line} submit={submit} />
      </Card>
    </li>
  );
}

/** The customers of completed bookings still to review, or reviewed; nothing when there are none. */
function CustomerReviews() {
  const query = useCustomerReviews();
  if (query.isPending) return <Skeleton className="h-40 rounded-2xl" aria-label="Loading your customers" />;
  if (query.isError)
    return (
      <LoadErrorCard
        title="We couldn't load your customers to review"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        headingLevel="h2"
      />
    );
  const lines = query.data.lines.filter((line) => line.stage === 'open' || line.mine || line.theirs);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="customer-reviews" className="flex flex-col gap-3">
      <h2 id="customer-reviews" className="text-lg font-bold text-ink">
        Your customers
      </h2>
      <p className="text-sm text-muted">
        Review each customer within {LINE_REVIEW_RULES.windowDays} days of their event. They see your review with theirs
        of you, once you have both written or the days are over.
      </p>
      <ul className="flex flex-col gap-3" aria-label="Customers to review">
        {lines.map((line) => (
          <CustomerReview key={line.itemId} line={line} />
        ))}
      </ul>
    </section>
  );
}

export function ReviewsPanel() {
  return (
    <div className="flex flex-col gap-8">
      <CustomerReviews />
      <ListingReviews />
    </div>
  );
}

function ListingReviews() {
  const reviews = usePartnerReviews();
  if (reviews.isPending) return <Skeleton className="h-64 rounded-2xl" aria-label="Loading reviews" />;
  if (reviews.isError)
    return (
      <LoadErrorCard
        title="We couldn't load your reviews"
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isRefetching}
        headingLevel="h2"
      />
    );
  const { summary } = reviews.data;
  if (summary.count === 0) {
    return (
      <Card>
        <EmptyState
          icon={<MessagesSquare />}
          title="No reviews yet"
          description="Customers review your listings after their event. Their reviews, and your replies, appear here and on your listing's page."
        />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard label="Reviews" value={formatInteger(summary.count)} icon={MessagesSquare} />
        <StatCard
          label="Average rating"
          value={summary.average === null ? '–' : formatRating(summary.average)}
          icon={Star}
        />
        <StatCard label="Waiting for a reply" value={formatInteger(summary.unanswered)} icon={MessageSquareReply} />
      </div>
      <ul className="flex flex-col gap-3" aria-label="Reviews">
        {reviews.data.reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    </div>
  );
}
