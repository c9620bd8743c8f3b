// Figures over time (partner analytics, the admin's charts): days grouped into days, weeks or months.
import { z } from 'zod';

/** The periods the charts offer, in days (partner analytics, the admin's charts). */
export const REPORT_RANGES = [7, 30, 90, 365] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_REPORT_RANGE: ReportRange = 30;

/** `?days=`: one of the periods, 30 when absent. */
export const ReportQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine(
      (value): value is ReportRange => (REPORT_RANGES as readonly number[]).includes(value),
      'Choose 7, 30, 90 or 365 days.',
    )
    .default(DEFAULT_REPORT_RANGE),
});

export const BucketSchema = z.enum(['day', 'week', 'month']);
export type Bucket = z.infer<typeof BucketSchema>;

const DAY_MS = 86_400_000;

export function bucketFor(days: number): Bucket {
  return days <= 30 ? 'day' : days <= 90 ? 'week' : 'month';
}

/** The first day (ISO date, UTC) of the bucket a day falls in; weeks start on Monday. */
export function bucketStart(day: string, bucket: Bucket): string {
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
  for (let i = days - 1; i >= 0; i -= 1)
    starts.add(bucketStart(new Date(end - i * DAY_MS).toISOString().slice(0, 10), bucket));
  return [...starts];
}
