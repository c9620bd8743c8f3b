// A partner's analytics (/partner/analytics): counted from what happened, never estimated.
import { z } from 'zod';

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

export const AnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value): value is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(value), 'Choose 7, 30, 90 or 365 days.')
    .default(DEFAULT_ANALYTICS_RANGE),
});

const Counts = z.object({
  views: z.number().int(),
  inquiries: z.number().int(),
  bookingRequests: z.number().int(),
  /** What the partner receives for the bookings they confirmed, after the platform's fee. */
  revenueCents: z.number().int(),
});
export type AnalyticsCounts = z.infer<typeof Counts>;

export const PartnerAnalyticsSchema = z.object({
  days: z.number().int(),
  /** Each point is one day, one week (90 days) or one month (a year), starting on `start`. */
  bucket: z.enum(['day', 'week', 'month']),
  totals: Counts.extend({
    confirmedBookings: z.number().int(),
    /** Booking requests per view; null without views. */
    conversionRate: z.number().nullable(),
    /** Inquiries the partner answered; null without inquiries. */
    responseRate: z.number().nullable(),
    responseMinutesMedian: z.number().nullable(),
  }),
  series: z.array(Counts.extend({ start: z.string() })),
  listings: z.array(Counts.extend({ kind: z.enum(['venue', 'vendor']), id: z.string(), name: z.string() })),
});
export type PartnerAnalytics = z.infer<typeof PartnerAnalyticsSchema>;

const DAY_MS = 86_400_000;

export function bucketFor(days: number): PartnerAnalytics['bucket'] {
  return days <= 30 ? 'day' : days <= 90 ? 'week' : 'month';
}

/** The first day (ISO date, UTC) of the bucket a day falls in; weeks start on Monday. */
export function bucketStart(day: string, bucket: PartnerAnalytics['bucket']): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every bucket start of the last `days` days up to `today`, oldest first, so empty periods show as zero. */
export function bucketStarts(today: string, days: number): string[] {
  const bucket = bucketFor(days);
  const end = new Date(`${today}T00:00:00Z`).getTime();
  const starts = new Set<string>();
  for (let i = days - 1; i >= 0; i -= 1) starts.add(bucketStart(new Date(end - i * DAY_MS).toISOString().slice(0, 10), bucket));
  return [...starts];
}
