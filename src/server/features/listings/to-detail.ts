// Rows (or sample records) to the listing-page answers of #shared/listing-detail.ts.
import { PAY_IN_FULL, paymentTermsOf } from '#shared/payment-terms.ts';
import { DEFAULT_CANCELLATION_TIER } from '#shared/cancellation-policies.ts';
import { DISPLAY } from '#shared/constants.ts';
import type { ListingExtra } from '#shared/extras.ts';
import type { Review, VendorDetail, VenueDetail, WeeklyHours } from '#shared/listing-detail.ts';
import { artworkUrl } from '#shared/listings.ts';
import { vendorPricing, venuePricing } from '#shared/pricing.ts';
import type { vendors, venues } from '../../db/schema/index.ts';
import { priceRange, type SeedReview, type SeedVendor, type SeedVenue } from '../../sample-catalogue/index.ts';
import { ratingBreakdown } from './rating-breakdown.ts';
import { toVendorCard, toVenueCard } from './to-cards.ts';

type VenueRow = typeof venues.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

export interface VenueRelated {
  photos: VenueDetail['photos'];
  faqs: VenueDetail['faqs'];
  weeklyHours: WeeklyHours[];
  unavailableDates: string[];
  reviews: Review[];
  /** How many written reviews give each rating. */
  writtenRatings: { rating: number; n: number }[];
  extras: ListingExtra[];
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

export function toVenueDetail(row: VenueRow, related: VenueRelated, today: string): VenueDetail {
  const weeklyHours = related.weeklyHours.map((h) => ({ ...h, opensAt: hhmm(h.opensAt), closesAt: hhmm(h.closesAt) }));
  return {
    ...toVenueCard(row),
    businessName: row.businessName,
    description: row.description,
    address: row.address,
    zipCode: row.zipCode,
    country: row.country,
    pricingModel: row.pricingModel,
    dailyRateCents: row.dailyRateCents,
    openingTime: hhmm(row.openingTime) ?? DISPLAY.defaultOpeningTime,
    closingTime: hhmm(row.closingTime) ?? DISPLAY.defaultClosingTime,
    rules: row.rules,
    spaces: row.spaces,
    hostTerms: row.cancellationPolicy,
    cancellationTier: row.cancellationTier,
    paymentTerms: paymentTermsOf(row),
    securityDepositCents: row.securityDepositCents,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    responseTime: row.businessDetails.responseTime ?? DISPLAY.venueResponseTime,
    photos:
      related.photos.length > 0
        ? related.photos
        : [{ url: artworkUrl('venue', row.slug, 0), alt: row.name, isPrimary: true }],
    faqs: related.faqs,
    weeklyHours,
    unavailableDates: related.unavailableDates,
    availableToday: isOpenOn(today, weeklyHours, related.unavailableDates),
    reviews: related.reviews,
    ratingBreakdown: ratingBreakdown(related.writtenRatings, row),
    extras: related.extras,
  };
}

export interface VendorRelated {
  reviews: Review[];
  /** How many written reviews give each rating. */
  writtenRatings: { rating: number; n: number }[];
  extras: ListingExtra[];
  /** The days it set working hours or took off; the others take events at any hour. */
  weeklyHours: WeeklyHours[];
}

export function toVendorDetail(row: VendorRow, related: VendorRelated): VendorDetail {
  return {
    ...toVendorCard(row),
    businessName: row.businessName,
    description: row.description,
    services: row.services,
    pricingModel: row.pricingModel,
    hourlyRateCents: row.hourlyRateCents,
    fixedRateCents: row.fixedRateCents,
    serviceArea: row.serviceArea,
    portfolio: row.portfolioImages.map((url, i) => ({
      url,
      alt: `${row.name}: portfolio image ${i + 1}`,
      isPrimary: i === 0,
    })),
    equipment: row.equipment,
    socialLinks: row.socialLinks,
    partnerPlanners: row.partnerPlanners,
    vibes: row.vibes,
    faqs: row.faqs,
    hostTerms: row.cancellationPolicy,
    cancellationTier: row.cancellationTier,
    paymentTerms: paymentTermsOf(row),
    securityDepositCents: row.securityDepositCents,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    responseTime: DISPLAY.defaultResponseTime,
    reviews: related.reviews,
    ratingBreakdown: ratingBreakdown(related.writtenRatings, row),
    extras: related.extras,
    weeklyHours: related.weeklyHours,
  };
}

/** Open on that date: its weekday is not closed and the date is not taken. */
export function isOpenOn(
  date: string,
  weeklyHours: readonly WeeklyHours[],
  unavailableDates: readonly string[],
): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return !unavailableDates.includes(date) && !weeklyHours.some((h) => h.weekday === weekday && h.isClosed);
}

// Sample data (§7 fallback when the database cannot answer): the seed catalogue's records.

