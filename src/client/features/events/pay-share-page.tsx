// /events/pay?token=…: a co-host's own link to their share of a balance or of a payment the organizer already made
// (the token in the query, out of telemetry).
// No sign-in is needed: the link is the permission. It shows what the share is for, how much and by when, and takes
// their card; once paid, or past its deadline (charged to the organizer), it says so.
import { CalendarDays, CircleCheck, CreditCard, LinkIcon, Wallet } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paidAlready, SPLIT_MESSAGES, SPLIT_WHAT, type ShareLink } from '#shared/event-payments.ts';
import { formatMoney } from '#shared/money.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, describeApiError } from '../../lib/api.ts';
import { dueDayInWords } from '../cart/index.ts';
import { CardPaymentProvider, useCardPayment, usePaymentAttempt } from '../checkout/index.ts';
import { usePayShare, useShareLink } from './api.ts';

function Gone({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      as="h2"
      icon={<LinkIcon />}
      title={title}
      description={description}
      actions={
        <Button asChild variant="secondary">
          <Link to="/">Home</Link>
        </Button>
      }
    />
  );
}

function PayForm({ token, share }: { token: string; share: ShareLink }) {
  const payment = useCardPayment();
  const attempt = usePaymentAttempt();
  const pay = usePayShare(token);
  const [submitted, setSubmitted] = useState(false);
  const amount = formatMoney(share.cents, 'charge');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(payment.errors).length > 0 || pay.isPending) return;
    attempt.payWith(payment, { name: share.coHostName, email: '' }, (paymentMethod) => pay.mutate(paymentMethod));
  };
  return (
    <form onSubmit={submit} aria-label="Pay your share" className="mt-6 flex flex-col gap-3">
      {payment.fields({ showErrors: submitted, disabled: pay.isPending })}
      {attempt.cardProblem || pay.isError ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
          {attempt.cardProblem ?? describeApiError(pay.error, 'The payment did not go through.')}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pay.isPending}>
        <CreditCard aria-hidden="true" /> Pay {amount}
      </Button>
    </form>
  );
}

/** The news that the share is paid; it takes the focus of the pay button it replaces. */
function PaidNote({ organizerName }: { organizerName: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p
      ref={note}
      tabIndex={-1}
      role="status"
      className="mt-6 flex items-start gap-2 rounded-xl bg-lagoon-50 px-3.5 py-2.5 text-sm text-lagoon-800"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> Paid. Thank you! {organizerName} knows, and
      a receipt is in your mail.
    </p>
  );
}

function ShareCard({ token, share }: { token: string; share: ShareLink }) {
  const amount = formatMoney(share.cents, 'charge');
  return (
    <Card className="mx-auto w-full max-w-xl p-6 sm:p-8">
      <p className="text-sm font-semibold text-brand">Hi {share.coHostName}</p>
      <h2 className="mt-1 text-2xl font-extrabold tracking-tight text-ink">
        Your share for {share.eventName}: {amount}
      </h2>
      <p className="mt-3 text-ink">
        {share.organizerName} split the {SPLIT_WHAT[share.kind]} for {share.lineName} with you
        {paidAlready(share.kind) ? '; they paid it when the booking was confirmed' : ''}.
      </p>
      <p className="mt-2 flex items-start gap-2 text-ink">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-dusk-600" /> {share.when}
      </p>
      {share.state === 'paid' ? (
        <PaidNote organizerName={share.organizerName} />
      ) : share.state === 'paying' ? (
        <p role="status" className="mt-6 text-sm text-muted">
          Your payment is going through. Refresh in a minute to see how it went.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            Pay by {dueDayInWords(share.deadline)}.{' '}
            {paidAlready(share.kind)
              ? `What you pay goes back to ${share.organizerName}’s card.`
              : `If it is not paid by then, it is charged to ${share.organizerName}’s card.`}
          </p>
          <CardPaymentProvider>
            <PayForm token={token} share={share} />
          </CardPaymentProvider>
        </>
      )}
    </Card>
  );
}

export function PaySharePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useShareLink(token);
  const share = query.data?.share ?? null;
  const gone = query.error instanceof ApiError && query.error.status === 404;

  return (
    <PageFrame title="Your share" eyebrow="Event" icon={Wallet} breadcrumbLabel="Your share">
      {query.isPending ? (
        <Skeleton aria-busy="true" className="mx-auto h-96 w-full max-w-xl rounded-2xl" />
      ) : gone || share?.state === 'gone' ? (
        <Gone title="This link no longer works" description={SPLIT_MESSAGES.linkGone} />
      ) : share?.state === 'cancelled' ? (
        <Gone
          title="Nothing to pay"
          description={`The booking your share for ${share.eventName} was for is cancelled.`}
        />
      ) : query.isError || !share ? (
        <LoadErrorCard
          title="Your share could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : share.state === 'charged-to-organizer' || share.state === 'unpaid' ? (
        <Gone
          title="The deadline has passed"
          description={
            paidAlready(share.kind)
              ? `${share.organizerName} paid for this when the booking was confirmed; your share stays with them. Nothing more to do here.`
              : `Your share for ${share.eventName} now goes on ${share.organizerName}’s card. Nothing more to do here.`
          }
        />
      ) : (
        <ShareCard token={token} share={share} />
      )}
    </PageFrame>
  );
}
