// The time an event takes (issue 47): the planner picks a day, a start time and hours on the venue's clock; that is a
// window of instants in the venue's time zone, daylight saving included, which a partner's set-up and tear-down
// widen. Every line of a cart is checked against the same window. The venue's time zone is an IANA name
// ('America/New_York'); @date-fns/tz reads the zone rules the JavaScript runtime carries (docs/decisions/026).
import { TZDate } from '@date-fns/tz';

export const WINDOW_LIMITS = {
  /** An event lasts more than 0 and at most this many hours. */
  maxHours: 24,
  /** Set-up before and tear-down after, each at most this many minutes. */
  maxBufferMinutes: 12 * 60,
} as const;

export const WINDOW_MESSAGES = {
  time: 'Choose a time between 00:00 and 23:59.',
  date: 'Choose a date as YYYY-MM-DD.',
  hours: `An event lasts more than 0 and at most ${WINDOW_LIMITS.maxHours} hours.`,
  buffer: `Set-up and tear-down are each at most ${WINDOW_LIMITS.maxBufferMinutes / 60} hours.`,
  timeZone: 'Choose a time zone from the list.',
  blockEnds: 'The block ends before it starts: choose an end after its start, on the same day.',
  skipped: (time: string) =>
    `${time} does not exist on that day: the clocks go forward. Choose a start time an hour later.`,
} as const;

/** From the first instant to the instant after the last: two windows that only touch do not overlap. */
export interface TimeWindow {
  startsAt: Date;
  endsAt: Date;
}

export type WindowResult = { ok: true; window: TimeWindow } | { ok: false; error: string };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Whether the runtime knows `timeZone` as an IANA name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone.includes('/') || timeZone === 'UTC';
  } catch {
    return false;
  }
}

/**
 * The window of an event on `date` from `startTime` for `hours` on the clock of `timeZone`. Hours are hours that
 * pass: an evening across the night the clocks go back lasts as long as it says, and ends an hour earlier on the
 * wall clock. A start time the clocks skip that day is refused; one they repeat is the first of the two.
 */
export function eventWindow(input: { date: string; startTime: string; hours: number; timeZone: string }): WindowResult {
  const day = DATE.exec(input.date);
  if (!day) return { ok: false, error: WINDOW_MESSAGES.date };
  const time = TIME.exec(input.startTime);
  if (!time) return { ok: false, error: WINDOW_MESSAGES.time };
  if (!(input.hours > 0 && input.hours <= WINDOW_LIMITS.maxHours)) return { ok: false, error: WINDOW_MESSAGES.hours };
  if (!isTimeZone(input.timeZone)) return { ok: false, error: WINDOW_MESSAGES.timeZone };
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hour, minute] = [Number(time[1]), Number(time[2])];
  const start = new TZDate(year, month - 1, date, hour, minute, input.timeZone);
  // A day that does not exist (February 30th) rolls over; a skipped time moves forward: either way it is not asked.
  if (start.getDate() !== date) return { ok: false, error: WINDOW_MESSAGES.date };
  if (start.getHours() !== hour || start.getMinutes() !== minute)
    return { ok: false, error: WINDOW_MESSAGES.skipped(input.startTime) };
  const startsAt = new Date(start.getTime());
  return { ok: true, window: { startsAt, endsAt: new Date(startsAt.getTime() + input.hours * HOUR_MS) } };
}

/**
 * The time a partner blocks on `date` on the clock of `timeZone`: from `from` to `to` that day, or the whole day
 * (midnight to midnight, however long the clocks make it) without them.
 */
export function blockWindow(input: { date: string; from?: string; to?: string; timeZone: string }): WindowResult {
  const whole = input.from === undefined || input.to === undefined;
  const start = eventWindow({ ...input, startTime: whole ? '00:00' : input.from!, hours: 1 });
  if (!start.ok) return start;
  if (whole) {
    const next = eventWindow({ ...input, date: nextDay(input.date), startTime: '00:00', hours: 1 });
    if (!next.ok) return next;
    return { ok: true, window: { startsAt: start.window.startsAt, endsAt: next.window.startsAt } };
  }
  if (input.to! <= input.from!) return { ok: false, error: WINDOW_MESSAGES.blockEnds };
  const end = eventWindow({ ...input, startTime: input.to!, hours: 1 });
  if (!end.ok) return end;
  return { ok: true, window: { startsAt: start.window.startsAt, endsAt: end.window.startsAt } };
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
}

/** The window a partner needs: the event's, with their set-up before it and tear-down after it. */
export function withBuffers(
  window: TimeWindow,
  buffers: { beforeMinutes: number; afterMinutes: number },
): { ok: true; window: TimeWindow } | { ok: false; error: string } {
  const valid = (minutes: number) =>
    Number.isInteger(minutes) && minutes >= 0 && minutes <= WINDOW_LIMITS.maxBufferMinutes;
  if (!valid(buffers.beforeMinutes) || !valid(buffers.afterMinutes))
    return { ok: false, error: WINDOW_MESSAGES.buffer };
  return {
    ok: true,
    window: {
      startsAt: new Date(window.startsAt.getTime() - buffers.beforeMinutes * MINUTE_MS),
      endsAt: new Date(window.endsAt.getTime() + buffers.afterMinutes * MINUTE_MS),
    },
  };
}

export function overlaps(a: TimeWindow, b: TimeWindow): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
