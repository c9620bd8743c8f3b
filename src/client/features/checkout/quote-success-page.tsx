// /quotes/{quoteId}/success (§2): the paid quote's booking — reference, date, the partner's confirmation, the
// payment — and where to go next.
import { Link, useParams } from 'react-router';
import { CalendarCheck, FileText, Ticket } from 'lucide-react';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { BookingHeading, BookingNextSteps, PaymentCard } from './booking-parts.tsx';
import { useBooking, useQuote } from './api.ts';
import { QuoteSummary } from './quote-checkout-page.tsx';

export function QuoteSuccessPage() {
  const { quoteId = '' } = useParams();
  const session = useSession();
  const quoteQuery = useQuote(session.user ? quoteId : null);
  const quote = quoteQuery.data?.quote;
  const bookingQuery = useBooking(quote?.bookingId ?? null);
  const booking = bookingQuery.data?.booking;
  // The quote's partner reads the quote but not the booking, which is its customer's page (ADR 030).
  const customersOnly = bookingQuery.error instanceof ApiError && bookingQuery.error.status === 404;
  const loading =
    session.status === 'loading' ||
    (session.user && (quoteQuery.isPending || (quote?.bookingId && bookingQuery.isPending)));

  return (
    <PageFrame
      title="Quote paid"
      eyebrow="Quote"
      icon={CalendarCheck}
      breadcrumbLabel="Paid"
      description="Your booking is confirmed with your partner."
    >
      {loading ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : !session.user ? (
        <AuthGate what="your booking" />
      ) : customersOnly ? (
        <EmptyState
          as="h2"
          icon={<Ticket />}
          title="This quote is paid and booked"
          description="The booking's page is its customer's. You follow the booking, its date and your payout in the portal."
          actions={
            <Button asChild>
              <Link to="/portal/dashboard?tab=bookings">Your bookings in the portal</Link>
            </Button>
          }
        />
      ) : quoteQuery.isError || bookingQuery.isError ? (
        <LoadErrorCard
          title="This booking could not be loaded"
          error={quoteQuery.error ?? bookingQuery.error}
          onRetry={() => void (quoteQuery.isError ? quoteQuery.refetch() : bookingQuery.refetch())}
          retrying={quoteQuery.isRefetching || bookingQuery.isRefetching}
        />
      ) : !quote || !booking ? (
        <EmptyState
          as="h2"
          icon={<FileText />}
          title="This quote is not paid yet"
          description="Pay it from its checkout page; it is booked the moment the payment goes through."
          actions={
            <Button asChild>
              <Link to={`/quotes/${quoteId}/checkout`}>Go to the quote</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-6">
            <Card className="p-5 sm:p-6">
              <BookingHeading booking={booking} withEnd />
            </Card>
            <QuoteSummary quote={quote} withPrices={false} />
          </div>
          <aside className="flex flex-col gap-4">
            <PaymentCard booking={booking} />
            <BookingNextSteps bookingId={booking.id} messageLabel="Message your partner" />
          </aside>
        </div>
      )}
    </PageFrame>
  );
}
