// The portal's Bookings tab (issue 5/7): requests to answer with the time left to answer them, upcoming events
// and past ones. Accepting captures this partner's share of the customer's hold; declining releases it.
import { useState, type ReactNode } from 'react';
import {
  CalendarCheck,
  CalendarClock,
  Check,
  History,
  Inbox,
  MessageCircle,
  PartyPopper,
  Timer,
  X,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { bookedPriceLabel, type PartnerBookingRow } from '#shared/checkout.ts';
import { extrasSummary } from '#shared/extras.ts';
import { FEE_RATES } from '#shared/fees.ts';
import { shortTimeInWords } from '#shared/event-words.ts';
import { formatMoney } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { EventDetailsList } from '../../components/ui/event-details-list.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ownCancellationInWords } from '#shared/cancellation-policies.ts';
import { DepositClaim } from './deposit-claim.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useAnswerBooking, usePartnerBookings, type BookingAnswer } from './api.ts';

/** "Answer within 5 h 20 min" from now until the request expires; null once it has. */
export function timeLeft(expiresAt: string | null, now: number): string | null {
  if (!expiresAt) return null;
  const minutes = Math.floor((Date.parse(expiresAt) - now) / 60_000);
  if (minutes <= 0) return null;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** Requests first (soonest to expire), then upcoming events (soonest first), then the rest (newest first). */
export function groupBookings(items: readonly PartnerBookingRow[], now: number) {
  const requests = items
    .filter((i) => i.status === 'requested')
    .sort((a, b) => Date.parse(a.expiresAt ?? a.startsAt) - Date.parse(b.expiresAt ?? b.startsAt));
  const upcoming = items
    .filter((i) => i.status === 'confirmed')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = items
    .filter((i) => i.status !== 'requested' && i.status !== 'confirmed')
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { requests, upcoming, past, endedUnanswered: upcoming.filter((i) => Date.parse(i.endsAt) <= now) };
}

function BookingRow({ item, now, children }: { item: PartnerBookingRow; now: number; children?: ReactNode }) {
  const left = item.status === 'requested' ? timeLeft(item.expiresAt, now) : null;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{item.name}</span>
          {/* A request's section already says it waits for this partner ('Awaiting partner' is the customer's view). */}
          {item.status === 'requested' ? null : <StatusBadge status={item.status} size="sm" />}
          {item.confirmsAtOnce && item.status !== 'requested' ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-ink">
              <Zap aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-600" /> Booked instantly
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-muted">
          {item.customerName || 'A customer'} · {shortTimeInWords(item.startsAt, item.timeZone)} · {item.hours} h ·{' '}
          <span className="font-mono">{item.reference}</span>
        </p>
        <EventDetailsList details={item.eventDetails} className="mt-2" />
        {item.extras.length > 0 ? <p className="mt-1 text-sm text-dusk-700">{extrasSummary(item.extras)}</p> : null}
        <p className="mt-1 text-sm text-ink">
          You receive{' '}
          <span className="font-semibold tabular-nums">{formatMoney(item.partnerPayoutCents, 'charge')}</span>{' '}
          <span className="text-muted">
            ({bookedPriceLabel(item)}: {formatMoney(item.lineTotalCents, 'charge')} less the{' '}
            {FEE_RATES.vendorPlatformFee * 100}% platform fee)
          </span>
        </p>
        {ownCancellationInWords(item.cancellationTier) ? (
          <p className="mt-1 text-sm text-muted">{ownCancellationInWords(item.cancellationTier)}</p>
        ) : null}
        <DepositClaim item={item} />
        {left ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-gold-700">
            <Timer aria-hidden="true" className="size-4" /> Answer within {left}
          </p>
        ) : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </li>
  );
}

function Section({
  title,
  icon: Icon,
  items,
  empty,
  now,
  actions,
}: {
  title: string;
  icon: typeof Inbox;
  items: PartnerBookingRow[];
  empty: string;
  now: number;
  actions?: (item: PartnerBookingRow) => ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Icon aria-hidden="true" className="size-5 text-dusk-600" /> {title}
        <span className="text-sm font-semibold text-muted">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-5 text-sm text-muted">{empty}</p>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <BookingRow key={item.id} item={item} now={now}>
                {actions?.(item)}
              </BookingRow>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

/** What the partner is told once an answer went through. */
const ANSWERED: Record<BookingAnswer, (customer: string) => string> = {
  confirm: (customer) => `Booking accepted. ${customer} is told, and their payment for it is taken.`,
  decline: (customer) => `Request declined. ${customer} is told, and the hold on their card is released.`,
  complete: () => 'Booking marked complete.',
};

export function PartnerBookingsPanel() {
  const query = usePartnerBookings();
  const answer = useAnswerBooking();
  // Each answer takes a second click: accepting charges the customer, declining turns them away; a slip of the
  // finger does neither.
  const [confirming, setConfirming] = useState<{ id: string; answer: 'confirm' | 'decline' } | null>(null);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorCard
        title="We couldn't load your bookings"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        headingLevel="h2"
      />
    );
  }
  const items = query.data.items;
  // Times left are counted from the last answer, which comes again every minute.
  const now = query.dataUpdatedAt;
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<CalendarCheck />}
          title="No bookings yet"
          description="Requests appear here the moment a customer books you. Answer within 48 hours; their card is held until you do."
        />
      </Card>
    );
  }
  const { requests, upcoming, past, endedUnanswered } = groupBookings(items, now);
  const busy = (id: string) => answer.isPending && answer.variables?.id === id;
  const send = (item: PartnerBookingRow, what: BookingAnswer) =>
    answer.mutate(
      { id: item.id, answer: what },
      {
        onSuccess: () => toast.success(ANSWERED[what](item.customerName || 'The customer')),
        onSettled: () => setConfirming(null),
      },
    );

  return (
    <div className="flex flex-col gap-8">
      {answer.isError ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
          {describeApiError(answer.error, 'That answer did not go through. Please try again.')}
        </p>
      ) : null}
      <Section
        title="Requests"
        icon={Inbox}
        items={requests}
        now={now}
        empty="No requests waiting for you."
        actions={(item) =>
          confirming?.id === item.id ? (
            <>
              <Button
                size="sm"
                variant={confirming.answer === 'decline' ? 'danger' : 'primary'}
                loading={busy(item.id)}
                onClick={() => send(item, confirming.answer)}
              >
                {confirming.answer === 'decline' ? 'Decline request' : 'Accept booking'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                {confirming.answer === 'decline' ? 'Keep' : 'Not yet'}
              </Button>
            </>
          ) : (
            <>
              <Button
                size="sm"
                disabled={answer.isPending}
                onClick={() => setConfirming({ id: item.id, answer: 'confirm' })}
                aria-label={`Accept ${item.name} for ${item.customerName || 'the customer'}`}
              >
                <Check aria-hidden="true" /> Accept
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={answer.isPending}
                onClick={() => setConfirming({ id: item.id, answer: 'decline' })}
                aria-label={`Decline ${item.name} for ${item.customerName || 'the customer'}`}
              >
                <X aria-hidden="true" /> Decline
              </Button>
            </>
          )
        }
      />
      <Section
        title="Upcoming"
        icon={CalendarClock}
        items={upcoming}
        now={now}
        empty="Accepted bookings appear here until the event."
        actions={(item) => (
          <>
            {endedUnanswered.includes(item) ? (
              <Button size="sm" loading={busy(item.id)} onClick={() => send(item, 'complete')}>
                <Check aria-hidden="true" /> Mark complete
              </Button>
            ) : null}
            <Button asChild size="sm" variant="secondary">
              <Link
                to={`/events/${item.bookingId}#run-of-show`}
                aria-label={`${item.name} on ${item.reference}: event page and run of show`}
              >
                <PartyPopper aria-hidden="true" /> Event and run of show
              </Link>
            </Button>
            <Button asChild size="sm" variant="secondary">
              <Link to="/messages">
                <MessageCircle aria-hidden="true" /> Message
              </Link>
            </Button>
          </>
        )}
      />
      <Section
        title="Past"
        icon={History}
        items={past}
        now={now}
        empty="Completed, declined and cancelled bookings appear here."
      />
    </div>
  );
}
