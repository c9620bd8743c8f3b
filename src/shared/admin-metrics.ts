// The admin's charts: the marketplace over time (/admin-dashboard) and the site's speed and errors as visitors
// experienced them (/admin/performance), both counted from stored records.
import { z } from 'zod';
import { LISTING_STATES } from './account.ts';
import { APPLICATION_STATUSES } from './partners.ts';
import { BucketSchema } from './time-buckets.ts';

export const MarketplaceMetricsSchema = z.object({
  days: z.number().int(),
  bucket: BucketSchema,
  totals: z.object({
    signups: z.number().int(),
    bookings: z.number().int(),
    grossVolumeCents: z.number().int(),
    platformRevenueCents: z.number().int(),
  }),
  partnersByStatus: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
  listingsByState: z.array(
    z.object({ state: z.enum(LISTING_STATES), venues: z.number().int(), vendors: z.number().int() }),
  ),
  series: z.array(
    z.object({
      start: z.string(),
      signups: z.number().int(),
      bookings: z.number().int(),
      grossVolumeCents: z.number().int(),
      platformRevenueCents: z.number().int(),
    }),
  ),
});
export type MarketplaceMetrics = z.infer<typeof MarketplaceMetricsSchema>;

const VitalSchema = z.object({
  name: z.string(),
  p75: z.number().nullable(),
  samples: z.number().int(),
  good: z.number(),
  poor: z.number(),
  series: z.array(z.object({ start: z.string(), p75: z.number().nullable() })),
});

export const PerformanceMetricsSchema = z.object({
  days: z.number().int(),
  bucket: BucketSchema,
  vitals: z.array(VitalSchema),
  /** Long tasks, slow resources, memory warnings and client errors per period. */
  events: z.array(
    z.object({
      start: z.string(),
      longTasks: z.number().int(),
      slowResources: z.number().int(),
      memoryWarnings: z.number().int(),
      errors: z.number().int(),
    }),
  ),
  slowestResources: z.array(z.object({ name: z.string(), count: z.number().int(), p75: z.number() })),
  recentErrors: z.array(
    z.object({ name: z.string(), message: z.string(), path: z.string().nullable(), at: z.string() }),
  ),
});
export type PerformanceMetrics = z.infer<typeof PerformanceMetricsSchema>;