const sampleReviews = (slug: string, reviews: SeedReview[], now: number): Review[] =>
  reviews.map((r, i) => ({
    id: `${slug}-review-${i}`,
    authorName: r.author,
    rating: r.rating,
    body: r.body,
    createdAt: new Date(now - r.daysAgo * 86_400_000).toISOString(),
  }));

const sampleBreakdown = (v: { rating: number; reviewsCount: number; reviews: SeedReview[] }) =>
  ratingBreakdown(
    [1, 2, 3, 4, 5].map((rating) => ({ rating, n: v.reviews.filter((r) => r.rating === rating).length })),
    v,
  );

export function sampleVenueDetail(v: SeedVenue, today: string, now = Date.now()): VenueDetail {
  const weeklyHours = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    v.closedWeekdays.includes(weekday)
      ? { weekday, opensAt: null, closesAt: null, isClosed: true }
      : { weekday, opensAt: v.openingTime, closesAt: v.closingTime, isClosed: false },
  );
  return {
    id: v.slug,
    slug: v.slug,
    name: v.name,
    type: v.type,
    city: v.city,
    state: v.state,
    location: `${v.city}, ${v.state}`,
    capacity: v.maxCapacity,
    squareFeet: v.squareFeet,
    pricePerHourCents: v.hourlyRateCents,
    ...venuePricingOf(v),
    minimumHours: v.minimumHours,
    rating: v.rating,
    reviewsCount: v.reviewsCount,
    imageUrl: artworkUrl('venue', v.slug, 0),
    vibes: v.vibes,
    amenities: v.amenities,
    // Sample data stands in for a listing that could not be read: nothing of it books, instantly or not.
    instantBookNoticeHours: null,
    businessName: v.businessName,
    description: v.description,
    address: v.address,
    zipCode: v.zipCode,
    country: DISPLAY.defaultCountry,
    pricingModel: v.pricingModel,
    dailyRateCents: v.dailyRateCents,
    openingTime: v.openingTime,
    closingTime: v.closingTime,
    rules: v.rules,
    spaces: v.spaces,
    hostTerms: null,
    cancellationTier: DEFAULT_CANCELLATION_TIER,
    paymentTerms: PAY_IN_FULL,
    securityDepositCents: null,
    contact: v.contact,
    responseTime: DISPLAY.venueResponseTime,
    photos: v.photos.map((p, i) => ({ url: artworkUrl('venue', v.slug, i), alt: p.alt, isPrimary: i === 0 })),
    faqs: v.faqs,
    weeklyHours,
    unavailableDates: [],
    availableToday: isOpenOn(today, weeklyHours, []),
    reviews: sampleReviews(v.slug, v.reviews, now),
    ratingBreakdown: sampleBreakdown(v),
    // Sample data stands in for a listing that could not be read: nothing of it can be booked.
    extras: [],
  };
}

const venuePricingOf = (v: SeedVenue) => {
  const { priceCents, unit } = venuePricing({ ...v, basePriceCents: null });
  return { priceCents, unit };
};

export function sampleVendorDetail(v: SeedVendor, now = Date.now()): VendorDetail {
  const { priceCents, unit } = vendorPricing({ ...v, priceCents: v.hourlyRateCents ?? v.fixedRateCents ?? 0 });
  return {
    id: v.slug,
    slug: v.slug,
    name: v.name,
    category: v.category,
    serviceType: v.serviceType,
    city: v.city,
    state: v.state,
    location: `${v.city}, ${v.state}`,
    priceCents,
    unit,
    priceRange: priceRange(v),
    minimumHours: v.minimumHours,
    rating: v.rating,
    reviewsCount: v.reviewsCount,
    imageUrl: artworkUrl('vendor', v.slug, 0),
    partnershipStatus: v.partnershipStatus,
    instantBookNoticeHours: null,
    businessName: v.businessName,
    description: v.description,
    services: v.services,
    pricingModel: v.pricingModel,
    hourlyRateCents: v.hourlyRateCents,
    fixedRateCents: v.fixedRateCents,
    serviceArea: v.serviceArea,
    portfolio: v.portfolio.map((p, i) => ({ url: artworkUrl('vendor', v.slug, i), alt: p.alt, isPrimary: i === 0 })),
    equipment: v.equipment,
    socialLinks: v.social,
    partnerPlanners: v.partnerPlanners,
    vibes: v.vibes,
    faqs: v.faqs,
    hostTerms: null,
    cancellationTier: DEFAULT_CANCELLATION_TIER,
    paymentTerms: PAY_IN_FULL,
    securityDepositCents: null,
    contact: v.contact,
    responseTime: DISPLAY.defaultResponseTime,
    reviews: sampleReviews(v.slug, v.reviews, now),
    ratingBreakdown: sampleBreakdown(v),
    // Sample data stands in for a listing that could not be read: nothing of it can be booked.
    extras: [],
    weeklyHours: [],
  };
}
