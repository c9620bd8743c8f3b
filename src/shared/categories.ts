// Venue and vendor categories (spec §3 Category lists) and emoji lookups. The words that name each category are in
// category-words.ts.

export const VENUE_CATEGORIES = [
  'all',
  'rooftop',
  'gallery',
  'restaurant',
  'studio',
  'warehouse',
  'garden',
  'ballroom',
  'loft',
  'conference',
  'bar-cafe',
] as const;
export type VenueCategory = (typeof VENUE_CATEGORIES)[number];
export const VENDOR_CATEGORIES = [
  'all',
  'music-djs',
  'photography-video',
  'food-beverage',
  'event-planning',
  'decor-florals',
  'entertainment',
  'security-logistics',
  'premium-services',
  'tech-av',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export interface CategoryInfo {
  label: string;
  description: string;
  /** A lucide-react icon export name. */
  icon: string;
}

export const VENUE_CATEGORY_INFO: Record<VenueCategory, CategoryInfo> = {
  all: { label: 'All Venues', description: 'Every space on the marketplace', icon: 'LayoutGrid' },
  rooftop: { label: 'Rooftop', description: 'Open-air spaces with skyline views', icon: 'Building2' },
  gallery: { label: 'Gallery', description: 'Art spaces with clean walls and good light', icon: 'Frame' },
  restaurant: { label: 'Restaurant', description: 'Private dining rooms and full buyouts', icon: 'Utensils' },
  studio: { label: 'Studio', description: 'Flexible rooms for shoots, workshops and launches', icon: 'Clapperboard' },
  warehouse: { label: 'Warehouse', description: 'Raw industrial floors for big nights', icon: 'Warehouse' },
  garden: { label: 'Garden', description: 'Green outdoor settings and courtyards', icon: 'Trees' },
  ballroom: { label: 'Ballroom', description: 'Grand halls for formal celebrations', icon: 'Castle' },
  loft: { label: 'Loft', description: 'Open-plan lofts with character', icon: 'House' },
  conference: { label: 'Conference', description: 'Meeting rooms and presentation spaces', icon: 'Presentation' },
  'bar-cafe': { label: 'Bar & Cafe', description: 'Bars, lounges and cafes to take over', icon: 'Coffee' },
};

export const VENDOR_CATEGORY_INFO: Record<VendorCategory, CategoryInfo> = {
  all: { label: 'All Services', description: 'Every vendor on the marketplace', icon: 'LayoutGrid' },
  'music-djs': { label: 'Music & DJs', description: 'DJs, live bands and performers', icon: 'Music' },
  'photography-video': {
    label: 'Photography & Video',
    description: 'Photographers, videographers and booths',
    icon: 'Camera',
  },
  'food-beverage': {
    label: 'Food & Beverage',
    description: 'Catering, bartenders and private chefs',
    icon: 'UtensilsCrossed',
  },
  'event-planning': { label: 'Event Planning', description: 'Planners and day-of coordinators', icon: 'ClipboardList' },
  'decor-florals': { label: 'Decor & Florals', description: 'Florists, stylists and balloon artists', icon: 'Flower2' },
  entertainment: { label: 'Entertainment', description: 'Dancers, magicians, hosts and acts', icon: 'PartyPopper' },
  'security-logistics': {
    label: 'Security & Logistics',
    description: 'Security, valet, transport and staffing',
    icon: 'ShieldCheck',
  },
  'premium-services': {
    label: 'Premium Services',
    description: 'Concierge, VIP hosting and luxury extras',
    icon: 'Crown',
  },
  'tech-av': { label: 'Tech & AV', description: 'Sound, lighting, screens and projection', icon: 'MonitorSpeaker' },
};

/** The label of a venue or vendor category slug ('music-djs' → 'Music & DJs'); the slug itself when unknown. */
export function categoryLabel(slug: string): string {
  return (
    (VENUE_CATEGORY_INFO as Record<string, CategoryInfo>)[slug]?.label ??
    (VENDOR_CATEGORY_INFO as Record<string, CategoryInfo>)[slug]?.label ??
    slug
  );
}

export function isVenueCategory(value: unknown): value is VenueCategory {
  return typeof value === 'string' && (VENUE_CATEGORIES as readonly string[]).includes(value);
}

export function isVendorCategory(value: unknown): value is VendorCategory {
  return typeof value === 'string' && (VENDOR_CATEGORIES as readonly string[]).includes(value);
}

export const DEFAULT_AMENITY_EMOJI = '✨';
export const DEFAULT_VIBE_EMOJI = '✨';

export const AMENITY_EMOJI: Record<string, string> = {
  WiFi: '📶',
  Parking: '🅿️',
  Stage: '🎭',
  'Sound System': '🔊',
  Kitchen: '🍳',
  Bar: '🍸',
  Projector: '📽️',
  'Outdoor Space': '🌳',
  'Wheelchair Accessible': '♿',
  'Air Conditioning': '❄️',
  Heating: '🔥',
  'Dance Floor': '💃',
  'Green Room': '🛋️',
  Restrooms: '🚻',
  'Lighting Rig': '💡',
  'Coat Check': '🧥',
  Catering: '🍽️',
  Security: '🛡️',
  'DJ Booth': '🎧',
  'Photo Booth': '📸',
  'Tables & Chairs': '🪑',
  Elevator: '🛗',
  'Loading Dock': '🚚',
  Rooftop: '🏙️',
  Fireplace: '🪵',
  'Pet Friendly': '🐾',
};

export const VIBE_EMOJI: Record<string, string> = {
  Romantic: '💕',
  Intimate: '🕯️',
  Energetic: '⚡',
  Industrial: '🏭',
  Elegant: '🥂',
  Chill: '😌',
  Artsy: '🎨',
  Upscale: '💎',
  Rustic: '🌾',
  Modern: '🏢',
  Boho: '🌿',
  Underground: '🔦',
  Cozy: '☕',
  Luxurious: '👑',
  Festive: '🎉',
  Classic: '🏛️',
  Trendy: '🔥',
  Vibrant: '🌈',
  Minimalist: '◻️',
  Quirky: '🦄',
};

function lookupKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9&]/g, '');
}

function buildLookup(table: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(table).map(([name, emoji]) => [lookupKey(name), emoji]));
}

const AMENITY_LOOKUP = buildLookup(AMENITY_EMOJI);
const VIBE_LOOKUP = buildLookup(VIBE_EMOJI);

/** Case- and punctuation-insensitive ("wi-fi", "WIFI" → 📶); unknown names get the default. */
export function amenityEmoji(name: string | null | undefined): string {
  return (name && AMENITY_LOOKUP.get(lookupKey(name))) || DEFAULT_AMENITY_EMOJI;
}

export function vibeEmoji(name: string | null | undefined): string {
  return (name && VIBE_LOOKUP.get(lookupKey(name))) || DEFAULT_VIBE_EMOJI;
}
