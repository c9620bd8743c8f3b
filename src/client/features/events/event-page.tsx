// /events/{bookingId} (issue 48): one booking as a shared event. Its organizer and co-hosts see every venue and
// vendor with their contacts once booked, what is still due, and who co-hosts; a booked partner sees their own part,
// the place and the organizer; admins read it. The server decides what each sees (GET /api/events/:id).
import { Link, useParams } from 'react-router';
import { CalendarDays, CalendarPlus, MessageCircle, PartyPopper, Receipt, Store, Ticket, Wallet } from 'lucide-react';
import { clockTime, dayInWords, eventName } from '#shared/event-words.ts';
import type { BookedEvent, EventLine, EventRole } from '#shared/events.ts';
import { formatMoney } from '#shared/money.ts';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { EventDetailsList } from '../../components/ui/event-details-list.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { instalmentState } from '../checkout/index.ts';
import { messagesHref } from '../listings/index.ts';
import { ActivityCard } from './activity-card.tsx';
import { useEvent } from './api.ts';
import { PlaceLine } from './place-line.tsx';
import { PeopleCard } from './co-hosts-card.tsx';
import { ReviewsCard } from './reviews-card.tsx';
import { ContactLines } from './contact-lines.tsx';
import { GuestsCard } from './guests-card.tsx';
import { SplitPaymentsCard } from './split-payments-card.tsx';
import { TimelineCard } from './timeline-card.tsx';

const ROLE_WORDS: Record<EventRole, string> = {
  organizer: 'You organize this event.',
  'co-host': 'You co-host this event.',
  partner: 'You are booked for this event.',
  admin: 'You are reading this event as an admin.',
};

