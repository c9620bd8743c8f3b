// What GET /api/venues/:id and /api/vendors/:id send for the listing pages (spec §2 venue page, §3 fields).
// Money is in integer cents, times are 'HH:MM', dates 'YYYY-MM-DD'.
import { PaymentTermsSchema } from './payment-terms.ts';
import { CANCELLATION_TIERS } from './cancellation-policies.ts';
import { z } from 'zod';
import { ListingExtraSchema } from './extras.ts';
import { VendorCardSchema, VenueCardSchema } from './listings.ts';

export const ContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const ReviewReplySchema = z.object({ body: z.string(), repliedAt: z.string() });

export const ReviewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  createdAt: z.string(),
  /** The partner's public answer. */
  reply: ReviewReplySchema.nullable().optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** How many of the listing's stored reviews gave each star count, 5 down to 1. */
export const RatingBreakdownSchema = z.array(z.object({ stars: z.number().int(), count: z.number().int() }));

export const FaqSchema = z.object({ question: z.string(), answer: z.string() });
export const PhotoSchema = z.object({ url: z.string(), alt: z.string(), isPrimary: z.boolean() });

export const VenueSpaceSchema = z.object({
  name: z.string(),
  type: z.string(),
  sizeSqft: z.number().int(),
  capacity: z.number().int(),
  hourlyRateCents: z.number().int(),
});

export const WeeklyHoursSchema = z.object({
  /** 0 = Sunday. */
  weekday: z.number().int().min(0).max(6),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  isClosed: z.boolean(),
});
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

export const VenueDetailSchema = VenueCardSchema.extend({
  businessName: z.string().nullable(),
  description: z.string(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
  pricingModel: z.string(),
  dailyRateCents: z.number().int().nullable(),
  openingTime: z.string(),
  closingTime: z.string(),
  rules: z.array(z.string()),
  spaces: z.array(VenueSpaceSchema),
  /** The host's own terms (set-up rules, a rain plan…). Refunds follow cancellationTier alone. */
  hostTerms: z.string().nullable(),
  /** The listing's cancellation policy (#shared/cancellation-policies.ts): refunds of its bookings follow it. */
  cancellationTier: z.enum(CANCELLATION_TIERS),
  /** When the customer pays (#shared/payment-terms.ts): in full at confirmation, or a deposit then. */
  paymentTerms: PaymentTermsSchema,
  /** A refundable security deposit in cents (#shared/security-deposits.ts), held the day before; null: none. */
  securityDepositCents: z.number().int().nullable(),
  contact: ContactSchema,
  /** §2: 'Usually responds within 4 hours' on the venue page. */
  responseTime: z.string(),
  photos: z.array(PhotoSchema),
  faqs: z.array(FaqSchema),
  weeklyHours: z.array(WeeklyHoursSchema),
  /** Dates in the next 120 days that cannot be booked (blocked by the owner or already booked). */
  unavailableDates: z.array(z.string()),
  /** 'Available Today' on the stats strip; false shows Busy. */
  availableToday: z.boolean(),
  reviews: z.array(ReviewSchema),
  ratingBreakdown: RatingBreakdownSchema,
  /** Add-ons and packages booked with the venue. */
  extras: z.array(ListingExtraSchema),
});
export type VenueDetail = z.infer<typeof VenueDetailSchema>;

export const VendorDetailSchema = VendorCardSchema.extend({
  businessName: z.string().nullable(),
  description: z.string(),
  services: z.array(z.string()),
  pricingModel: z.string(),
  hourlyRateCents: z.number().int().nullable(),
  fixedRateCents: z.number().int().nullable(),
  serviceArea: z.array(z.string()),
  portfolio: z.array(PhotoSchema),
  equipment: z.array(z.string()),
  socialLinks: z.object({
    instagram: z.string().optional(),
    website: z.string().optional(),
    tiktok: z.string().optional(),
  }),
  partnerPlanners: z.number().int(),
  vibes: z.array(z.string()),
  /** The days the vendor set working hours or took off; any other day takes events at any hour. */
  weeklyHours: z.array(WeeklyHoursSchema),
  faqs: z.array(FaqSchema),
  /** The host's own terms (set-up rules, a rain plan…). Refunds follow cancellationTier alone. */
  hostTerms: z.string().nullable(),
  /** The listing's cancellation policy (#shared/cancellation-policies.ts): refunds of its bookings follow it. */
  cancellationTier: z.enum(CANCELLATION_TIERS),
  /** When the customer pays (#shared/payment-terms.ts): in full at confirmation, or a deposit then. */
  paymentTerms: PaymentTermsSchema,
  /** A refundable security deposit in cents (#shared/security-deposits.ts), held the day before; null: none. */
  securityDepositCents: z.number().int().nullable(),
  contact: ContactSchema,
  responseTime: z.string(),
  reviews: z.array(ReviewSchema),
  ratingBreakdown: RatingBreakdownSchema,
  /** Add-ons and packages booked with the vendor. */
  extras: z.array(ListingExtraSchema),
});
export type VendorDetail = z.infer<typeof VendorDetailSchema>;

/**
 * §7: a missing venue falls back to a name match, then any active venue, then sample data; vendors
 * fall back to sample data. `fallback` says which answered (null: the listing asked for) so the page
 * can tell the visitor they are looking at something else.
 */
export const LISTING_FALLBACKS = ['name-match', 'any-active', 'sample'] as const;
export type ListingFallback = (typeof LISTING_FALLBACKS)[number];

export const VenueDetailResponseSchema = z.object({
  venue: VenueDetailSchema,
  fallback: z.enum(LISTING_FALLBACKS).nullable(),
});
export type VenueDetailResponse = z.infer<typeof VenueDetailResponseSchema>;

export const VendorDetailResponseSchema = z.object({
  vendor: VendorDetailSchema,
  fallback: z.enum(LISTING_FALLBACKS).nullable(),
});
export type VendorDetailResponse = z.infer<typeof VendorDetailResponseSchema>;

export const SimilarVenuesResponseSchema = z.object({ venues: z.array(VenueCardSchema) });
export const SimilarVendorsResponseSchema = z.object({ vendors: z.array(VendorCardSchema) });

/** Quick questions on the message card: three per entity type (§2). */
export const QUICK_QUESTIONS = {
  venue: [
    'Is this venue available on my date?',
    'What is included in the hourly rate?',
    'Can we bring our own caterer and DJ?',
  ],
  vendor: [
    'Are you available on my event date?',
    'What does your package include?',
    'Do you travel to my venue, and is there a fee?',
  ],
} as const satisfies Record<'venue' | 'vendor', readonly [string, string, string]>;
