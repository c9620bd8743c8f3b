// The overview's business at a glance: requests waiting for an answer (with the time left on the soonest), today's
// and the next events, and earnings paid and to come. Read from the Bookings and Payments tabs' own data.
import { useEffect, useState } from 'react';
import { CalendarClock, Landmark, Timer, Wallet } from 'lucide-react';
import type { PartnerBookingRow } from '#shared/checkout.ts';
import { formatMoney } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { usePartnerBookings, usePartnerEarnings } from './api.ts';
import { groupBookings, timeLeft } from './partner-bookings-panel.tsx';
import { dayOf, eventName, shortTimeInWords } from '#shared/event-words.ts';

const UPCOMING_SHOWN = 3;

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function BusinessToday({ onBookings, onPayments }: { onBookings: () => void; onPayments: () => void }) {
  const bookings = usePartnerBookings();
  const earnings = usePartnerEarnings();
  const now = useNow(30_000);
  if (bookings.isPending || earnings.isPending)
    return <Skeleton className="h-40 rounded-2xl" aria-label="Loading your bookings" />;
  if (bookings.isError || earnings.isError) return null;

  const { requests, upcoming } = groupBookings(bookings.data.items, now);
  // Today on each event's own clock.
  const isToday = (item: PartnerBookingRow) =>
    dayOf(item.startsAt, item.timeZone) === dayOf(new Date(now), item.timeZone);
  const todays = upcoming.filter(isToday);
  const next = upcoming.filter((item) => Date.parse(item.startsAt) > now && !isToday(item)).slice(0, UPCOMING_SHOWN);
  const soonest = requests[0] ? timeLeft(requests[0].expiresAt, now) : null;

  return (
    <div className="flex flex-col gap-4">
      {requests.length > 0 ? (
        <Card className="flex flex-col gap-3 border-gold-200 bg-gold-50 p-5 sm:flex-row sm:items-center">
          <Timer aria-hidden="true" className="size-6 shrink-0 text-gold-700" />
          <div className="flex-1">
            <h3 className="font-bold text-ink">
              {requests.length} booking {requests.length === 1 ? 'request waits' : 'requests wait'} for your answer
            </h3>
            {soonest ? (
              <p className="text-sm text-dusk-700">
                Answer the first within {soonest}, or it expires and the customer’s hold is released.
              </p>
            ) : null}
          </div>
          <Button onClick={onBookings}>Answer requests</Button>
        </Card>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="flex flex-col gap-3 p-5">
          <h3 className="flex items-center gap-2 font-bold text-ink">
            <CalendarClock aria-hidden="true" className="size-5 text-dusk-600" />
            Today and next
          </h3>
          {todays.length === 0 && next.length === 0 ? (
            <p className="text-sm text-muted">No confirmed events coming up.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {[...todays, ...next].map((item) => (
                <li key={item.id} className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold text-ink">
                    {todays.includes(item) ? 'Today · ' : ''}
                    {item.name}
                  </span>
                  <span className="text-muted">
                    {shortTimeInWords(item.startsAt, item.timeZone)} ·{' '}
                    {eventName(item.eventDetails) || item.customerName || 'A customer'}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Button variant="ghost" size="sm" className="self-start" onClick={onBookings}>
            All bookings
          </Button>
        </Card>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <StatCard
            label="To be paid"
            value={formatMoney(earnings.data.totals.pendingCents, 'charge')}
            icon={Wallet}
            hint="After each event"
          />
          <StatCard label="Paid out" value={formatMoney(earnings.data.totals.paidCents, 'charge')} icon={Landmark} />
          <Button variant="ghost" size="sm" className="col-span-2 justify-self-start" onClick={onPayments}>
            Payments and statements
          </Button>
        </div>
      </div>
    </div>
  );
}
