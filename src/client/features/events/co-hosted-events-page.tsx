// /events: the events the signed-in account co-hosts, upcoming first. The events they booked themselves are in My
// bookings, which links here.
import { Link } from 'react-router';
import { CalendarDays, PartyPopper, Ticket } from 'lucide-react';
import { dayInWords } from '#shared/event-words.ts';
import type { CoHostedEvent } from '#shared/events.ts';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../lib/session.tsx';
import { useCoHostedEvents } from './api.ts';

function EventRow({ event, past }: { event: CoHostedEvent; past: boolean }) {
  return (
    <li>
      <Link
        to={`/events/${event.id}`}
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl px-3 py-3 hover:bg-dusk-50 focus-visible:ring-4 focus-visible:ring-ember-100 focus-visible:outline-none"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{event.eventName ?? `Event ${event.reference}`}</span>
          <span className="block text-sm text-muted">Organized by {event.organizerName}</span>
        </span>
        <span className={`flex items-center gap-1.5 text-sm ${past ? 'text-muted' : 'text-ink'}`}>
          <CalendarDays aria-hidden="true" className="size-4 text-dusk-600" /> {dayInWords(event.eventDate)}
        </span>
      </Link>
    </li>
  );
}

export function CoHostedEventsPage() {
  const session = useSession();
  const query = useCoHostedEvents(Boolean(session.user));
  const today = new Date().toISOString().slice(0, 10);
  const events = query.data?.events ?? [];

  return (
    <PageFrame
      title="Events you co-host"
      eyebrow="Events"
      icon={PartyPopper}
      description="Events someone invited you to co-host. The events you booked yourself are in My bookings."
    >
      {session.status === 'loading' || (session.user && query.isPending) ? (
        <Skeleton aria-busy="true" className="h-48 rounded-2xl" />
      ) : !session.user ? (
        <AuthGate what="the events you co-host" />
      ) : query.isError ? (
        <LoadErrorCard
          title="Your events could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : events.length === 0 ? (
        <EmptyState
          as="h2"
          icon={<PartyPopper />}
          title="No events to co-host yet"
          description="When an organizer invites you to co-host and you accept, the event shows here."
          actions={
            <Button asChild variant="secondary">
              <Link to="/profile/bookings">
                <Ticket aria-hidden="true" /> My bookings
              </Link>
            </Button>
          }
        />
      ) : (
        <Card className="p-3 sm:p-4">
          <ul className="divide-y divide-line" aria-label="Events you co-host">
            {events.map((event) => (
              <EventRow key={event.id} event={event} past={event.eventDate < today} />
            ))}
          </ul>
        </Card>
      )}
    </PageFrame>
  );
}
