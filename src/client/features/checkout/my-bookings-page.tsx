// /profile/bookings: the customer's events, upcoming first, then past and cancelled; each partner booking with
// its status, and Cancel with what the 24-hour rule will do said before it is done.
import { atConfirmationCents, paidCents, unpaidCents } from '#shared/payment-terms.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Compass, MessageCircle, Store, Ticket } from 'lucide-react';
import { cancellationOutcome } from '#shared/bookings.ts';
import { cancellationPolicyInWords, ownCancellationInWords } from '#shared/cancellation-policies.ts';
import { bookedLineSummary, type Booking, type PartnerBooking } from '#shared/checkout.ts';
import { extrasSummary } from '#shared/extras.ts';
import { formatMoney } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { describeApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { AccountFrame } from '../../components/layout/account-frame.tsx';
import { messagesHref } from '../listings/index.ts';
import { useCancelPartnerBooking, useMyBookings } from './api.ts';
import { eventName } from '#shared/event-words.ts';

const eventDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

type Group = 'upcoming' | 'past' | 'cancelled';
const GROUP_TITLES: Record<Group, string> = { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled and declined' };

export function groupOf(booking: Booking, today: string): Group {
  if (['cancelled', 'declined'].includes(booking.status)) return 'cancelled';
  return booking.eventDate >= today ? 'upcoming' : 'past';
}

/** What cancelling will do, said on the button's confirmation before anything happens. */
export function cancelPrompt(item: PartnerBooking, now: Date): string {
  const outcome = cancellationOutcome({
    status: item.status,
    chargeCents: item.status === 'requested' ? atConfirmationCents(item.instalments) : paidCents(item.instalments),
    startsAt: new Date(item.startsAt),
    now,
    by: 'customer',
    tier: item.cancellationTier,
  });
  if (outcome.releaseCents > 0) return `Cancel ${item.name}? Nothing has been charged for it; the hold is released.`;
  const unpaid = unpaidCents(item.instalments);
  const rest = unpaid > 0 ? ` The balance of ${formatMoney(unpaid, 'charge')} will not be charged.` : '';
  if (outcome.free) return `Cancel ${item.name}? You get ${formatMoney(outcome.refundCents, 'charge')} back.${rest}`;
  const policy = `Its cancellation policy: ${cancellationPolicyInWords(item.cancellationTier)}.`;
  if (outcome.refundCents > 0)
    return `Cancel ${item.name}? ${policy} You get ${formatMoney(outcome.refundCents, 'charge')} of what you paid back.${rest}`;
  return `Cancel ${item.name}? ${policy} Nothing is refunded now.${rest}`;
}

/** One partner's booking with its status and Cancel; `withLinks` adds its listing and a message to its partner. */
export function PartnerRow({ item, withLinks = false }: { item: PartnerBooking; withLinks?: boolean }) {
  const cancel = useCancelPartnerBooking();
  const [confirming, setConfirming] = useState(false);
  const cancellable = item.status === 'requested' || item.status === 'confirmed';
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>
          <span className="font-semibold text-ink">{item.name}</span>
          <span className="block text-sm text-muted">
            {bookedLineSummary(item)}
            {item.refundedCents > 0 ? ` · ${formatMoney(item.refundedCents, 'charge')} refunded` : ''}
          </span>
          {item.extras.length > 0 ? (
            <span className="block text-xs text-muted">{extrasSummary(item.extras)}</span>
          ) : null}
          {cancellable && ownCancellationInWords(item.cancellationTier) ? (
            <span className="block text-xs text-muted">{ownCancellationInWords(item.cancellationTier)}</span>
          ) : null}
        </span>
        <span className="flex flex-wrap items-center gap-x-1 gap-y-2">
          <StatusBadge status={item.status} size="sm" />
          {withLinks && item.listingId && (item.type === 'venue' || item.type === 'vendor') ? (
            <>
              <Button asChild size="sm" variant="ghost">
                <Link to={`/${item.type}/${item.listingId}`} aria-label={`${item.name}: listing and contact`}>
                  <Store aria-hidden="true" /> Listing
                </Link>
              </Button>
              <Button asChild size="sm" variant="ghost">
                <Link to={messagesHref(item.type, item.listingId)} aria-label={`Message ${item.name}`}>
                  <MessageCircle aria-hidden="true" /> Message
                </Link>
              </Button>
            </>
          ) : null}
          {cancellable && !confirming ? (
            <Button size="sm" variant="ghost" aria-label={`Cancel ${item.name}`} onClick={() => setConfirming(true)}>
              Cancel
            </Button>
          ) : null}
        </span>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={`Cancel ${item.name}`}
          className="flex flex-wrap items-center gap-2 rounded-xl bg-dusk-50 px-3.5 py-2.5 text-sm"
        >
          <span className="grow">{cancelPrompt(item, new Date())}</span>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button
            size="sm"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(item.id, { onSuccess: () => setConfirming(false) })}
          >
            Cancel booking
          </Button>
        </div>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeApiError(cancel.error, 'The booking could not be cancelled. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const name = eventName(booking.eventDetails);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 font-semibold text-ink">
            <CalendarDays aria-hidden="true" className="size-4 text-dusk-600" />
            {eventDay.format(new Date(`${booking.eventDate}T00:00:00Z`))}
            {name ? <span className="font-normal text-muted">· {name}</span> : null}
          </p>
          <span className="flex flex-wrap items-center gap-x-3 text-sm">
            <Link
              to={`/booking/${booking.id}`}
              className="font-mono text-muted underline-offset-2 hover:text-ink hover:underline"
              aria-label={`Booking ${booking.reference}: details`}
            >
              {booking.reference}
            </Link>
            <Link
              to={`/events/${booking.id}`}
              className="font-semibold text-dusk-700 underline-offset-2 hover:underline"
              aria-label={`Booking ${booking.reference}: event page`}
            >
              Event page
            </Link>
          </span>
        </div>
        <div className="flex items-center gap-3">
          <span className="font-bold text-ink tabular-nums">
            {formatMoney(booking.breakdown.customerTotal, 'charge')}
          </span>
          <StatusBadge status={booking.status} />
        </div>
      </div>
      <ul className="mt-3 divide-y divide-line">
        {booking.items.map((item) => (
          <PartnerRow key={item.id} item={item} />
        ))}
      </ul>
    </Card>
  );
}

export function MyBookingsPage() {
  const session = useSession();
  const query = useMyBookings(Boolean(session.user));
  const today = new Date().toISOString().slice(0, 10);
  const bookings = query.data?.bookings ?? [];
  const groups = (['upcoming', 'past', 'cancelled'] as const).map((group) => ({
    group,
    // Upcoming soonest first; the others latest first, as the server sends them.
    items: bookings
      .filter((b) => groupOf(b, today) === group)
      .sort((a, b) => (group === 'upcoming' ? a.eventDate.localeCompare(b.eventDate) : 0)),
  }));

  return (
    <AccountFrame
      title="My bookings"
      icon={Ticket}
      what="your bookings"
      description="Every event you have booked, with each partner's answer."
    >
      {query.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-4">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadErrorCard
          title="Your bookings could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : bookings.length === 0 ? (
        <EmptyState
          as="h2"
          icon={<Ticket />}
          title="No bookings yet"
          description="Find a venue, add the vendors you need, and book them all in one checkout."
          actions={
            <Button asChild>
              <Link to="/discover">
                <Compass aria-hidden="true" /> Plan an event
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-8">
          {groups
            .filter((g) => g.items.length > 0)
            .map(({ group, items }) => (
              <section key={group} aria-labelledby={`bookings-${group}`} className="flex flex-col gap-4">
                <h2 id={`bookings-${group}`} className="text-xl font-bold tracking-tight text-ink">
                  {GROUP_TITLES[group]} <span className="text-base font-medium text-muted">({items.length})</span>
                </h2>
                {items.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} />
                ))}
              </section>
            ))}
        </div>
      )}
      {session.user ? (
        <p className="mt-8 text-sm text-muted">
          Co-hosting someone else’s event? It is under{' '}
          <Link className="font-semibold text-ink underline underline-offset-2" to="/events">
            Events you co-host
          </Link>
          .
        </p>
      ) : null}
    </AccountFrame>
  );
}
