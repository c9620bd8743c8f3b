// /quotes/{quoteId}/checkout (§2): a partner's quote as they wrote it — lines, date, message, the §9 fees on
// top — and one payment for it. The partner already offered it, so paying books and confirms it at once.
import { cancellationPolicyInWords } from '#shared/cancellation-policies.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { dayInWords } from '#shared/event-words.ts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { CalendarDays, Clock, FileText, Lock, MessageCircle, ShieldCheck } from 'lucide-react';
import type { z } from 'zod';
import { formatMoney } from '#shared/money.ts';
import { QuoteCheckoutRequestSchema, quoteLineCents, type Quote } from '#shared/quotes.ts';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, describeApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { CostSummary } from '../cart/index.ts';
import { usePayQuote, useQuote } from './api.ts';
import { usePaymentAttempt } from './payment-attempt.ts';
import { CardPaymentProvider, useCardPayment } from './card-payment.tsx';

/** The contact, checked as the server checks the quote's payment (QuoteCheckoutRequestSchema). */
const QuoteContactFormSchema = QuoteCheckoutRequestSchema.pick({ contact: true });
type QuoteContactForm = z.input<typeof QuoteContactFormSchema>;

const expiryDay = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The quote as its partner wrote it: from whom, for what, when, each line, and (`withPrices`) the total with fees. */
export function QuoteSummary({ quote, withPrices = true }: { quote: Quote; withPrices?: boolean }) {
  return (
    <Card className="p-5 sm:p-6">
      <p className="text-sm text-muted">
        From <span className="font-semibold text-ink">{quote.partnerName}</span> for{' '}
        <Link
          className="font-semibold text-brand underline-offset-2 hover:underline"
          to={`/${quote.listing.type}/${quote.listing.id}`}
        >
          {quote.listing.name}
        </Link>
      </p>
      <h2 className="mt-1 text-xl font-bold tracking-tight text-ink">{quote.title}</h2>
      <p className="mt-3 flex items-center gap-2 text-ink">
        <CalendarDays aria-hidden="true" className="size-4 text-dusk-600" />
        {dayInWords(quote.eventDate)} · {quote.startTime} · {quote.hours} h
      </p>
      {quote.message ? (
        <p className="mt-4 rounded-xl bg-dusk-50 px-4 py-3 text-sm whitespace-pre-line text-ink">{quote.message}</p>
      ) : null}
      <ul className="mt-5 flex flex-col divide-y divide-line" aria-label="Quote lines">
        {quote.lines.map((line, index) => (
          <li key={index} className="flex items-start justify-between gap-3 py-2.5 text-sm">
            <span>
              <span className="font-semibold text-ink">{line.description}</span>
              <span className="block text-muted">
                {formatMoney(line.unitPriceCents, 'charge')}
                {line.hours > 1 ? ` × ${line.hours} h` : ''}
                {line.quantity > 1 ? ` × ${line.quantity}` : ''}
              </span>
            </span>
            <span className="font-semibold text-ink tabular-nums">{formatMoney(quoteLineCents(line), 'charge')}</span>
          </li>
        ))}
      </ul>
      {withPrices ? (
        <div className="mt-4">
          <CostSummary breakdown={quote.breakdown} />
        </div>
      ) : null}
    </Card>
  );
}

function ClosedQuote({ quote }: { quote: Quote }) {
  if (quote.status === 'paid' && quote.bookingId) {
    return (
      <EmptyState
        as="h2"
        icon={<ShieldCheck />}
        title="This quote is paid"
        description="Your booking is confirmed. See it, or message your partner about the details."
        actions={
          <Button asChild>
            <Link to={`/quotes/${quote.id}/success`}>See the booking</Link>
          </Button>
        }
      />
    );
  }
  const expired = quote.status === 'expired';
  return (
    <EmptyState
      as="h2"
      icon={<Clock />}
      title={expired ? 'This quote has expired' : 'This quote is no longer open'}
      description={
        expired
          ? 'Ask the partner for a new one; prices and dates may have changed.'
          : 'The partner closed it. Ask them for a new one.'
      }
      actions={
        <Button asChild variant="secondary">
          <Link to="/messages">
            <MessageCircle aria-hidden="true" /> Messages
          </Link>
        </Button>
      }
    />
  );
}

