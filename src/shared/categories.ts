// Venue and vendor categories (spec §3 Category lists), free-text matching, and emoji lookups.

export const VENUE_CATEGORIES = ['all', 'rooftop', 'gallery', 'restaurant', 'studio', 'warehouse', 'garden', 'ballroom', 'loft', 'conference', 'bar-cafe'] as const;
export type VenueCategory = (typeof VENUE_CATEGORIES)[number];
export const VENDOR_CATEGORIES = ['all', 'music-djs', 'photography-video', 'food-beverage', 'event-planning', 'decor-florals', 'entertainment', 'security-logistics', 'premium-services', 'tech-av'] as const;
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
  'photography-video': { label: 'Photography & Video', description: 'Photographers, videographers and booths', icon: 'Camera' },
  'food-beverage': { label: 'Food & Beverage', description: 'Catering, bartenders and private chefs', icon: 'UtensilsCrossed' },
  'event-planning': { label: 'Event Planning', description: 'Planners and day-of coordinators', icon: 'ClipboardList' },
  'decor-florals': { label: 'Decor & Florals', description: 'Florists, stylists and balloon artists', icon: 'Flower2' },
  entertainment: { label: 'Entertainment', description: 'Dancers, magicians, hosts and acts', icon: 'PartyPopper' },
  'security-logistics': { label: 'Security & Logistics', description: 'Security, valet, transport and staffing', icon: 'ShieldCheck' },
  'premium-services': { label: 'Premium Services', description: 'Concierge, VIP hosting and luxury extras', icon: 'Crown' },
  'tech-av': { label: 'Tech & AV', description: 'Sound, lighting, screens and projection', icon: 'MonitorSpeaker' },
};

/** The label of a venue or vendor category slug ('music-djs' → 'Music & DJs'); the slug itself when unknown. */
export function categoryLabel(slug: string): string {
  return (VENUE_CATEGORY_INFO as Record<string, CategoryInfo>)[slug]?.label ?? (VENDOR_CATEGORY_INFO as Record<string, CategoryInfo>)[slug]?.label ?? slug;
}

export function isVenueCategory(value: unknown): value is VenueCategory {
  return typeof value === 'string' && (VENUE_CATEGORIES as readonly string[]).includes(value);
}

export function isVendorCategory(value: unknown): value is VendorCategory {
  return typeof value === 'string' && (VENDOR_CATEGORIES as readonly string[]).includes(value);
}

// Ordered rules: the first whose pattern matches wins, so specific phrases sit above broad words
// (e.g. "photo booth" is entertainment before "photo" is photography). \b keeps "av" off "avenue".
const VENDOR_RULES: [RegExp, Exclude<VendorCategory, 'all'>][] = [
  [/\bphoto ?booths?\b/, 'entertainment'],
  [/\b(dj|djs|disc jockey|band|bands|music|musician|singer|dj booth|orchestra|quartet|mc)\b/, 'music-djs'],
  [/\b(photo|video|film|cinematograph|drone)/, 'photography-video'],
  [/\b(cater|bar|bartend|chef|food|beverage|drink|cocktail|mixolog|bakery|cake|dessert|coffee|wine|catering)/, 'food-beverage'],
  [/\b(plann|coordinat|organi[sz])/, 'event-planning'],
  [/\b(decor|floral|florist|flower|balloon|styling|stylist|backdrop|rental)/, 'decor-florals'],
  [/\b(entertain|magic|dancer|performer|comedian|comedy|circus|acrobat|fire|host|karaoke|game)/, 'entertainment'],
  [/\b(security|guard|valet|parking|transport|shuttle|logistic|staffing|cleaning)/, 'security-logistics'],
  [/\b(premium|luxury|vip|concierge|limo|chauffeur)/, 'premium-services'],
  [/\b(av|a\/v|audio\w*|visuals?|sound\w*|light\w*|projectors?|projection|screens?|led|tech\w*|stag(e|ing))\b/, 'tech-av'],
];

const VENUE_RULES: [RegExp, Exclude<VenueCategory, 'all'>][] = [
  [/\b(rooftop|roof|terrace|skyline|penthouse)/, 'rooftop'],
  [/\b(gallery|galleries|museum|art)\b/, 'gallery'],
  [/\b(restaurant|dining|bistro|eatery|brasserie)/, 'restaurant'],
  [/\bstudio/, 'studio'],
  [/\b(warehouse|industrial|factory|depot|hangar)/, 'warehouse'],
  [/\b(garden|park|backyard|courtyard|patio|outdoor|greenhouse|vineyard)/, 'garden'],
  [/\b(ballroom|banquet|grand hall|hall)/, 'ballroom'],
  [/\bloft/, 'loft'],
  [/\b(conference|meeting|boardroom|office|coworking|convention)/, 'conference'],
  [/\b(bar|cafe|café|pub|lounge|club|coffee|speakeasy|brewery|tavern)/, 'bar-cafe'],
];

function normalise(text: string): string {
  return text.toLowerCase().replace(/[_&+]/g, ' ').replace(/\s+/g, ' ').trim();
}

function matchByRules<C extends string>(
  freeText: string | null | undefined,
  categories: readonly string[],
  info: Record<string, CategoryInfo>,
  rules: [RegExp, C][],
): C | null {
  if (!freeText) return null;
  const text = normalise(freeText);
  if (text.length === 0 || text === 'all') return null;
  const slug = text.replace(/ /g, '-');
  if (categories.includes(slug)) return slug as C;
  const byLabel = categories.find((category) => category !== 'all' && normalise(info[category]?.label ?? '') === text);
  if (byLabel) return byLabel as C;
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Maps a free-text vendor category ("DJ", "Wedding Photographer", "Catering & Bar") to a category, or null. */
export function matchVendorCategory(freeText: string | null | undefined): Exclude<VendorCategory, 'all'> | null {
  return matchByRules(freeText, VENDOR_CATEGORIES, VENDOR_CATEGORY_INFO, VENDOR_RULES);
}

/** Maps a free-text venue type ("Rooftop Terrace", "Art Gallery") to a category, or null. */
export function matchVenueCategory(freeText: string | null | undefined): Exclude<VenueCategory, 'all'> | null {
  return matchByRules(freeText, VENUE_CATEGORIES, VENUE_CATEGORY_INFO, VENUE_RULES);
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