function LineRow({ line, event }: { line: EventLine; event: BookedEvent }) {
  const listing = line.listingId && (line.type === 'venue' || line.type === 'vendor') ? line.listingId : null;
  // 'Awaiting partner' is the customer's word; the partner is the one awaited.
  const yourAnswerAwaited = event.role === 'partner' && line.status === 'requested';
  return (
    <li className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <span>
          <span className="font-semibold text-ink">{line.name}</span>
          <span className="block text-sm text-muted">
            {line.type === 'venue' ? 'Venue' : 'Vendor'} · {clockTime(line.startsAt, line.timeZone)}–
            {clockTime(line.endsAt, line.timeZone)}
          </span>
        </span>
        {yourAnswerAwaited ? (
          <Badge tone="gold" size="sm">
            Waiting for your answer
          </Badge>
        ) : (
          <StatusBadge status={line.status} size="sm" />
        )}
      </div>
      {yourAnswerAwaited ? (
        <p className="text-sm text-muted">
          Accept or decline it in{' '}
          <Link className="font-semibold text-ink underline underline-offset-2" to="/portal/dashboard?tab=bookings">
            your portal
          </Link>
          ; the place and the organizer's contact show here once you accept.
        </p>
      ) : null}
      {line.partner ? (
        <ContactLines contact={line.partner} />
      ) : event.role !== 'partner' && line.status === 'requested' ? (
        <p className="text-sm text-muted">Their contact details show here once {line.name} confirms.</p>
      ) : null}
      {listing && event.role !== 'partner' ? (
        <span className="flex flex-wrap gap-1">
          <Button asChild size="sm" variant="ghost">
            <Link to={`/${line.type}/${listing}`} aria-label={`${line.name}: listing`}>
              <Store aria-hidden="true" /> Listing
            </Link>
          </Button>
          {event.can.messagePartners ? (
            <Button asChild size="sm" variant="ghost">
              <Link to={messagesHref(line.type as 'venue' | 'vendor', listing)} aria-label={`Message ${line.name}`}>
                <MessageCircle aria-hidden="true" /> Message
              </Link>
            </Button>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

function Summary({ event }: { event: BookedEvent }) {
  const first = event.lines[0];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <CalendarDays aria-hidden="true" className="size-4 text-dusk-600" />
          {dayInWords(event.eventDate)}
          {first ? ` · ${clockTime(first.startsAt, first.timeZone)}` : ''}
        </p>
        {event.role === 'partner' && event.status === 'awaiting' ? null : <StatusBadge status={event.status} />}
      </div>
      {event.place ? <PlaceLine place={event.place} /> : null}
      <EventDetailsList details={event.eventDetails} className="mt-4" />
    </>
  );
}

/** What the organizer pays in all and each instalment still open, line by line. */
function MoneyCard({ event }: { event: BookedEvent }) {
  const open = event.lines.flatMap((line) =>
    (line.money?.instalments ?? [])
      .filter((instalment) => instalment.status !== 'paid' && instalment.status !== 'cancelled')
      .map((instalment) => ({ line, instalment })),
  );
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Wallet aria-hidden="true" className="size-5 text-dusk-600" /> Payments
      </h2>
      {event.totalCents !== null ? (
        <p className="mt-2 flex items-baseline justify-between text-sm text-muted">
          Total{' '}
          <span className="text-base font-bold text-ink tabular-nums">{formatMoney(event.totalCents, 'charge')}</span>
        </p>
      ) : null}
      {open.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          {open.map(({ line, instalment }) => (
            <li key={instalment.id} className="flex flex-col">
              <span className="font-semibold text-ink">{line.name}</span>
              <span className="text-muted">{instalmentState(line, instalment)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">Nothing more is due.</p>
      )}
    </Card>
  );
}

function Actions({ event }: { event: BookedEvent }) {
  if (event.role === 'partner')
    return (
      <Button asChild variant="secondary">
        <Link to="/portal/dashboard?tab=bookings">
          <Ticket aria-hidden="true" /> Your bookings in the portal
        </Link>
      </Button>
    );
  if (event.role === 'co-host') return null;
  return (
    <div className="flex flex-col gap-2">
      <Button asChild variant="secondary">
        <Link to={`/booking/${event.id}`}>
          <Receipt aria-hidden="true" /> Receipt and payments
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <a href={`/api/bookings/${event.id}/calendar.ics`} download={`${event.reference}.ics`}>
          <CalendarPlus aria-hidden="true" /> Add to calendar
        </a>
      </Button>
    </div>
  );
}

function EventView({ event }: { event: BookedEvent }) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="p-5 sm:p-6">
          <Summary event={event} />
          <h2 className="mt-6 text-lg font-bold text-ink">
            {event.role === 'partner' ? 'Your booking' : 'Venue and vendors'}
          </h2>
          <ul className="divide-y divide-line">
            {event.lines.map((line) => (
              <LineRow key={line.id} line={line} event={event} />
            ))}
          </ul>
        </Card>
        <TimelineCard event={event} />
        <GuestsCard event={event} />
        <ReviewsCard event={event} />
      </div>
      <aside className="flex flex-col gap-4">
        {event.can.seeMoney ? <MoneyCard event={event} /> : null}
        {event.can.seeMoney ? <SplitPaymentsCard event={event} /> : null}
        <PeopleCard event={event} />
        {event.can.seeActivity ? <ActivityCard eventId={event.id} /> : null}
        <Actions event={event} />
      </aside>
    </div>
  );
}

export function EventPage() {
  const { eventId = '' } = useParams();
  const session = useSession();
  const query = useEvent(session.user ? eventId : null);
  const event = query.data?.event;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const title = event ? (eventName(event.eventDetails) ?? `Event ${event.reference}`) : 'Event';

  return (
    <PageFrame
      title={title}
      eyebrow="Event"
      icon={PartyPopper}
      breadcrumbLabel={event ? title : `#${eventId.slice(0, 8)}`}
      description={event ? `${ROLE_WORDS[event.role]} Reference ${event.reference}.` : 'Everything about one event.'}
    >
      {session.status === 'loading' || (session.user && query.isPending) ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <Skeleton className="h-80 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : !session.user ? (
        <AuthGate what="this event" />
      ) : missing ? (
        <EmptyState
          as="h2"
          icon={<Ticket />}
          title="Event not found"
          description="This event does not exist, or you are not one of its organizers, co-hosts or partners."
          actions={
            <Button asChild>
              <Link to="/profile/bookings">My bookings</Link>
            </Button>
          }
        />
      ) : query.isError || !event ? (
        <LoadErrorCard
          title="This event could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <EventView event={event} />
      )}
    </PageFrame>
  );
}
