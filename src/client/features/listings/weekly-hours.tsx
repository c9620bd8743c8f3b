import { WEEKDAY_NAMES } from '../../components/ui/calendar-dates.ts';
import { cn } from '../../lib/cn.ts';
import { formatHoursRange, hoursOn, isOpenOn, type OpeningSchedule } from '#shared/opening-hours.ts';

export interface WeekdayHours {
  weekday: number;
  name: string;
  /** '4:00 PM – 1:00 AM', 'Any time' (a vendor that set no hours that day), or null when closed. */
  hours: string | null;
}

/** Monday first, the way people read a week of opening hours. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function weekdayHours(schedule: OpeningSchedule): WeekdayHours[] {
  return WEEK_ORDER.map((weekday) => {
    const hours = hoursOn(schedule, weekday);
    const open = isOpenOn(hours) ? formatHoursRange(hours.opensAt, hours.closesAt) : 'Any time';
    return { weekday, name: WEEKDAY_NAMES[weekday] ?? '', hours: hours.isClosed ? null : open };
  });
}

/** 'Closed Mondays and Tuesdays', or null when open every day. */
export function closedDaysSummary(rows: WeekdayHours[]): string | null {
  const closed = rows.filter((row) => row.hours === null).map((row) => `${row.name}s`);
  if (closed.length === 0) return null;
  if (closed.length === 7) return 'Closed every day';
  const list = closed.length === 1 ? closed[0] : `${closed.slice(0, -1).join(', ')} and ${closed.at(-1)}`;
  return `Closed ${list}`;
}

/** A week of opening or working hours; today's weekday is marked. */
export function WeeklyHoursList({ schedule, todayWeekday }: { schedule: OpeningSchedule; todayWeekday: number }) {
  return (
    <dl className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {weekdayHours(schedule).map((row) => {
        const isToday = row.weekday === todayWeekday;
        return (
          <div
            key={row.weekday}
            className={cn(
              'flex items-center justify-between gap-4 px-4 py-3 text-[0.9375rem]',
              isToday && 'bg-ember-50/60',
            )}
          >
            <dt className={cn('text-dusk-700', isToday && 'font-semibold text-ink')}>
              {row.name}
              {isToday ? (
                <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-[0.6875rem] font-bold text-white">
                  Today
                </span>
              ) : null}
            </dt>
            <dd className={cn('tabular-nums', row.hours ? 'font-medium text-ink' : 'text-muted')}>
              {row.hours ?? 'Closed'}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
