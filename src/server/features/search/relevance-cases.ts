// The relevance set: queries in planners' words, each with the categories a person would expect first. Read by
// relevance.test.ts (which requires 95% of them to pass) and by scripts/fit-embedding-calibration.ts.
import type { VendorCategory, VenueCategory } from '#shared/categories.ts';

export type RelevanceCase =
  | { kind: 'venue'; query: string; expected: readonly Exclude<VenueCategory, 'all'>[] }
  | { kind: 'vendor'; query: string; expected: readonly Exclude<VendorCategory, 'all'>[] };

const venue = (query: string, ...expected: Exclude<VenueCategory, 'all'>[]): RelevanceCase => ({ kind: 'venue', query, expected });
const vendor = (query: string, ...expected: Exclude<VendorCategory, 'all'>[]): RelevanceCase => ({ kind: 'vendor', query, expected });

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  venue('drinks with a skyline view at sunset', 'rooftop'),
  venue('open-air party up high overlooking the city', 'rooftop'),
  venue('art space with white walls for a private view', 'gallery'),
  venue('exhibition opening night', 'gallery'),
  venue('private dining room for a rehearsal dinner', 'restaurant'),
  venue("sit-down dinner with a chef's tasting menu", 'restaurant'),
  venue('space for a photo shoot with natural light', 'studio'),
  venue('workshop space with a cyclorama wall', 'studio'),
  venue('raw industrial space with high ceilings', 'warehouse', 'loft'),
  venue('techno rave in an old factory', 'warehouse'),
  venue('outdoor ceremony under the trees', 'garden'),
  venue('courtyard with greenery for a summer party', 'garden'),
  venue('black-tie gala with chandeliers', 'ballroom'),
  venue('formal wedding reception for 250 guests', 'ballroom'),
  venue('open-plan loft with exposed brick', 'loft'),
  venue('converted loft for a launch party', 'loft'),
  venue('quarterly planning day with slides', 'conference'),
  venue('team offsite with breakout rooms', 'conference'),
  venue('all-hands meeting with a projector', 'conference'),
  venue('cocktail bar to take over for a birthday', 'bar-cafe'),
  venue('cozy cafe for a baby shower', 'bar-cafe'),
  venue('speakeasy for after-party drinks', 'bar-cafe'),
  vendor('someone to play records at the afterparty', 'music-djs'),
  vendor('string quartet for the ceremony', 'music-djs'),
  vendor('live band for the reception', 'music-djs'),
  vendor('a videographer for the reception', 'photography-video'),
  vendor('someone to take pictures at our wedding', 'photography-video'),
  vendor('wedding photographer', 'photography-video'),
  vendor('drone footage of the venue', 'photography-video'),
  vendor('feed 150 guests at a buffet', 'food-beverage'),
  vendor('cocktails for the guests', 'food-beverage'),
  vendor('wedding cake', 'food-beverage'),
  vendor('tacos for a late-night snack', 'food-beverage'),
  vendor('someone to coordinate the day', 'event-planning'),
  vendor('help organising a company retreat', 'event-planning'),
  vendor('wedding planner', 'event-planning'),
  vendor('centrepieces and bouquets', 'decor-florals'),
  vendor('balloon arch for a birthday', 'decor-florals'),
  vendor('table styling and candles', 'decor-florals'),
  vendor('something to entertain guests during cocktail hour', 'entertainment', 'music-djs'),
  vendor('a magician', 'entertainment'),
  vendor('comedian for the office party', 'entertainment'),
  vendor('keep the door list safe', 'security-logistics'),
  vendor('bouncers for a club night', 'security-logistics'),
  vendor('getting guests from the hotel to the venue', 'security-logistics'),
  vendor('valet for 200 cars', 'security-logistics'),
  vendor('hair and makeup for the bride', 'premium-services'),
  vendor('VIP treatment for our guests', 'premium-services'),
  vendor('vintage car for the grand exit', 'premium-services'),
  vendor('champagne tower', 'premium-services'),
  vendor('speakers and microphones for a keynote', 'tech-av'),
  vendor('uplighting for the dance floor', 'tech-av'),
  vendor('LED screen for a product launch', 'tech-av'),
  vendor('livestream the conference for remote attendees', 'tech-av'),
];
