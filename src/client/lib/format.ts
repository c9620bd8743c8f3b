import { DISPLAY } from '#shared/constants.ts';

const compact = new Intl.NumberFormat(DISPLAY.locale, { notation: 'compact', maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(DISPLAY.locale);

export function formatCompact(value: number): string {
  return compact.format(value);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** A share or rate as a percentage to one decimal: 0.029 → '2.9%', 0.05 → '5%'; null (no data) → '–'. */
export function formatPercent(share: number | null): string {
  return share === null || !Number.isFinite(share) ? '–' : `${Math.round(share * 1000) / 10}%`;
}

export function formatRating(rating: number): string {
  return (Number.isFinite(rating) ? rating : DISPLAY.defaultRating).toFixed(1);
}

const UNIT_LABELS: Record<string, string> = { hour: 'hr', event: 'event', guest: 'guest', package: 'package' };

export function formatUnit(unit: string): string {
  return UNIT_LABELS[unit] ?? unit;
}

/** 'music-djs' → 'Music Djs'; used where no better label exists. */
export function titleCase(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const monthYear = new Intl.DateTimeFormat(DISPLAY.locale, { month: 'long', year: 'numeric' });

/** '2025-03-14T…' → 'March 2025'; an unreadable date gives ''. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : monthYear.format(date);
}

const dayMonthYear = new Intl.DateTimeFormat(DISPLAY.locale, { month: 'short', day: 'numeric', year: 'numeric' });

/** '2025-03-14T…' → 'Mar 14, 2025'; an unreadable date gives ''. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayMonthYear.format(date);
}

const shortDay = new Intl.DateTimeFormat(DISPLAY.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat(DISPLAY.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day ('2026-11-24') as 'Nov 24', or as 'Nov 2026' for a month's first day when `month` is set. */
export function formatDay(day: string, month = false): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return (month ? shortMonth : shortDay).format(date);
}

const relative = new Intl.RelativeTimeFormat(DISPLAY.locale, { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was: 'just now' under a minute, then '5 minutes ago', '2 hours ago', 'yesterday'. */
export function formatTimeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  for (const [unit, ms] of STEPS) if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  return 'just now';
}
