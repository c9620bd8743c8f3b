// Test data for the listing page and checkout tests: one venue and one vendor as the API sends them.
import type { VendorDetail, VendorDetailResponse, VenueDetail, VenueDetailResponse } from '#shared/listing-detail.ts';

/** Wednesday. Mondays are closed, Saturday the 7th is booked, Friday the 6th is free. */
export const FIXTURE_TODAY = '2026-03-04';

export const venueFixture: VenueDetail = {
  id: 'ven_1',
  slug: 'skyline-social-rooftop',
  name: 'Skyline Social',
  type: 'rooftop',
  city: 'New York',
  state: 'NY',
  location: 'New York, NY',
  capacity: 180,
  squareFeet: 6200,
  pricePerHourCents: 65000,
  priceCents: 65000,
  unit: 'hour',
  minimumHours: 3,
  rating: 4.8,
  reviewsCount: 126,
  imageUrl: '/media/art/venue/skyline-social-rooftop/0.webp',
  vibes: ['Upscale', 'Energetic'],
  amenities: ['WiFi', 'Bar', 'Sound System'],
  instantBookNoticeHours: null,
  businessName: 'Skyline Social Rooftop LLC',
  description:
    'A wraparound rooftop eleven floors above West Chelsea.\n\nStrings of Edison bulbs zigzag over a cedar deck.',
  address: '511 W 29th St, Rooftop',
  zipCode: '10001',
  country: 'US',
  pricingModel: 'hourly',
  dailyRateCents: 520000,
  openingTime: '16:00',
  closingTime: '01:00',
  rules: [
    'No smoking or vaping anywhere indoors.',
    'Clean up after your event: bag all trash and take your decor with you.',
    'All decorations must be approved in advance.',
    'Maximum capacity is 180 guests, including vendors and staff.',
  ],
  spaces: [
    { name: 'Glass Pavilion', type: 'indoor', sizeSqft: 1800, capacity: 90, hourlyRateCents: 30000 },
    { name: 'Cedar Deck', type: 'outdoor', sizeSqft: 4400, capacity: 180, hourlyRateCents: 45000 },
  ],
  hostTerms: 'Load-in starts two hours before the event.',
  cancellationTier: 'moderate',
  paymentTerms: { schedule: 'deposit', depositPercent: 30, balanceDueDays: 14 },
  securityDepositCents: 50_000,
  contact: { name: 'Maya Chen', email: 'maya@skyline.example.com', phone: '(212) 555-0142' },
  responseTime: 'Usually responds within 4 hours',
  photos: [
    { url: '/media/art/venue/skyline-social-rooftop/0.webp', alt: 'Rooftop deck at sunset', isPrimary: true },
    { url: '/media/art/venue/skyline-social-rooftop/1.webp', alt: 'Glass pavilion set for dinner', isPrimary: false },
    { url: '/media/art/venue/skyline-social-rooftop/2.webp', alt: 'Bar lit in amber', isPrimary: false },
  ],
  faqs: [{ question: 'What happens if it rains?', answer: 'The glass pavilion seats 90.' }],
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 1
      ? { weekday, opensAt: null, closesAt: null, isClosed: true }
      : { weekday, opensAt: '16:00', closesAt: '01:00', isClosed: false },
  ),
  unavailableDates: ['2026-03-07', '2026-03-21'],
  availableToday: true,
  reviews: [
    {
      id: 'r1',
      authorName: 'Priya S.',
      rating: 5,
      body: 'The sunset hour was magic.',
      createdAt: '2026-02-10T12:00:00.000Z',
    },
    {
      id: 'r2',
      authorName: 'Tom W.',
      rating: 4,
      body: 'Great views, pricey bar.',
      createdAt: '2026-01-05T12:00:00.000Z',
    },
  ],
  ratingBreakdown: [
    { stars: 5, count: 1 },
    { stars: 4, count: 1 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
  extras: [
    {
      id: '6f1c2a9e-0000-4000-8000-000000000001',
      kind: 'addon',
      name: 'Patio heaters and blankets',
      description: 'Six heaters and wool blankets.',
      priceCents: 15_000,
      includes: [],
    },
    {
      id: '6f1c2a9e-0000-4000-8000-000000000002',
      kind: 'package',
      name: 'Sunset cocktail hour',
      description: 'A bartender and a signature cocktail.',
      priceCents: 120_000,
      includes: ['1 bartender for 1 hour', 'Signature cocktail for 60 guests'],
    },
  ],
};

export const venueResponse = (overrides: Partial<VenueDetailResponse> = {}): VenueDetailResponse => ({
  venue: venueFixture,
  fallback: null,
  ...overrides,
});

export const vendorFixture: VendorDetail = {
  id: 'vnd_1',
  slug: 'dj-nova-reyes',
  name: 'DJ Nova Reyes',
  category: 'music-djs',
  serviceType: 'DJ',
  city: 'Brooklyn',
  state: 'NY',
  location: 'Brooklyn, NY',
  priceCents: 22500,
  unit: 'hour',
  priceRange: '$225-$360/hr',
  minimumHours: 4,
  rating: 4.9,
  reviewsCount: 187,
  imageUrl: '/media/art/vendor/dj-nova-reyes/0.webp',
  partnershipStatus: 'Premium Partner',
  instantBookNoticeHours: null,
  businessName: 'Nova Reyes Music LLC',
  description: 'Brooklyn house and techno DJ who cut her teeth on 4 a.m. warehouse sets.',
  services: ['Open-format and house/techno DJ sets', 'MC announcements'],
  pricingModel: 'hourly',
  hourlyRateCents: 22500,
  fixedRateCents: null,
  serviceArea: ['Brooklyn', 'Manhattan', 'Queens'],
  portfolio: [
    { url: '/media/art/vendor/dj-nova-reyes/0.webp', alt: 'DJ behind two CDJs with pink lasers', isPrimary: true },
    { url: '/media/art/vendor/dj-nova-reyes/1.webp', alt: 'Hands on a rotary mixer', isPrimary: false },
  ],
  equipment: ['Pioneer CDJ-3000 x2', 'QSC K12.2 speakers x2'],
  socialLinks: { instagram: '@novareyes.dj', website: 'https://novareyes.example.com', tiktok: '@novareyesdj' },
  partnerPlanners: 18,
  vibes: ['Underground', 'Energetic'],
  faqs: [{ question: 'Do you bring your own sound system?', answer: 'Yes, for up to 250 guests.' }],
  hostTerms: null,
  cancellationTier: 'very-flexible',
  paymentTerms: { schedule: 'full' },
  securityDepositCents: null,
  contact: { name: 'Nova Reyes', email: 'nova@novareyes.example.com', phone: '(718) 555-0111' },
  responseTime: 'Usually responds within 24 hours',
  reviews: [
    {
      id: 'v1',
      authorName: 'Leo M.',
      rating: 5,
      body: 'Held the room until 4. Flawless.',
      createdAt: '2026-02-20T12:00:00.000Z',
    },
  ],
  ratingBreakdown: [
    { stars: 5, count: 1 },
    { stars: 4, count: 0 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
  weeklyHours: [],
  extras: [
    {
      id: '6f1c2a9e-0000-4000-8000-000000000003',
      kind: 'addon',
      name: 'Uplighting kit',
      description: 'Twelve wireless uplights.',
      priceCents: 25_000,
      includes: [],
    },
  ],
};

export const vendorResponse = (overrides: Partial<VendorDetailResponse> = {}): VendorDetailResponse => ({
  vendor: vendorFixture,
  fallback: null,
  ...overrides,
});
