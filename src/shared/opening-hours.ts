// A listing's weekly hours: a venue's opening hours or a vendor's working hours (issue 47), how they read ('4:00 PM –
// 1:00 AM'), and the rule that an event's start and length lie inside the hours of its day (issue 41), which the
// checkout page and the server's price check both apply. Times are 'HH:MM' (PostgreSQL adds ':SS'); a closing time
// at or before the opening time means after midnight, so 18:00–04:00 takes an event from 18:00 until 04:00 the next
// morning.
import type { WeeklyHours } from './listing-detail.ts';

/** Hours by weekday; a weekday missing from the list keeps the opening and closing time, or any hour when they are
 *  null (a vendor that set none). */
export type OpeningSchedule = {
  weeklyHours: readonly WeeklyHours[];
  openingTime: string | null;
  closingTime: string | null;
};

const DAY_MINUTES = 24 * 60;

/** 'HH:MM' (or 'HH:MM:SS') as minutes after midnight; null when it cannot be read. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 ? (hours % 24) * 60 + minutes : null;
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '16:00' → '4:00 PM', '00:30' → '12:30 AM'; an unreadable time is shown as given. */
export function formatTime(time: string): string {
  const total = minutesOf(time);
  if (total === null) return time;
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** '4:00 PM – 1:00 AM'. */
export function formatHoursRange(opensAt: string, closesAt: string): string {
  return `${formatTime(opensAt)} – ${formatTime(closesAt)}`;
}

/** An event's hours on its clock: '18:00' for 4 hours → '6:00 PM – 10:00 PM' (past midnight reads as the next day's time). */
export function formatEventHours(startTime: string, hours: number): string {
  const start = minutesOf(startTime);
  if (start === null) return startTime;
  return formatHoursRange(startTime, clockOf((start + hours * 60) % DAY_MINUTES));
}

/** Opening and closing as minutes from the day's midnight; closing after opening, past 24:00 after midnight. */
function openWindow(opensAt: string, closesAt: string): { open: number; close: number } | null {
  const open = minutesOf(opensAt);
  const close = minutesOf(closesAt);
  if (open === null || close === null) return null;
  return { open, close: close > open ? close : close + DAY_MINUTES };
}

/** Whole hours between opening and closing. */
export function openHours(opensAt: string, closesAt: string): number {
  const window = openWindow(opensAt, closesAt);
  return window ? Math.floor((window.close - window.open) / 60) : 0;
}

/** The hours of one weekday (0 = Sunday); a weekday missing from the list uses the schedule's opening and closing time
 *  (both null: open at any hour). */
export function hoursOn(schedule: OpeningSchedule, weekday: number): WeeklyHours {
  const listed = schedule.weeklyHours.find((entry) => entry.weekday === weekday);
  if (listed) return listed;
  const set = schedule.openingTime !== null && schedule.closingTime !== null;
  return set
    ? { weekday, opensAt: schedule.openingTime, closesAt: schedule.closingTime, isClosed: false }
    : { weekday, opensAt: null, closesAt: null, isClosed: false };
}

/** Open that day within set hours; false for a closed day and for a day open at any hour. */
export function isOpenOn(hours: WeeklyHours): hours is WeeklyHours & { opensAt: string; closesAt: string } {
  return !hours.isClosed && hours.opensAt !== null && hours.closesAt !== null;
}

/** The hours of an event's day, 'YYYY-MM-DD' (its weekday in UTC, as the slot's wall time). */
export function hoursOnDate(schedule: OpeningSchedule, date: string): WeeklyHours {
  return hoursOn(schedule, new Date(`${date}T00:00:00Z`).getUTCDay());
}

export const OPENING_HOURS_MESSAGES = {
  outside: (venueName: string, opensAt: string, closesAt: string) =>
    `${venueName} is open ${formatHoursRange(opensAt, closesAt)} that day. Choose a start time and hours inside them.`,
  vendorOutside: (vendorName: string, opensAt: string, closesAt: string) =>
    `${vendorName} works ${formatHoursRange(opensAt, closesAt)} that day. Choose a start time and hours inside them.`,
} as const;

/** A day's hours as minutes after its midnight: closed, open at any hour, or from `open` to `close` (a close past
 *  24:00 is after midnight). */
export type DayMinutes = 'closed' | 'any' | { open: number; close: number };

export function dayMinutes(day: WeeklyHours): DayMinutes {
  if (day.isClosed) return 'closed';
  if (!isOpenOn(day)) return 'any';
  return openWindow(day.opensAt, day.closesAt) ?? 'any';
}

/**
 * Whether an event starting `start` minutes after midnight for `hours` lies inside the day's hours. A closed day is
 * the availability check's to refuse and a day without set hours takes any, so both fit here.
 */
export function fitsDay(day: DayMinutes, start: number, hours: number): boolean {
  return typeof day === 'string' || (start >= day.open && start + hours * 60 <= day.close);
}

/** fitsDay for a start time as 'HH:MM'. */
function fitsHours(day: WeeklyHours, startTime: string, hours: number): boolean {
  const start = minutesOf(startTime);
  return start === null || fitsDay(dayMinutes(day), start, hours);
}

/** Why an event starting at `startTime` for `hours` does not fit the listing's hours that day (fitsHours), or null. */
export function openingHoursProblem(
  listingName: string,
  day: WeeklyHours,
  startTime: string,
  hours: number,
  kind: 'venue' | 'vendor' = 'venue',
): string | null {
  if (fitsHours(day, startTime, hours) || !isOpenOn(day)) return null;
  const message = kind === 'venue' ? OPENING_HOURS_MESSAGES.outside : OPENING_HOURS_MESSAGES.vendorOutside;
  return message(listingName, day.opensAt, day.closesAt);
}

/** The start time nearest `preferred` at which `hours` fit the day; the opening time when they cannot fit. */
export function startTimeWithin(day: WeeklyHours, hours: number, preferred: string): string {
  if (!isOpenOn(day)) return preferred;
  const window = openWindow(day.opensAt, day.closesAt);
  const wanted = minutesOf(preferred);
  if (!window || wanted === null) return preferred;
  const latest = window.close - hours * 60;
  if (latest < window.open) return clockOf(window.open);
  return clockOf(Math.min(Math.max(wanted, window.open), latest));
}
