// The customer's next events, for their dashboard: date, reference, who is booked and where each stands.
import { Link } from 'react-router';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { todayIso } from '../../components/ui/calendar-dates.ts';
import { useMyBookings } from './api.ts';
import { groupOf } from './my-bookings-page.tsx';

const SHOWN = 3;
const eventDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export function NextEvents() {
  const query = useMyBookings(true);
  if (query.isPending) return <Skeleton className="h-40 rounded-2xl" aria-hidden="true" />;
  // The stat above already links to every booking; a failure here leaves just that.
  if (query.isError) return null;
  const today = todayIso();
  const next = query.data.bookings
    .filter((booking) => groupOf(booking, today) === 'upcoming')
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate))
    .slice(0, SHOWN);
  if (next.length === 0) return null;
  return (
    <section aria-labelledby="next-events-title">
      <h3 id="next-events-title" className="mb-3 text-lg font-bold text-ink">
        Your next events
      </h3>
      <Card className="overflow-hidden">
        <ul className="divide-y divide-line">
          {next.map((booking) => (
            <li key={booking.id}>
              <Link
                to={`/booking/${booking.id}`}
                className="flex items-center gap-4 p-4 transition-colors hover:bg-dusk-50 sm:p-5"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-ember-50 text-brand">
                  <CalendarDays aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">
                      {eventDay.format(new Date(`${booking.eventDate}T00:00:00Z`))}
                    </span>
                    <StatusBadge status={booking.status} size="sm" />
                  </span>
                  <span className="block truncate text-sm text-muted">
                    <span className="font-mono">{booking.reference}</span> ·{' '}
                    {booking.items.map((item) => item.name).join(', ')}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-dusk-400" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
