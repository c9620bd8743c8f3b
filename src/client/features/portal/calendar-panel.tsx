// The portal's Calendar tab: a month of the partner's bookings (dots) and blocked days (struck through); picking a
// day lists its bookings and blocked times, and blocks the whole day or some hours of any of their venues and vendors
// (issue 47). Calendars they keep elsewhere block bookings too (calendar-imports-card.tsx), each listing's weekly hours
// and time around events are set below (listing-hours-card.tsx); the private feed address puts it all in the
// partner's own calendar app (GET /api/partner/calendar, …/blocks, …/calendar/feed).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { CalendarOff, CalendarPlus, Copy, RefreshCw, Unlock } from 'lucide-react';
import { blockedDays } from '#shared/blocked-days.ts';
import { countLabel } from '#shared/count-label.ts';
import { clockTime, dayOf } from '#shared/event-words.ts';
import { toast } from '../../lib/toast.ts';
import { z } from 'zod';
import { WINDOW_MESSAGES } from '#shared/event-window.ts';
import {
  BlockClockSchema,
  blockHoursError,
  BlockRequestSchema,
  type Block,
  type PartnerCalendar,
} from '#shared/partner-calendar.ts';
import { Button } from '../../components/ui/button.tsx';
import { addDays, addMonths, formatLongDate, monthOf, todayIso } from '../../components/ui/calendar-dates.ts';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { MonthCalendar } from '../../components/ui/month-calendar.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { describeApiError } from '../../lib/api.ts';
import { copyText } from '../../lib/clipboard.ts';
import { useBlockTime, useCalendar, useCalendarFeed, useResetCalendarFeed, useUnblock } from './api.ts';
import { CalendarImportsCard } from './calendar-imports-card.tsx';
import { ListingHoursCard } from './listing-hours-card.tsx';
import { ListingSelect } from './listing-select.tsx';

/** Which listing to block, whole day or from one time to another, with the partner's note (BlockRequestSchema). */
const BlockFormSchema = z
  .object({
    listingId: z.string().min(1, 'Choose a venue or vendor.'),
    wholeDay: z.boolean(),
    from: z.string(),
    to: z.string(),
    reason: BlockRequestSchema.shape.reason,
  })
  .superRefine((form, context) => {
    if (form.wholeDay) return;
    for (const key of ['from', 'to'] as const)
      if (!BlockClockSchema.safeParse(form[key]).success)
        context.addIssue({ code: 'custom', message: WINDOW_MESSAGES.time, path: [key] });
    const error = blockHoursError(form.from, form.to);
    if (error) context.addIssue({ code: 'custom', message: error, path: ['to'] });
  });
type BlockForm = z.output<typeof BlockFormSchema>;

type DayBlock = { block: Block; whole: boolean };

/** Each day's blocks, each whole or for some hours, read from the blocks once. */
function blocksByDay(blocks: readonly Block[]): Map<string, DayBlock[]> {
  const byDay = new Map<string, DayBlock[]>();
  for (const block of blocks)
    for (const day of blockedDays(block))
      byDay.set(day.date, [...(byDay.get(day.date) ?? []), { block, whole: day.whole }]);
  return byDay;
}

/** Each day's bookings, on each booking's own clock. */
function bookingsByDay(bookings: PartnerCalendar['bookings']): Map<string, PartnerCalendar['bookings']> {
  const byDay = new Map<string, PartnerCalendar['bookings']>();
  for (const booking of bookings) {
    const day = dayOf(booking.startsAt, booking.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), booking]);
  }
  return byDay;
}

