// Database rows to the listing cards the client shows (spec §3 derived display fields).
import { vendorPricing, venuePricing } from '#shared/pricing.ts';
import { artworkUrl, type StoryCard, type VendorCard, type VenueCard } from '#shared/listings.ts';
import type { stories, vendors, venues } from '../../db/schema/index.ts';

type VenueRow = typeof venues.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;
type StoryRow = typeof stories.$inferSelect;

export function toVenueCard(v: VenueRow): VenueCard {
  const { priceCents, unit } = venuePricing(v);
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    type: v.type as VenueCard['type'],
    city: v.city,
    state: v.state,
    location: v.location ?? `${v.city}, ${v.state}`,
    capacity: v.maxCapacity,
    squareFeet: v.squareFeet,
    pricePerHourCents: v.hourlyRateCents,
    priceCents,
    unit,
    minimumHours: v.minimumHours,
    rating: v.rating,
    reviewsCount: v.reviewsCount,
    imageUrl: artworkUrl('venue', v.slug, 0),
    vibes: v.vibes,
    amenities: v.amenities,
    instantBookNoticeHours: v.instantBookNoticeHours,
  };
}

export function toVendorCard(v: VendorRow): VendorCard {
  const { priceCents, unit } = vendorPricing(v);
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    category: v.category as VendorCard['category'],
    serviceType: v.serviceType ?? v.category,
    city: v.city ?? '',
    state: v.state ?? '',
    location: v.location ?? [v.city, v.state].filter(Boolean).join(', '),
    priceCents,
    unit,
    priceRange: v.priceRange,
    minimumHours: v.minimumHours,
    rating: v.rating,
    reviewsCount: v.reviewsCount,
    imageUrl: artworkUrl('vendor', v.slug, 0),
    partnershipStatus: v.partnershipStatus,
    instantBookNoticeHours: v.instantBookNoticeHours,
  };
}

export function toStoryCard(s: StoryRow): StoryCard {
  return {
    slug: s.slug,
    title: s.title,
    excerpt: s.excerpt,
    imageUrl: s.coverImageUrl,
    eventType: s.eventType,
    city: s.city,
    readingMinutes: s.readingMinutes,
    publishedAt: s.publishedAt.toISOString(),
  };
}
