// Synthetic venues and vendors for load tests: plausible, varied and deterministic for a given start index.
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from '#shared/categories.ts';
import { timeZoneOfState } from '#shared/time-zones.ts';
import type { vendors, venues } from '../schema/index.ts';

const CITIES = [
  ['New York', 'NY'],
  ['Brooklyn', 'NY'],
  ['Los Angeles', 'CA'],
  ['San Francisco', 'CA'],
  ['Chicago', 'IL'],
  ['Austin', 'TX'],
  ['Houston', 'TX'],
  ['Miami', 'FL'],
  ['Atlanta', 'GA'],
  ['Seattle', 'WA'],
  ['Denver', 'CO'],
  ['Nashville', 'TN'],
  ['Portland', 'OR'],
  ['New Orleans', 'LA'],
  ['Philadelphia', 'PA'],
  ['Boston', 'MA'],
] as const;
const ADJECTIVES = [
  'Golden',
  'Velvet',
  'Electric',
  'Hidden',
  'Copper',
  'Neon',
  'Silver',
  'Midnight',
  'Sunset',
  'Ivory',
  'Emerald',
  'Crimson',
  'Lunar',
  'Urban',
  'Wild',
  'Quiet',
];
const NOUNS = [
  'Hall',
  'House',
  'Room',
  'Yard',
  'Works',
  'Social',
  'Garden',
  'Studio',
  'Terrace',
  'Lounge',
  'Atelier',
  'Depot',
  'Loft',
  'Commons',
];
const AMENITIES = [
  'WiFi',
  'Parking',
  'Stage',
  'Sound System',
  'Kitchen',
  'Bar',
  'Projector',
  'Outdoor Space',
  'Wheelchair Accessible',
  'Air Conditioning',
  'Dance Floor',
  'Green Room',
];
const VIBES = [
  'Romantic',
  'Intimate',
  'Energetic',
  'Industrial',
  'Elegant',
  'Chill',
  'Artsy',
  'Upscale',
  'Modern',
  'Underground',
];
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

/**
 * Details that set one listing apart, as the prose of a real listing does. Without them the generated texts
 * differ only in numbers the embedder does not know, so 50,000 venues would share about 1,700 embeddings and
 * 50,000 vendors about 720: no real catalogue looks like that, and an HNSW graph built over 30-70 copies of each
 * point fills every neighbour list with copies and loses its way (recall@10 about 0.5 whatever ef_search).
 */
const DETAILS = [
  'fireplace',
  'chandeliers',
  'courtyard',
  'skylights',
  'balcony',
  'piano',
  'library',
  'vineyard',
  'harbor',
  'river',
  'murals',
  'brick',
  'marble',
  'oak',
  'velvet',
  'lanterns',
  'fountain',
  'orchard',
  'greenhouse',
  'patio',
  'mezzanine',
  'staircase',
  'windows',
  'arches',
  'columns',
  'beams',
  'tiles',
  'mirrors',
  'candles',
  'curtains',
  'jukebox',
  'billiards',
  'arcade',
  'bowling',
  'karaoke',
  'cinema',
  'theater',
  'chapel',
  'barn',
  'pier',
  'lake',
  'beach',
  'forest',
  'park',
  'mountains',
  'skyline',
  'bridge',
  'lighthouse',
  'station',
  'factory',
  'bakery',
  'brewery',
  'winery',
  'distillery',
  'kitchen',
  'grill',
  'smokehouse',
  'oyster',
  'espresso',
  'tea',
  'jazz',
  'blues',
  'vinyl',
  'neon',
  'disco',
  'salsa',
  'tango',
  'poetry',
  'comedy',
  'cabaret',
  'ivy',
  'roses',
  'orchids',
  'palms',
  'ferns',
  'cactus',
  'lavender',
  'magnolia',
  'cherry',
  'maple',
  'history',
  'heritage',
  'vintage',
  'antique',
  'rustic',
  'coastal',
  'tropical',
  'alpine',
  'nautical',
  'victorian',
  'gothic',
  'baroque',
  'minimalist',
  'bohemian',
  'colonial',
  'mediterranean',
  'scandinavian',
  'japanese',
  'moroccan',
  'parisian',
] as const;

/** A deterministic, well-spread integer for (i, salt) (a 32-bit mix, like murmur3's finaliser). */
function mix(i: number, salt: number): number {
  let h = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

function detailsSentence(i: number, salt: number): string {
  const [a, b, c] = [0, 1, 2].map((k) => pick(DETAILS, mix(i, salt * 3 + k)));
  return `Guests remember the ${a}, the ${b} and the ${c}.`;
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

function several<T>(list: readonly T[], seed: number, count: number): T[] {
  return Array.from(new Set(Array.from({ length: count }, (_, k) => pick(list, seed * 7 + k * 3))));
}

/** One listing in eight books instantly (#shared/instant-book.ts), at 48 hours' notice; the rest take requests. */
function instantBookNotice(i: number): number | null {
  return i % 8 === 3 ? 48 : null;
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
    description: `A ${type.replace('-', ' ')} in ${city} for up to ${capacity} guests, with ${several(AMENITIES, i, 3).join(', ').toLowerCase()}. ${detailsSentence(i, 1)}`,
    city,
    state,
    timeZone: timeZoneOfState(state),
    maxCapacity: capacity,
    squareFeet: capacity * 15,
    hourlyRateCents: (75 + ((i * 53) % 1400)) * 100,
    minimumHours: 1 + (i % 4),
    amenities: several(AMENITIES, i, 5),
    vibes: several(VIBES, i, 2),
    approvalStatus: 'approved',
    isSample: true,
    rating: 3.5 + ((i * 13) % 16) / 10,
    reviewsCount: (i * 17) % 400,
    instantBookNoticeHours: instantBookNotice(i),
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
    description: `${pick(SERVICES[category] ?? ['Service'], i)} for events in ${city} and nearby. ${detailsSentence(i, 2)}`,
    services: SERVICES[category] ?? [],
    hourlyRateCents: hourly,
    priceCents: hourly,
    minimumHours: 1 + (i % 6),
    serviceArea: [city],
    city,
    state,
    timeZone: timeZoneOfState(state),
    location: `${city}, ${state}`,
    vibes: several(VIBES, i, 2),
    approvalStatus: 'approved',
    isSample: true,
    rating: 3.5 + ((i * 7) % 16) / 10,
    reviewsCount: (i * 29) % 300,
    instantBookNoticeHours: instantBookNotice(i),
  };
}
