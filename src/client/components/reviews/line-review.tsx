// One booked line's reviews after the event, as either side sees them (the organizer on the event page, the partner
// in the portal; ADR 030): the form while the 14 days are open and nothing is written, then the review written and
// when it will show, then both reviews side by side once they are shown together.
import { useRef, useState } from 'react';
import { CalendarClock, CheckCircle2 } from 'lucide-react';
import {
  LINE_REVIEW_RULES,
  WriteReviewSchema,
  type LineReview,
  type WriteReview,
  type WrittenReview,
} from '#shared/reviews.ts';
import { describeApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { StarRatingInput } from '../ui/star-rating-input.tsx';
import { Stars } from '../ui/stars.tsx';
import { Textarea } from '../ui/textarea.tsx';

export interface ReviewSubmission {
  mutate(review: WriteReview, options: { onError(error: unknown): void }): void;
  isPending: boolean;
}

function LineReviewForm({ line, submit }: { line: LineReview; submit: ReviewSubmission }) {
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<{ rating?: string; body?: string; form?: string }>({});
  const firstStar = useRef<HTMLInputElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = WriteReviewSchema.safeParse({ rating: rating ?? 0, body });
        if (!parsed.success) {
          const first = (path: string) => parsed.error.issues.find((issue) => issue.path[0] === path)?.message;
          setProblems({ rating: first('rating'), body: first('body') });
          (first('rating') ? firstStar : bodyField).current?.focus();
          return;
        }
        setProblems({});
        submit.mutate(parsed.data, { onError: (error) => setProblems({ form: describeApiError(error) }) });
      }}
    >
      <StarRatingInput
        legend={`How was ${line.otherName}?`}
        value={rating}
        onChange={setRating}
        error={problems.rating}
        firstRef={firstStar}
      />
      <Field label="Your review" hint={`${body.length}/${LINE_REVIEW_RULES.bodyMaxLength}`} error={problems.body}>
        <Textarea
          ref={bodyField}
          value={body}
          rows={3}
          maxLength={LINE_REVIEW_RULES.bodyMaxLength}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      {problems.form ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problems.form}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        It cannot be changed once posted, and shows when you have both written, or on {formatDate(line.windowEndsAt)}.
      </p>
      <Button type="submit" size="sm" className="self-start" loading={submit.isPending}>
        Post review
      </Button>
    </form>
  );
}

function Written({ title, review }: { title: string; review: WrittenReview }) {
  return (
    <div className="rounded-2xl bg-dusk-50 px-4 py-3">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
        {title} <Stars rating={review.rating} />
        <span className="font-normal text-muted">{formatDate(review.writtenAt)}</span>
      </p>
      <p className="mt-1 whitespace-pre-line text-[0.9375rem] leading-7 text-dusk-700">{review.body}</p>
      {review.reply ? (
        <p className="mt-2 border-l-4 border-ember-200 pl-3 text-sm text-dusk-700">
          <span className="font-semibold text-ink">Reply: </span>
          {review.reply.body}
        </p>
      ) : null}
    </div>
  );
}

/** `submit` absent: read only (an admin). */
export function LineReviewItem({ line, submit }: { line: LineReview; submit?: ReviewSubmission }) {
  const closes = formatDate(line.windowEndsAt);
  const writer = submit ? 'you' : 'the organizer';
  return (
    <div className="flex flex-col gap-3">
      {line.stage === 'upcoming' ? (
        <p className="text-sm text-muted">You can review {line.otherName} once the event is over.</p>
      ) : null}
      {line.stage === 'completing' ? (
        <p className="text-sm text-muted">
          The event is over: {line.otherName} can be reviewed once the booking is completed, a day after it ended.
        </p>
      ) : null}
      {line.stage === 'open' && !line.mine && submit ? <LineReviewForm line={line} submit={submit} /> : null}
      {line.stage === 'open' && !line.mine && !submit ? (
        <p className="text-sm text-muted">Not reviewed yet; open until {closes}.</p>
      ) : null}
      {line.stage === 'closed' && !line.mine ? (
        <p className="text-sm text-muted">
          The {LINE_REVIEW_RULES.windowDays} days to review ended on {closes}.
        </p>
      ) : null}
      {line.mine ? <Written title={submit ? 'Your review' : 'The organizer’s review'} review={line.mine} /> : null}
      {line.mine && !line.published ? (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CalendarClock aria-hidden="true" className="size-4" />
          It shows when {line.otherName} reviews {writer}, or on {closes}.
        </p>
      ) : null}
      {line.theirs ? <Written title={`${line.otherName}’s review of ${writer}`} review={line.theirs} /> : null}
      {line.published && !line.theirs ? (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {line.otherName} did not write a review.
        </p>
      ) : null}
    </div>
  );
}
