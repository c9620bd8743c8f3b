// The portal's Calendar tab: a month of the partner's bookings (dots) and blocked days (struck through); picking a
// day lists its bookings and, for venues, blocks or opens it. The private feed address puts it all in the partner's
// own calendar app (GET /api/partner/calendar, …/blocked-dates, …/calendar/feed).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { CalendarOff, CalendarPlus, Copy, RefreshCw, Unlock } from 'lucide-react';
import { countLabel } from '#shared/count-label.ts';
import { clockTime, dayOf } from '#shared/event-words.ts';
import { toast } from '../../lib/toast.ts';
import { z } from 'zod';
import { BlockDayRequestSchema, type PartnerCalendar } from '#shared/partner-calendar.ts';
import { Button } from '../../components/ui/button.tsx';
import { addDays, addMonths, formatLongDate, monthOf, todayIso } from '../../components/ui/calendar-dates.ts';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { MonthCalendar } from '../../components/ui/month-calendar.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { describeApiError } from '../../lib/api.ts';
import { copyText } from '../../lib/clipboard.ts';
import { useBlockDate, useCalendar, useCalendarFeed, useResetCalendarFeed, useUnblockDate } from './api.ts';

/** Which venue to block that day, and the note the server takes with it (BlockDayRequestSchema). */
const BlockDayFormSchema = BlockDayRequestSchema.pick({ reason: true }).extend({ venueId: z.string().min(1) });
type BlockDayForm = z.output<typeof BlockDayFormSchema>;
function DayPanel({ day, calendar, today }: { day: string; calendar: PartnerCalendar; today: string }) {
  const bookings = calendar.bookings.filter((b) => dayOf(b.startsAt, b.timeZone) === day);
  const blocked = calendar.blocked.filter((b) => b.date === day);
  const free = calendar.venues.filter((v) => !blocked.some((b) => b.venueId === v.id));
  const { register, control, handleSubmit, resetField, formState } = useForm<
    z.input<typeof BlockDayFormSchema>,
    unknown,
    BlockDayForm
  >({
    resolver: zodResolver(BlockDayFormSchema),
    defaultValues: { venueId: free[0]?.id ?? '', reason: '' },
  });
  const venue = useController({ control, name: 'venueId' });

  const block = useBlockDate(day, {
    onSuccess: () => {
      toast.success(`${formatLongDate(day)} is blocked: customers cannot book it.`);
      resetField('reason');
    },
    onError: (error) => toast.error(describeApiError(error)),
  });
  const unblock = useUnblockDate(day, {
    onSuccess: () => toast.success(`${formatLongDate(day)} is open for bookings again.`),
    onError: (error) => toast.error(describeApiError(error)),
  });

  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby="calendar-day">
      <h3 id="calendar-day" className="text-lg font-bold text-ink">
        {formatLongDate(day)}
      </h3>
      {bookings.length === 0 && blocked.length === 0 ? (
        <p className="text-sm text-muted">Nothing booked this day.</p>
      ) : null}
      {bookings.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Bookings this day">
          {bookings.map((b) => (
            <li key={b.itemId} className="rounded-xl border border-line p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{b.listingName}</span>
                <StatusBadge status={b.status} size="sm" />
              </div>
              <p className="text-sm text-muted">
                {clockTime(b.startsAt, b.timeZone)}–{clockTime(b.endsAt, b.timeZone)} · {b.customerName} ·{' '}
                <span className="font-mono">{b.reference}</span>
              </p>
              {b.eventName || b.guestCount ? (
                <p className="text-sm text-ink">
                  {[b.eventName, b.guestCount ? countLabel(b.guestCount, 'guest') : null].filter(Boolean).join(' · ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {blocked.map((b) => (
        <div key={b.venueId} className="flex flex-wrap items-center gap-3 rounded-xl bg-dusk-50 p-3">
          <CalendarOff aria-hidden="true" className="size-5 text-dusk-600" />
          <p className="flex-1 text-sm text-ink">
            <span className="font-semibold">{b.venueName}</span> is blocked{b.reason ? `: ${b.reason}` : ''}
          </p>
          {day >= today ? (
            <Button
              size="sm"
              variant="secondary"
              loading={unblock.isPending}
              onClick={() => unblock.mutate(b.venueId)}
              aria-label={`Open ${b.venueName} on ${formatLongDate(day)}`}
            >
              <Unlock aria-hidden="true" />
              Open
            </Button>
          ) : null}
        </div>
      ))}
      {day >= today && free.length > 0 ? (
        <form
          className="flex flex-col gap-3 border-t border-line pt-4"
          onSubmit={handleSubmit(({ venueId, reason }) => block.mutate({ venueId, reason: reason || undefined }))}
        >
          {free.length > 1 ? (
            <Field label="Venue">
              <Select
                value={venue.field.value}
                onValueChange={venue.field.onChange}
                options={free.map((v) => ({ value: v.id, label: v.name }))}
              />
            </Field>
          ) : null}
          <Field label="Note for yourself" hint="optional, e.g. private event" error={formState.errors.reason?.message}>
            <Input maxLength={200} {...register('reason')} />
          </Field>
          <Button type="submit" variant="secondary" loading={block.isPending}>
            <CalendarOff aria-hidden="true" />
            Block {free.length === 1 ? free[0]!.name : 'this day'}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

export function FeedCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed({
    onSuccess: () => toast.success('New address made. The old one no longer works.'),
    onError: (error) => toast.error(describeApiError(error)),
  });
  const copy = async () => {
    if (!feed.data) return;
    if (await copyText(feed.data.url)) toast.success('Feed address copied.');
    else toast.error('Copy failed: select the address and copy it yourself.');
  };
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
        <CalendarPlus aria-hidden="true" className="size-5 text-dusk-600" />
        Your calendar app
      </h3>
      <p className="text-sm text-muted">
        Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see bookings and blocked days
        there. Keep it to yourself.
      </p>
      {feed.isPending ? (
        <Skeleton className="h-11 rounded-xl" />
      ) : feed.isError ? (
        <p className="text-sm text-danger">{describeApiError(feed.error)}</p>
      ) : (
        <Input readOnly value={feed.data.url} aria-label="Calendar feed address" onFocus={(e) => e.target.select()} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy()} disabled={!feed.data}>
          <Copy aria-hidden="true" />
          Copy address
        </Button>
        <Button size="sm" variant="ghost" loading={reset.isPending} onClick={() => reset.mutate()}>
          <RefreshCw aria-hidden="true" />
          New address
        </Button>
      </div>
    </Card>
  );
}

export function CalendarPanel() {
  const today = todayIso();
  const [month, setMonth] = useState(monthOf(today));
  const [day, setDay] = useState(today);
  const calendar = useCalendar(month);
  const data = calendar.data;
  const bookingsOn = (date: string) => data?.bookings.filter((b) => dayOf(b.startsAt, b.timeZone) === date) ?? [];
  const blockedOn = (date: string) => data?.blocked.some((b) => b.date === date) ?? false;

  if (calendar.isError && !data) {
    return (
      <LoadErrorCard
        title="We couldn't load your calendar"
        error={calendar.error}
        onRetry={() => void calendar.refetch()}
        retrying={calendar.isRefetching}
        headingLevel="h2"
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="self-start p-4 sm:p-6" aria-busy={calendar.isFetching}>
        <MonthCalendar
          label="Bookings calendar"
          month={month}
          onMonthChange={(next) => {
            setMonth(next);
            setDay(next === monthOf(today) ? today : `${next}-01`);
          }}
          today={today}
          selected={day}
          onSelect={setDay}
          min={`${addMonths(monthOf(today), -12)}-01`}
          max={addDays(`${addMonths(monthOf(today), 24)}-01`, -1)}
          isUnavailable={blockedOn}
          mark={(date) => {
            const on = bookingsOn(date);
            if (on.length === 0) return undefined;
            return on.some((b) => b.status === 'requested') ? 'gold' : 'brand';
          }}
          describe={(date) => {
            const count = bookingsOn(date).length;
            return (
              [count ? countLabel(count, 'booking') : undefined, blockedOn(date) ? 'blocked' : undefined]
                .filter(Boolean)
                .join(', ') || undefined
            );
          }}
        />
        <p className="mt-4 flex flex-wrap gap-4 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-brand" /> Confirmed
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-gold-500" /> Waiting for your answer
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="line-through">
              14
            </span>{' '}
            Blocked
          </span>
        </p>
      </Card>
      <div className="flex flex-col gap-6">
        {data ? (
          <DayPanel key={`${day}-${data.blocked.length}`} day={day} calendar={data} today={today} />
        ) : (
          <Skeleton className="h-48 rounded-2xl" />
        )}
        <FeedCard />
      </div>
    </div>
  );
}
