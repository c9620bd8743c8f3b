// /booking/error/{paymentIntentId}: a checkout whose payment did not go through — what went wrong in plain words,
// what happened to the money, the reference for support, and a retry with the cart as it was.
import { Link, useParams } from 'react-router';
import { CircleAlert, CreditCard, LifeBuoy, Receipt, Ticket } from 'lucide-react';
import type { CheckoutAttempt } from '#shared/checkout.ts';
import { formatMoney } from '#shared/money.ts';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { useCheckoutAttempt } from './api.ts';

/** The short form support asks for. */
export const paymentReference = (attemptId: string) => `PAY-${attemptId.slice(0, 8).toUpperCase()}`;

/** What happened to the money, in words. */
export function moneyNote(attempt: Pick<CheckoutAttempt, 'status' | 'amountCents'>): string {
  if (attempt.status === 'started')
    return `We are still confirming this payment of ${formatMoney(attempt.amountCents, 'charge')}. If it cannot be completed, any hold on your card is released automatically within minutes.`;
  return `Nothing was charged. If your bank shows a hold of ${formatMoney(attempt.amountCents, 'charge')}, it is released automatically within minutes.`;
}

export function BookingErrorPage() {
  const { paymentIntentId = '' } = useParams();
  const session = useSession();
  const query = useCheckoutAttempt(session.user ? paymentIntentId : null);
  const attempt = query.data?.attempt;
  const unknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const reference = paymentReference(paymentIntentId);
  const supportHref = `/contact?${new URLSearchParams({ subject: `Payment ${reference}` }).toString()}`;

  return (
    <PageFrame
      title="Payment did not go through"
      eyebrow="Booking"
      icon={CircleAlert}
      breadcrumbLabel="Payment issue"
      description="Your cart is still here: try again with the same card or another one."
    >
      {session.status === 'loading' || (session.user && query.isPending) ? (
        <Skeleton aria-busy="true" className="h-64 max-w-2xl rounded-2xl" />
      ) : !session.user ? (
        <AuthGate what="this payment" />
      ) : query.isError && !unknown ? (
        <LoadErrorCard
          title="This payment could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : attempt?.status === 'completed' && attempt.bookingId ? (
        <Card className="max-w-2xl p-6 sm:p-7">
          <h2 className="text-xl font-bold text-ink">This payment went through after all</h2>
          <p className="mt-2 text-muted">Your booking was made; each partner has your request.</p>
          <Button asChild className="mt-5">
            <Link to={`/booking/${attempt.bookingId}`}>
              <Receipt aria-hidden="true" /> Booking details
            </Link>
          </Button>
        </Card>
      ) : (
        <Card className="max-w-2xl p-6 sm:p-7">
          <h2 className="text-xl font-bold text-ink">What went wrong</h2>
          <p role="alert" className="mt-3 rounded-xl bg-danger-soft px-4 py-3 text-danger">
            {attempt?.failure ??
              'We could not find this payment. If money left your account, contact us with the reference below.'}
          </p>
          {attempt ? <p className="mt-4 text-ink">{moneyNote(attempt)}</p> : null}
          <p className="mt-4 text-sm text-muted">
            Payment reference <span className="font-mono font-semibold text-ink">{reference}</span>
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/checkout">
                <CreditCard aria-hidden="true" /> Try again
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={supportHref}>
                <LifeBuoy aria-hidden="true" /> Contact support
              </Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/profile/bookings">
                <Ticket aria-hidden="true" /> My bookings
              </Link>
            </Button>
          </div>
        </Card>
      )}
    </PageFrame>
  );
}
