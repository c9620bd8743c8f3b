import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import {
  WEEKDAY_NAMES,
  addDays,
  addMonths,
  formatLongDate,
  formatMonthTitle,
  isIsoDate,
  monthOf,
  monthWeeks,
  weekdayOf,
} from './calendar-dates.ts';
import { IconButton } from './icon-button.tsx';

export interface MonthCalendarProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** 'YYYY-MM-DD'. */
  today: string;
  selected?: string | null;
  /** Makes the days buttons (arrow keys move, Enter picks). Without it the calendar only shows. */
  onSelect?: (date: string) => void;
  /** Earliest and latest days that can be picked (and months that can be shown). */
  min?: string;
  max?: string;
  /** Days drawn struck through; they can still be picked (so the caller can say why they are taken). */
  isUnavailable?: (date: string) => boolean;
  /** Extra words for a day's accessible name, e.g. 'unavailable'. */
  describe?: (date: string) => string | undefined;
  /** A dot under a day (e.g. one with bookings), coloured by its tone; `describe` should say what it means. */
  mark?: (date: string) => 'brand' | 'gold' | 'dusk' | undefined;
  /** Accessible name of the calendar, e.g. 'Availability calendar'. */
  label: string;
  className?: string;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** A month grid, Sunday first. Interactive (a roving-focus date picker) when `onSelect` is given. */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  selected,
  onSelect,
  min,
  max,
  isUnavailable,
  describe,
  mark,
  label,
  className,
}: MonthCalendarProps) {
  const weeks = monthWeeks(month);
  const interactive = Boolean(onSelect);
  const gridRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const focusAfterMove = useRef(false);
  const inMonth = (day: string | null | undefined): day is string => Boolean(day && monthOf(day) === month);
  const outOfRange = (day: string) => Boolean((min && day < min) || (max && day > max));
  const tabStop =
    [focused, selected, today, min, `${month}-01`].find((day) => inMonth(day) && !outOfRange(day)) ?? `${month}-01`;

  const canGoBack = !min || month > monthOf(min);
  const canGoForward = !max || month < monthOf(max);

  useEffect(() => {
    if (!focusAfterMove.current || !focused) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const moveTo = (day: string) => {
    if (outOfRange(day)) return;
    focusAfterMove.current = true;
    setFocused(day);
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const step = KEY_STEPS[event.key];
    let target: string | null = step === undefined ? null : addDays(day, step);
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      const next = addMonths(monthOf(day), event.key === 'PageUp' ? -1 : 1);
      const sameDay = `${next}-${day.slice(8)}`;
      target = isIsoDate(sameDay) ? sameDay : `${next}-01`;
    }
    if (event.key === 'Home') target = addDays(day, -weekdayOf(day));
    if (event.key === 'End') target = addDays(day, 6 - weekdayOf(day));
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className={cn('select-none', className)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <IconButton
          label="Previous month"
          icon={<ChevronLeft />}
          size="sm"
          variant="outline"
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
        />
        <p aria-live="polite" className="text-[0.9375rem] font-bold text-ink">
          {formatMonthTitle(month)}
        </p>
        <IconButton
          label="Next month"
          icon={<ChevronRight />}
          size="sm"
          variant="outline"
          disabled={!canGoForward}
          onClick={() => onMonthChange(addMonths(month, 1))}
        />
      </div>
      <table
        ref={gridRef}
        role={interactive ? 'grid' : undefined}
        aria-label={`${label}, ${formatMonthTitle(month)}`}
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name} className="pb-1.5 text-center text-xs font-semibold text-muted">
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((day, index) => {
                if (!day) return <td key={`blank-${index}`} aria-hidden="true" />;
                const unavailable = isUnavailable?.(day) ?? false;
                const disabled = outOfRange(day);
                const isSelected = day === selected;
                const isToday = day === today;
                const extra = describe?.(day);
                const tone = mark?.(day);
                const dot = tone ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute bottom-1 size-1.5 rounded-full',
                      { brand: 'bg-brand', gold: 'bg-gold-500', dusk: 'bg-dusk-400' }[tone],
                      isSelected && 'bg-white',
                    )}
                  />
                ) : null;
                const name = [formatLongDate(day), isToday ? 'today' : undefined, extra].filter(Boolean).join(', ');
                const face = cn(
                  'relative mx-auto grid aspect-square w-full max-w-11 place-items-center rounded-full text-sm tabular-nums transition-colors',
                  isToday && !isSelected && 'font-bold text-brand ring-1 ring-ember-200',
                  unavailable && !isSelected && 'text-dusk-500 line-through decoration-dusk-500',
                  !unavailable && !disabled && !isSelected && 'font-semibold text-ink',
                  // A disabled button is exempt from contrast rules; a shown-only past day keeps readable grey.
                  disabled && (interactive ? 'text-dusk-300' : 'text-dusk-500'),
                  isSelected && 'bg-dusk-900 font-bold text-white',
                );
                return (
                  <td key={day} className="p-0.5 text-center">
                    {interactive ? (
                      <button
                        type="button"
                        data-date={day}
                        disabled={disabled}
                        tabIndex={day === tabStop ? 0 : -1}
                        aria-label={name}
                        aria-pressed={isSelected}
                        onClick={() => {
                          setFocused(day);
                          onSelect?.(day);
                        }}
                        onKeyDown={(event) => onKeyDown(event, day)}
                        className={cn(
                          face,
                          !isSelected && !disabled && 'hover:bg-dusk-100',
                          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                        )}
                      >
                        {Number(day.slice(8))}
                        {dot}
                      </button>
                    ) : (
                      <span className={face}>
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        {dot}
                        <span className="sr-only">{name}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
