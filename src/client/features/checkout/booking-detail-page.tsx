// /booking/{bookingId}: one booking in full — reference, date and time, each partner's status with a link to its
// listing and a message, cancel by the 24-hour rule, the payment, the event as a calendar file, and its event page.
import { Link, useParams } from 'react-router';
import { CalendarPlus, PartyPopper, Receipt, Ticket } from 'lucide-react';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { BookingHeading, PaymentCard } from './booking-parts.tsx';
import { useBooking } from './api.ts';
import { PartnerRow } from './my-bookings-page.tsx';

export function BookingDetailPage() {
  const { bookingId = '' } = useParams();
  const session = useSession();
  const query = useBooking(session.user ? bookingId : null);
  const booking = query.data?.booking;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <PageFrame
      title={booking ? `Booking ${booking.reference}` : 'Booking details'}
      eyebrow="Booking"
      icon={Receipt}
      breadcrumbLabel={booking ? booking.reference : `#${bookingId.slice(0, 8)}`}
      description="Each partner's answer, the payment, and what you can still change."
    >
      {session.status === 'loading' || (session.user && query.isPending) ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : !session.user ? (
        <AuthGate what="this booking" />
      ) : missing ? (
        <EmptyState
          as="h2"
          icon={<Ticket />}
          title="Booking not found"
          description="This booking does not exist or is not yours. Every event you have booked is in My bookings."
          actions={
            <Button asChild>
              <Link to="/profile/bookings">My bookings</Link>
            </Button>
          }
        />
      ) : query.isError || !booking ? (
        <LoadErrorCard
          title="This booking could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <Card className="p-5 sm:p-6">
            <BookingHeading booking={booking} withEnd />
            <h2 className="mt-6 text-lg font-bold text-ink">Your partners</h2>
            <ul className="mt-1 divide-y divide-line">
              {booking.items.map((item) => (
                <PartnerRow key={item.id} item={item} withLinks />
              ))}
            </ul>
          </Card>
          <aside className="flex flex-col gap-4">
            <PaymentCard booking={booking} />
            <div className="flex flex-col gap-2">
              <Button asChild>
                <Link to={`/events/${booking.id}`}>
                  <PartyPopper aria-hidden="true" /> Event page
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <a href={`/api/bookings/${booking.id}/calendar.ics`} download={`${booking.reference}.ics`}>
                  <CalendarPlus aria-hidden="true" /> Add to calendar
                </a>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/profile/bookings">
                  <Ticket aria-hidden="true" /> My bookings
                </Link>
              </Button>
            </div>
          </aside>
        </div>
      )}
    </PageFrame>
  );
}
