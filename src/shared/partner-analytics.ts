// A partner's analytics (/partner/analytics): counted from what happened, never estimated.
import { z } from 'zod';
import { BucketSchema } from './time-buckets.ts';

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
  bucket: BucketSchema,
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