function BlockRow({ block, whole, day, today }: { block: Block; whole: boolean; day: string; today: string }) {
  const unblock = useUnblock({
    onSuccess: () => toast.success(`${block.listingName} is open for bookings then again.`),
    onError: (error) => toast.error(describeApiError(error)),
  });
  const when = whole
    ? 'all day'
    : `${clockTime(block.startsAt, block.timeZone)}–${clockTime(block.endsAt, block.timeZone)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl bg-dusk-50 p-3">
      <CalendarOff aria-hidden="true" className="size-5 text-dusk-600" />
      <p className="flex-1 text-sm text-ink">
        <span className="font-semibold">{block.listingName}</span> is blocked {when}
        {block.reason ? `: ${block.reason}` : ''}
        {block.source === 'calendar' ? (
          <span className="block text-muted">From a calendar you keep elsewhere</span>
        ) : null}
      </p>
      {block.source === 'manual' && day >= today ? (
        <Button
          size="sm"
          variant="secondary"
          loading={unblock.isPending}
          onClick={() => unblock.mutate(block.id)}
          aria-label={`Open ${block.listingName} ${when} on ${formatLongDate(day)}`}
        >
          <Unlock aria-hidden="true" />
          Open
        </Button>
      ) : null}
    </li>
  );
}

function BlockTimeForm({ day, calendar }: { day: string; calendar: PartnerCalendar }) {
  const id = useId();
  const { register, control, handleSubmit, resetField, formState } = useForm<
    z.input<typeof BlockFormSchema>,
    unknown,
    BlockForm
  >({
    resolver: zodResolver(BlockFormSchema),
    defaultValues: {
      listingId: calendar.listings[0]?.id ?? '',
      wholeDay: true,
      from: '09:00',
      to: '17:00',
      reason: '',
    },
  });
  const listing = useController({ control, name: 'listingId' });
  const wholeDay = useController({ control, name: 'wholeDay' });
  const chosen = calendar.listings.find((l) => l.id === listing.field.value);
  const block = useBlockTime({
    onSuccess: () => {
      toast.success(`${formatLongDate(day)} is blocked: customers cannot book ${chosen?.name ?? 'it'} then.`);
      resetField('reason');
    },
    onError: (error) => toast.error(describeApiError(error)),
  });
  const submit = ({ wholeDay: whole, from, to, reason }: BlockForm) => {
    if (!chosen) return;
    block.mutate({ listing: chosen, date: day, ...(whole ? {} : { from, to }), reason: reason || undefined });
  };
  return (
    <form className="flex flex-col gap-3 border-t border-line pt-4" onSubmit={handleSubmit(submit)}>
      <ListingSelect
        label="Venue or vendor"
        listings={calendar.listings}
        value={listing.field.value}
        onChange={listing.field.onChange}
      />
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={`${id}-whole`} className="text-sm font-semibold text-ink">
          Whole day
        </label>
        <Switch id={`${id}-whole`} checked={wholeDay.field.value} onCheckedChange={wholeDay.field.onChange} />
      </div>
      {wholeDay.field.value ? null : (
        <div className="grid grid-cols-2 gap-3">
          <Field label="From" error={formState.errors.from?.message}>
            <Input type="time" {...register('from')} />
          </Field>
          <Field label="To" error={formState.errors.to?.message}>
            <Input type="time" {...register('to')} />
          </Field>
        </div>
      )}
      <Field label="Note for yourself" hint="optional, e.g. private event" error={formState.errors.reason?.message}>
        <Input maxLength={200} {...register('reason')} />
      </Field>
      <Button type="submit" variant="secondary" loading={block.isPending}>
        <CalendarOff aria-hidden="true" />
        Block {calendar.listings.length === 1 ? calendar.listings[0]!.name : 'this time'}
      </Button>
    </form>
  );
}

function DayPanel({
  day,
  calendar,
  bookings,
  blocked,
  today,
}: {
  day: string;
  calendar: PartnerCalendar;
  bookings: PartnerCalendar['bookings'];
  blocked: DayBlock[];
  today: string;
}) {
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
      {blocked.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Blocked this day">
          {blocked.map(({ block, whole }) => (
            <BlockRow key={block.id} block={block} whole={whole} day={day} today={today} />
          ))}
        </ul>
      ) : null}
      {day >= today && calendar.listings.length > 0 ? <BlockTimeForm day={day} calendar={calendar} /> : null}
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
        Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see bookings and blocked
        times there. Keep it to yourself.
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

function blockedWords(blocked: { whole: boolean }[]): string | undefined {
  if (blocked.length === 0) return undefined;
  return blocked.some((b) => b.whole) ? 'blocked' : 'some hours blocked';
}

export function CalendarPanel() {
  const today = todayIso();
  const [month, setMonth] = useState(monthOf(today));
  const [day, setDay] = useState(today);
  const calendar = useCalendar(month);
  const data = calendar.data;
  const byDay = useMemo(
    () => ({ bookings: bookingsByDay(data?.bookings ?? []), blocks: blocksByDay(data?.blocks ?? []) }),
    [data],
  );
  const bookingsOn = (date: string) => byDay.bookings.get(date) ?? [];
  const blockedOn = (date: string) => byDay.blocks.get(date) ?? [];

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
          isUnavailable={(date) => blockedOn(date).some((b) => b.whole)}
          mark={(date) => {
            const on = bookingsOn(date);
            if (on.length === 0) return blockedWords(blockedOn(date)) === 'some hours blocked' ? 'dusk' : undefined;
            return on.some((b) => b.status === 'requested') ? 'gold' : 'brand';
          }}
          describe={(date) => {
            const count = bookingsOn(date).length;
            return (
              [count ? countLabel(count, 'booking') : undefined, blockedWords(blockedOn(date))]
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
            <span aria-hidden="true" className="size-2 rounded-full bg-dusk-400" /> Some hours blocked
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
          <DayPanel
            key={day}
            day={day}
            calendar={data}
            bookings={bookingsOn(day)}
            blocked={blockedOn(day)}
            today={today}
          />
        ) : (
          <Skeleton className="h-48 rounded-2xl" />
        )}
        {data ? <CalendarImportsCard calendar={data} /> : null}
        <FeedCard />
      </div>
      {data ? (
        <div className="lg:col-span-2">
          <ListingHoursCard listings={data.listings} />
        </div>
      ) : null}
    </div>
  );
}
