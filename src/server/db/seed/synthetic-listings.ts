// Synthetic venues and vendors for load tests: plausible, varied and deterministic for a given start index.
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from '#shared/categories.ts';
import type { vendors, venues } from '../schema/index.ts';

const CITIES = [
  ['New York', 'NY'], ['Brooklyn', 'NY'], ['Los Angeles', 'CA'], ['San Francisco', 'CA'], ['Chicago', 'IL'], ['Austin', 'TX'],
  ['Houston', 'TX'], ['Miami', 'FL'], ['Atlanta', 'GA'], ['Seattle', 'WA'], ['Denver', 'CO'], ['Nashville', 'TN'],
  ['Portland', 'OR'], ['New Orleans', 'LA'], ['Philadelphia', 'PA'], ['Boston', 'MA'],
] as const;
const ADJECTIVES = ['Golden', 'Velvet', 'Electric', 'Hidden', 'Copper', 'Neon', 'Silver', 'Midnight', 'Sunset', 'Ivory', 'Emerald', 'Crimson', 'Lunar', 'Urban', 'Wild', 'Quiet'];
const NOUNS = ['Hall', 'House', 'Room', 'Yard', 'Works', 'Social', 'Garden', 'Studio', 'Terrace', 'Lounge', 'Atelier', 'Depot', 'Loft', 'Commons'];
const AMENITIES = ['WiFi', 'Parking', 'Stage', 'Sound System', 'Kitchen', 'Bar', 'Projector', 'Outdoor Space', 'Wheelchair Accessible', 'Air Conditioning', 'Dance Floor', 'Green Room'];
const VIBES = ['Romantic', 'Intimate', 'Energetic', 'Industrial', 'Elegant', 'Chill', 'Artsy', 'Upscale', 'Modern', 'Underground'];
const SERVICES: Record<string, string[]> = {
  'music-djs': ['DJ set', 'MC services', 'Live band'],
  'photography-video': ['Event photography', 'Highlight film', 'Photo booth'],
  'food-beverage': ['Buffet catering', 'Cocktail bar', 'Food truck'],
  'event-planning': ['Day-of coordination', 'Full planning', 'Budgeting'],
  'decor-florals': ['Floral arrangements', 'Balloon installs', 'Table styling'],
  entertainment: ['Magician', 'Dancers', 'Comedian'],
  'security-logistics': ['Door security', 'Crowd management', 'Valet'],
  'premium-services': ['Concierge', 'Luxury transport', 'VIP hosting'],
  'tech-av': ['Sound system', 'Lighting design', 'LED walls'],
};

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

function several<T>(list: readonly T[], seed: number, count: number): T[] {
  return Array.from(new Set(Array.from({ length: count }, (_, k) => pick(list, seed * 7 + k * 3))));
}

export function syntheticVenue(i: number): typeof venues.$inferInsert {
  const [city, state] = pick(CITIES, i * 5 + 1);
  const type = pick(VENUE_CATEGORIES.slice(1), i);
  const name = `${pick(ADJECTIVES, i * 3)} ${pick(NOUNS, i * 11 + 2)} ${i}`;
  const capacity = 20 + ((i * 37) % 980);
  return {
    slug: `synthetic-venue-${i}`,
    name,
    venueName: name,
    type,
    description: `A ${type.replace('-', ' ')} in ${city} for up to ${capacity} guests, with ${several(AMENITIES, i, 3).join(', ').toLowerCase()}.`,
    city,
    state,
    maxCapacity: capacity,
    squareFeet: capacity * 15,
    hourlyRateCents: (75 + ((i * 53) % 1400)) * 100,
    minimumHours: 1 + (i % 4),
    amenities: several(AMENITIES, i, 5),
    vibes: several(VIBES, i, 2),
    approvalStatus: 'approved',
    rating: 3.5 + ((i * 13) % 16) / 10,
    reviewsCount: (i * 17) % 400,
  };
}

export function syntheticVendor(i: number): typeof vendors.$inferInsert {
  const [city, state] = pick(CITIES, i * 3 + 2);
  const category = pick(VENDOR_CATEGORIES.slice(1), i);
  const name = `${pick(ADJECTIVES, i * 5 + 1)} ${pick(NOUNS, i * 7)} ${category.split('-')[0]} ${i}`;
  const hourly = (60 + ((i * 41) % 540)) * 100;
  return {
    slug: `synthetic-vendor-${i}`,
    name,
    category,
    serviceType: pick(SERVICES[category] ?? ['Service'], i),
    description: `${pick(SERVICES[category] ?? ['Service'], i)} for events in ${city} and nearby.`,
    services: SERVICES[category] ?? [],
    hourlyRateCents: hourly,
    priceCents: hourly,
    minimumHours: 1 + (i % 6),
    serviceArea: [city],
    city,
    state,
    location: `${city}, ${state}`,
    vibes: several(VIBES, i, 2),
    approvalStatus: 'approved',
    rating: 3.5 + ((i * 7) % 16) / 10,
    reviewsCount: (i * 29) % 300,
  };
}
