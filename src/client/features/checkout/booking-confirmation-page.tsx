// /booking/confirmation?booking=<id>: the receipt of a checkout — reference, date, each partner's request and
// its status, the breakdown, and what happens next.
import { ownCancellationInWords } from '#shared/cancellation-policies.ts';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, Ticket } from 'lucide-react';
import { bookedLineSummary } from '#shared/checkout.ts';
import { extrasSummary } from '#shared/extras.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { useBooking } from './api.ts';
import { BookingHeading, BookingNextSteps, PaymentCard } from './booking-parts.tsx';

export function BookingConfirmationPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const query = useBooking(bookingId);
  const booking = query.data?.booking;

  return (
    <PageFrame
      title="Booking requested"
      eyebrow="Booking"
      icon={CircleCheck}
      description="Your partners have your request. Each one confirms, then only their share is charged."
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        {!bookingId ? (
          <EmptyState
            as="h2"
            icon={<Ticket />}
            title="No booking to show"
            description="Every event you have booked is in My bookings."
            actions={
              <Button asChild>
                <Link to="/profile/bookings">My bookings</Link>
              </Button>
            }
          />
        ) : query.isPending ? (
          <Card className="flex flex-col gap-3 p-6" aria-busy="true">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </Card>
        ) : query.isError || !booking ? (
          <LoadErrorCard
            title="This booking could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          <>
            <Card className="p-5 sm:p-6">
              <BookingHeading booking={booking} />
              <ul className="mt-5 flex flex-col divide-y divide-line">
                {booking.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <span>
                      <span className="font-semibold text-ink">{item.name}</span>
                      <span className="block text-sm text-muted">{bookedLineSummary(item)}</span>
                      {item.extras.length > 0 ? (
                        <span className="block text-xs text-muted">{extrasSummary(item.extras)}</span>
                      ) : null}
                      {ownCancellationInWords(item.cancellationTier) ? (
                        <span className="block text-xs text-muted">
                          {ownCancellationInWords(item.cancellationTier)}
                        </span>
                      ) : null}
                    </span>
                    <StatusBadge status={item.status} size="sm" />
                  </li>
                ))}
              </ul>
            </Card>
            <aside className="flex flex-col gap-4">
              <PaymentCard booking={booking} />
              <BookingNextSteps bookingId={booking.id} messageLabel="Message your partners" />
            </aside>
          </>
        )}
      </div>
    </PageFrame>
  );
}