export function QuoteCheckoutPage() {
  return (
    <CardPaymentProvider>
      <QuoteCheckout />
    </CardPaymentProvider>
  );
}

function QuoteCheckout() {
  const { quoteId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const query = useQuote(session.user ? quoteId : null);
  const pay = usePayQuote(quoteId);
  const quote = query.data?.quote;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  // The contact follows the signed-in user until the customer edits it.
  const { register, handleSubmit, formState } = useForm<
    QuoteContactForm,
    unknown,
    z.output<typeof QuoteContactFormSchema>
  >({
    resolver: zodResolver(QuoteContactFormSchema),
    values: { contact: { name: session.user?.name ?? '', email: session.user?.email ?? '' } },
    resetOptions: { keepDirtyValues: true, keepIsSubmitted: true },
    shouldFocusError: false,
  });
  const payment = useCardPayment();
  const showErrors = formState.isSubmitted;
  const attempt = usePaymentAttempt();
  const errors = formState.errors.contact;

  const submit = handleSubmit(({ contact }) => {
    if (Object.keys(payment.errors).length > 0 || pay.isPending) return;
    const billing = { name: contact.name, email: contact.email };
    attempt.payWith(payment, billing, (paymentMethod) =>
      pay.mutate(
        { request: { contact: billing, paymentMethod }, key: attempt.currentKey() },
        {
          onSuccess: () => void navigate(`/quotes/${quoteId}/success`),
          onError: attempt.onError,
          onSettled: attempt.onSettled,
        },
      ),
    );
  });

  return (
    <PageFrame
      title="Quote checkout"
      eyebrow="Quote"
      icon={FileText}
      breadcrumbLabel="Checkout"
      description="A quote written for your event. Pay it once; it is booked and confirmed at once."
    >
      {session.status === 'loading' || (session.user && query.isPending) ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <Skeleton className="h-80 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : !session.user ? (
        <AuthGate what="the quote sent to you" />
      ) : missing ? (
        <EmptyState
          as="h2"
          icon={<FileText />}
          title="Quote not found"
          description="This quote does not exist or was sent to another account. Sign in with the email address the quote was sent to."
        />
      ) : query.isError || !quote ? (
        <LoadErrorCard
          title="This quote could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <QuoteSummary quote={quote} />
          {quote.status !== 'sent' ? (
            <ClosedQuote quote={quote} />
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4 lg:sticky lg:top-24">
              <Card className="flex flex-col gap-4 p-5 sm:p-6">
                <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
                  <Lock aria-hidden="true" className="size-4" /> Pay this quote
                </h2>
                {quote.expiresAt ? (
                  <p className="text-sm text-muted">Open until {expiryDay.format(new Date(quote.expiresAt))}.</p>
                ) : null}
                <Field label="Full name" required error={errors?.name?.message}>
                  <Input autoComplete="name" {...register('contact.name')} />
                </Field>
                <Field label="Email" required error={errors?.email?.message}>
                  <Input type="email" autoComplete="email" {...register('contact.email')} />
                </Field>
                {payment.fields({ showErrors, disabled: pay.isPending })}
                <p className="flex items-center gap-2 text-sm font-semibold text-success">
                  <ShieldCheck aria-hidden="true" className="size-4" />{' '}
                  {cancellationPolicyInWords(quote.listing.cancellationTier)}
                </p>
                {attempt.cardProblem || pay.isError ? (
                  <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
                    {attempt.cardProblem ??
                      describeApiError(
                        pay.error,
                        'The payment did not go through. Nothing was charged; please try again.',
                      )}
                  </p>
                ) : null}
                <Button type="submit" size="lg" block loading={pay.isPending}>
                  Pay {formatMoney(quote.breakdown.customerTotal, 'charge')}
                </Button>
              </Card>
            </form>
          )}
        </div>
      )}
    </PageFrame>
  );
}
