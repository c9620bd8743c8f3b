// Calendar dates as 'YYYY-MM-DD' strings (months as 'YYYY-MM'). The arithmetic runs on UTC
// midnights, so daylight-saving changes never shift a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utc(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  return utc(value) !== null;
}

/** The visitor's local date today. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function addDays(iso: string, days: number): string {
  const date = utc(iso);
  if (!date) return iso;
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** 0 = Sunday … 6 = Saturday; -1 for an unreadable date. */
export function weekdayOf(iso: string): number {
  return utc(iso)?.getUTCDay() ?? -1;
}

export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count];
  const date = new Date(Date.UTC(year, index, 1));
  return fromUtc(date).slice(0, 7);
}

/** The weeks of a month, Sunday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = weekdayOf(first);
  const next = `${addMonths(month, 1)}-01`;
  const days: (string | null)[] = Array.from({ length: Math.max(lead, 0) }, () => null);
  for (let day = first; day < next; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const mediumDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Saturday, March 14, 2026'. */
export function formatLongDate(iso: string): string {
  const date = utc(iso);
  return date ? longDate.format(date) : iso;
}

/** 'Sat, Mar 14'. */
export function formatShortDate(iso: string): string {
  const date = utc(iso);
  return date ? mediumDate.format(date) : iso;
}

/** 'March 2026'. */
export function formatMonthTitle(month: string): string {
  const date = utc(`${month}-01`);
  return date ? monthTitle.format(date) : month;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
