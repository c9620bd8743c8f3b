// What the API sends for listing cards and the home page. Money is in integer cents.
import { z } from 'zod';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from './categories.ts';
import { PRICE_UNITS } from './pricing.ts';

/** What one price of a listing buys (#shared/pricing.ts). */
export const PriceUnitSchema = z.enum(PRICE_UNITS);

export const VenueCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(VENUE_CATEGORIES),
  city: z.string(),
  state: z.string(),
  /** 'city, state' (spec §3 derived display field). */
  location: z.string(),
  capacity: z.number().int(),
  squareFeet: z.number().int().nullable(),
  pricePerHourCents: z.number().int(),
  /** What the venue charges per `unit`: its hourly, daily or fixed price, by its pricing model. */
  priceCents: z.number().int(),
  unit: PriceUnitSchema,
  minimumHours: z.number().int(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  imageUrl: z.string(),
  vibes: z.array(z.string()),
  amenities: z.array(z.string()),
  /** Instant book (#shared/instant-book.ts): the hours of notice a booking needs to confirm at checkout; null: every
   *  booking is a request the partner answers. Absent from answers stored before it was added (the service worker's
   *  offline copies), which read as null. */
  instantBookNoticeHours: z.number().int().nullable().default(null),
});
export type VenueCard = z.infer<typeof VenueCardSchema>;

export const VendorCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(VENDOR_CATEGORIES),
  serviceType: z.string(),
  city: z.string(),
  state: z.string(),
  location: z.string(),
  priceCents: z.number().int(),
  /** What one unit of the price buys: 'hour', 'event', 'guest', 'package'. */
  unit: PriceUnitSchema,
  /** e.g. '$150-$240/hr' or 'From $900/event'. */
  priceRange: z.string(),
  minimumHours: z.number().int(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  imageUrl: z.string(),
  partnershipStatus: z.enum(['Premium Partner', 'Verified Partner', 'Standard Partner']),
  /** Instant book (#shared/instant-book.ts): the hours of notice a booking needs to confirm at checkout; null: every
   *  booking is a request the partner answers. Absent from answers stored before it was added (the service worker's
   *  offline copies), which read as null. */
  instantBookNoticeHours: z.number().int().nullable().default(null),
});
export type VendorCard = z.infer<typeof VendorCardSchema>;

export const StoryCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string(),
  eventType: z.string(),
  city: z.string(),
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
});
export type StoryCard = z.infer<typeof StoryCardSchema>;

export const FeaturedCatalogueSchema = z.object({
  venues: z.array(VenueCardSchema),
  vendors: z.array(VendorCardSchema),
  stories: z.array(StoryCardSchema),
  stats: z.object({ venues: z.number().int(), vendors: z.number().int(), cities: z.number().int() }),
});
export type FeaturedCatalogue = z.infer<typeof FeaturedCatalogueSchema>;

/** Image of a listing or story: `/media/art/<kind>/<slug>/<index>.webp`, `?w=` picks a width. */
export function artworkUrl(kind: 'venue' | 'vendor' | 'story', slug: string, index = 0, width?: number): string {
  const base = `/media/art/${kind}/${encodeURIComponent(slug)}/${index}.webp`;
  return width ? `${base}?w=${width}` : base;
}

export { ART_WIDTHS } from './images.ts';
