// The shape of the hand-written sample catalogue. Money is in integer cents.
// The seed step (../seed.ts) maps these records onto the database tables.
import type { VenueCategory, VendorCategory } from '#shared/categories.ts';

export type Time = `${number}${number}:${number}${number}`;

export interface SeedReview {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
  daysAgo: number;
}

export interface SeedFaq {
  question: string;
  answer: string;
}

export interface SeedPhoto {
  alt: string;
}

export interface SeedVenueSpace {
  name: string;
  type: string;
  sizeSqft: number;
  capacity: number;
  hourlyRateCents: number;
}

export interface SeedVenue {
  slug: string;
  name: string;
  businessName: string;
  type: Exclude<VenueCategory, 'all'>;
  description: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  maxCapacity: number;
  squareFeet: number;
  pricingModel: 'hourly' | 'daily' | 'fixed';
  hourlyRateCents: number;
  dailyRateCents: number | null;
  minimumHours: number;
  openingTime: Time;
  closingTime: Time;
  /** Weekdays closed, 0 = Sunday. */
  closedWeekdays: number[];
  amenities: string[];
  vibes: string[];
  rules: string[];
  faqs: SeedFaq[];
  spaces: SeedVenueSpace[];
  rating: number;
  reviewsCount: number;
  contact: { name: string; email: string; phone: string };
  photos: SeedPhoto[];
  reviews: SeedReview[];
}

export interface SeedVendor {
  slug: string;
  name: string;
  businessName: string;
  category: Exclude<VendorCategory, 'all'>;
  serviceType: string;
  description: string;
  services: string[];
  pricingModel: 'hourly' | 'fixed' | 'package';
  hourlyRateCents: number | null;
  fixedRateCents: number | null;
  /** What one unit of the price buys, e.g. 'hour', 'event', 'guest'. */
  unit: string;
  minimumHours: number;
  city: string;
  state: string;
  serviceArea: string[];
  equipment: string[];
  social: { instagram?: string; website?: string; tiktok?: string };
  partnershipStatus: 'Premium Partner' | 'Verified Partner' | 'Standard Partner';
  partnerPlanners: number;
  vibes: string[];
  faqs: SeedFaq[];
  rating: number;
  reviewsCount: number;
  contact: { name: string; email: string; phone: string };
  portfolio: SeedPhoto[];
  reviews: SeedReview[];
}

export interface SeedStory {
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs of plain text. */
  body: string[];
  eventType: string;
  city: string;
  author: string;
  publishedDaysAgo: number;
  readingMinutes: number;
  venueSlug: string | null;
  vendorSlugs: string[];
  tags: string[];
}
