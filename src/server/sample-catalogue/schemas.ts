// The shape of the sample catalogue's data files (*.json beside this file). Money is in integer cents.
// Objects are strict, so a misspelt key fails at load like a wrong value does.
import { z } from 'zod';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from '#shared/categories.ts';
import { ExtraKindSchema } from '#shared/extras.ts';
import { INSTANT_BOOK_LIMITS } from '#shared/instant-book.ts';

const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug');
const CentsSchema = z.number().int().nonnegative();
const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');
/** Instant book's notice in hours (#shared/instant-book.ts); left out: every booking is a request. */
const InstantBookNoticeSchema = z
  .number()
  .int()
  .min(INSTANT_BOOK_LIMITS.noticeHours.min)
  .max(INSTANT_BOOK_LIMITS.noticeHours.max)
  .nullable()
  .default(null);

export const VenueTypeSchema = z.enum(VENUE_CATEGORIES).exclude(['all']);
export const VendorCategorySchema = z.enum(VENDOR_CATEGORIES).exclude(['all']);

export const SeedReviewSchema = z.strictObject({
  author: z.string(),
  rating: z.literal([1, 2, 3, 4, 5]),
  body: z.string(),
  daysAgo: z.number().int().nonnegative(),
});
export type SeedReview = z.infer<typeof SeedReviewSchema>;

export const SeedFaqSchema = z.strictObject({ question: z.string(), answer: z.string() });
export type SeedFaq = z.infer<typeof SeedFaqSchema>;

export const SeedPhotoSchema = z.strictObject({ alt: z.string() });
export type SeedPhoto = z.infer<typeof SeedPhotoSchema>;

const ContactSchema = z.strictObject({ name: z.string(), email: z.string(), phone: z.string() });

export const SeedVenueSpaceSchema = z.strictObject({
  name: z.string(),
  type: z.string(),
  sizeSqft: z.number().int().positive(),
  capacity: z.number().int().positive(),
  hourlyRateCents: CentsSchema,
});
export type SeedVenueSpace = z.infer<typeof SeedVenueSpaceSchema>;

export const SeedVenueSchema = z.strictObject({
  slug: SlugSchema,
  name: z.string(),
  businessName: z.string(),
  type: VenueTypeSchema,
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  maxCapacity: z.number().int().positive(),
  squareFeet: z.number().int().positive(),
  pricingModel: z.enum(['hourly', 'daily', 'fixed']),
  hourlyRateCents: CentsSchema,
  dailyRateCents: CentsSchema.nullable(),
  minimumHours: z.number().int().positive(),
  openingTime: TimeSchema,
  closingTime: TimeSchema,
  /** Weekdays closed, 0 = Sunday. */
  closedWeekdays: z.array(z.number().int().min(0).max(6)),
  amenities: z.array(z.string()),
  vibes: z.array(z.string()),
  /** Every venue states the four house rules of spec §2 (smoking, clean-up, decor, capacity), then its own. */
  rules: z.array(z.string()),
  faqs: z.array(SeedFaqSchema),
  spaces: z.array(SeedVenueSpaceSchema),
  rating: z.number().min(0).max(5),
  reviewsCount: z.number().int().nonnegative(),
  instantBookNoticeHours: InstantBookNoticeSchema,
  contact: ContactSchema,
  photos: z.array(SeedPhotoSchema),
  reviews: z.array(SeedReviewSchema),
});
export type SeedVenue = z.infer<typeof SeedVenueSchema>;

export const SeedVendorSchema = z.strictObject({
  slug: SlugSchema,
  name: z.string(),
  businessName: z.string(),
  category: VendorCategorySchema,
  serviceType: z.string(),
  description: z.string(),
  services: z.array(z.string()),
  pricingModel: z.enum(['hourly', 'fixed', 'package']),
  hourlyRateCents: CentsSchema.nullable(),
  fixedRateCents: CentsSchema.nullable(),
  /** What one unit of the price buys, e.g. 'hour', 'event', 'guest'. */
  unit: z.string(),
  minimumHours: z.number().int().positive(),
  city: z.string(),
  state: z.string(),
  serviceArea: z.array(z.string()),
  equipment: z.array(z.string()),
  social: z.strictObject({
    instagram: z.string().optional(),
    website: z.string().optional(),
    tiktok: z.string().optional(),
  }),
  partnershipStatus: z.enum(['Premium Partner', 'Verified Partner', 'Standard Partner']),
  partnerPlanners: z.number().int().nonnegative(),
  vibes: z.array(z.string()),
  faqs: z.array(SeedFaqSchema),
  rating: z.number().min(0).max(5),
  reviewsCount: z.number().int().nonnegative(),
  instantBookNoticeHours: InstantBookNoticeSchema,
  contact: ContactSchema,
  portfolio: z.array(SeedPhotoSchema),
  reviews: z.array(SeedReviewSchema),
});
export type SeedVendor = z.infer<typeof SeedVendorSchema>;

/** A story as stories.json holds it; readingMinutes is derived from the body when the file is loaded. */
export const SeedStoryDraftSchema = z.strictObject({
  slug: SlugSchema,
  title: z.string(),
  excerpt: z.string(),
  /** Paragraphs or blocks of Markdown. */
  body: z.array(z.string()).min(1),
  eventType: z.string(),
  city: z.string(),
  author: z.string(),
  publishedDaysAgo: z.number().int().nonnegative(),
  venueSlug: SlugSchema.nullable(),
  vendorSlugs: z.array(SlugSchema),
  tags: z.array(z.string()),
});
export type SeedStoryDraft = z.infer<typeof SeedStoryDraftSchema>;
export type SeedStory = SeedStoryDraft & { readingMinutes: number };

export const SeedExtraSchema = z.strictObject({
  kind: ExtraKindSchema,
  name: z.string(),
  description: z.string(),
  priceCents: CentsSchema,
  /** What a package holds; add-ons have none. */
  includes: z.array(z.string()).optional(),
});
export type SeedExtra = z.infer<typeof SeedExtraSchema>;

export const SeedExtrasSchema = z.strictObject({
  /** What every venue offers, whatever its type. */
  everyVenue: z.array(SeedExtraSchema),
  /** By venue type: every type is listed. */
  venues: z.record(VenueTypeSchema, z.array(SeedExtraSchema)),
  /** By vendor category: every category is listed. */
  vendors: z.record(VendorCategorySchema, z.array(SeedExtraSchema)),
});
export type SeedExtras = z.infer<typeof SeedExtrasSchema>;
