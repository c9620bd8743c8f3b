// Which venue kinds and vendor services a planner's words ask for, directly ("photographer") or by what the thing
// does or where it happens ("take pictures", "door list", "high ceilings"). Search ranks the asked-for categories
// first, and the search boxes open the tab the words are about. Words, not a model: the same words always read
// the same way, on the server and in the browser. Pure.
import type { VendorCategory, VenueCategory } from './categories.ts';

type VenueKind = Exclude<VenueCategory, 'all'>;
type VendorService = Exclude<VendorCategory, 'all'>;

// Terms are lower case and singular; words are separated by spaces (a query's "open-air" reads as "open air"), and a
// trailing * takes any ending ("photograph*": photographer, photography, photographs). Where two terms overlap, the
// longer one is read ("private dining" is a restaurant, not a word about privacy and one about dinner).
//
// `names`: the thing itself, or what it is booked to do ("ballroom", "take pictures", "open bar"). `features`: what
// it has or is like ("chandeliers", "formal", "parking"): a sign of it, not a request to book it. `occasions`:
// events it usually serves ("gala" asks for a ballroom, "retreat" for a planner). All three rank the same; an
// occasion is a weaker sign of which tab the words are about, as any vendor may serve it ("DJ for a gala"); only
// names say what to book (`bookingsNamed`).

export interface CategoryWords {
  names: readonly string[];
  features?: readonly string[];
  occasions?: readonly string[];
}

export const VENUE_KIND_WORDS: Record<VenueKind, CategoryWords> = {
  rooftop: {
    names: ['rooftop', 'roof', 'roof deck', 'terrace', 'penthouse', 'sky bar'],
    features: ['skyline', 'city view', 'overlooking the city', 'up high'],
  },
  gallery: {
    names: ['gallery', 'galleries', 'museum', 'art space'],
    features: ['art', 'artwork', 'white wall'],
    occasions: ['exhibition', 'exhibit', 'private view', 'vernissage'],
  },
  restaurant: {
    names: ['restaurant', 'private dining', 'dining room', 'bistro', 'brasserie', 'trattoria', 'eatery', 'supper club'],
    features: ['tasting menu', 'set menu', 'buyout'],
    occasions: ['sit down dinner', 'rehearsal dinner', 'dinner'],
  },
  studio: {
    names: ['studio', 'cyclorama', 'cyc', 'infinity cove'],
    features: ['natural light', 'daylight'],
    occasions: ['photo shoot', 'video shoot', 'film shoot', 'shoot', 'workshop', 'podcast', 'content day'],
  },
  warehouse: {
    names: ['warehouse', 'industrial space', 'factory', 'raw space', 'hangar', 'depot', 'mill'],
    features: ['industrial', 'raw', 'high ceiling', 'concrete', 'loading dock'],
    occasions: ['rave'],
  },
  garden: {
    names: [
      'garden',
      'courtyard',
      'backyard',
      'lawn',
      'conservatory',
      'greenhouse',
      'glasshouse',
      'orchard',
      'vineyard',
      'patio',
    ],
    features: ['greenery', 'botanical', 'outdoor', 'outdoors', 'tree', 'marquee', 'al fresco'],
  },
  ballroom: {
    names: ['ballroom', 'banquet hall', 'grand hall'],
    features: ['chandelier', 'formal', 'black tie'],
    occasions: ['ball', 'banquet', 'gala', 'dinner dance'],
  },
  loft: { names: ['loft'], features: ['exposed brick', 'open plan', 'converted', 'mezzanine'] },
  conference: {
    names: ['conference room', 'conference center', 'conference centre', 'meeting room', 'boardroom', 'breakout room'],
    features: ['breakout', 'projector'],
    occasions: [
      'conference',
      'meeting',
      'offsite',
      'off site',
      'seminar',
      'summit',
      'keynote',
      'presentation',
      'slide',
      'all hands',
      'town hall',
      'training',
      'planning day',
      'strategy day',
      'away day',
      'lecture',
      'panel talk',
    ],
  },
  'bar-cafe': {
    names: [
      'bar',
      'cafe',
      'coffee shop',
      'pub',
      'lounge',
      'speakeasy',
      'cocktail bar',
      'wine bar',
      'brewery',
      'taproom',
      'tavern',
      'nightclub',
      'club',
    ],
    features: ['coffee'],
    occasions: ['happy hour', 'drink'],
  },
};

export const VENDOR_SERVICE_WORDS: Record<VendorService, CategoryWords> = {
  'music-djs': {
    names: [
      'dj',
      'deejay',
      'disc jockey',
      'band',
      'live music',
      'music',
      'musician',
      'singer',
      'vocalist',
      'quartet',
      'string*',
      'orchestra',
      'choir',
      'pianist',
      'guitarist',
      'violinist',
      'saxophon*',
      'percussion*',
      'mc',
      'emcee',
      'playlist',
      'vinyl',
      'play record',
      'spin record',
    ],
    occasions: ['techno', 'house music', 'disco', 'hip hop'],
  },
  'photography-video': {
    names: [
      'photograph*',
      'photo',
      'picture',
      'pic',
      'camera',
      'videograph*',
      'video',
      'film',
      'filmmaker',
      'cinematograph*',
      'drone',
      'footage',
      'headshot',
      'portrait',
      'photo booth',
      'highlight reel',
      'capture the day',
    ],
  },
  'food-beverage': {
    names: [
      'cater*',
      'food',
      'buffet',
      'canape*',
      'chef',
      'bartend*',
      'bar',
      'bar service',
      'open bar',
      'mobile bar',
      'cocktail',
      'mocktail',
      'wine',
      'beer',
      'cake',
      'dessert',
      'pastr*',
      'baker*',
      'taco',
      'bbq',
      'barbecue',
      'pizza',
      'food truck',
      'grazing',
      'charcuterie',
      'oyster',
      'seafood',
      'raw bar',
      'menu',
      'snack',
      'meal',
      'feed',
      'coffee',
      'private chef',
    ],
    occasions: ['drink', 'brunch'],
  },
  'event-planning': {
    names: [
      'planner',
      'event planning',
      'wedding planning',
      'planning help',
      'help planning',
      'coordinat*',
      'organis*',
      'organiz*',
      'producer',
      'production company',
      'timeline',
      'run of show',
      'venue sourcing',
      'vendor sourcing',
    ],
    features: ['day of'],
    occasions: ['retreat', 'offsite', 'off site'],
  },
  'decor-florals': {
    names: [
      'decor*',
      'florist',
      'floral',
      'flower',
      'bouquet',
      'boutonniere',
      'centrepiece',
      'centerpiece',
      'arrangement',
      'balloon',
      'garland',
      'arch',
      'styling',
      'stylist',
      'tablescape',
      'table styling',
      'linen',
      'candle',
      'backdrop',
      'drape',
      'draping',
      'rental',
      'furniture',
      'greenery',
      'string light',
      'fairy light',
      'festoon*',
    ],
  },
  entertainment: {
    names: [
      'entertain*',
      'magic*',
      'illusionist',
      'mentalist',
      'comedian',
      'comedy',
      'stand up',
      'juggler',
      'acrobat*',
      'aerial*',
      'circus',
      'fire performer',
      'fire dancer',
      'fire show',
      'performer',
      'performance',
      'dancer',
      'dance show',
      'dance lesson',
      'first dance',
      'salsa',
      'caricatur*',
      'clown',
      'stilt',
      'karaoke',
      'trivia',
      'casino',
      'tarot',
      'fortune teller',
      'photo booth',
      'act',
    ],
  },
  'security-logistics': {
    names: [
      'security',
      'guard',
      'bouncer',
      'door staff',
      'door list',
      'id check',
      'valet',
      'shuttle',
      'transport*',
      'bus',
      'coach',
      'staffing',
      'event staff',
      'waiting staff',
      'usher',
      'coat check',
      'cloakroom',
      'barrier',
      'logistic*',
    ],
    features: ['door', 'safe', 'safety', 'crowd', 'parking', 'car park', 'transfer', 'airport', 'check in', 'load in'],
  },
  'premium-services': {
    names: [
      'vip',
      'concierge',
      'butler',
      'chauffeur*',
      'limo',
      'limousine',
      'vintage car',
      'classic car',
      'getaway car',
      'grand exit',
      'car hire',
      'sommelier',
      'private chef',
      'hair',
      'makeup',
      'make up',
      'glam',
      'beauty',
      'spa',
      'massage',
      'manicure',
      'red carpet',
    ],
    features: ['luxury', 'champagne', 'hospitality'],
    occasions: ['proposal'],
  },
  'tech-av': {
    names: [
      'av',
      'a v',
      'audio',
      'sound',
      'sound system',
      'pa',
      'pa system',
      'microphone',
      'mic',
      'lighting',
      'light show',
      'uplighting',
      'uplight*',
      'lights',
      'led',
      'led wall',
      'screen',
      'projector',
      'projection',
      'visuals',
      'laser',
      'livestream*',
      'live stream*',
      'streaming',
      'webcast',
      'video wall',
      'stage',
      'staging',
      'truss',
      'haze',
      'effects',
      'cold spark*',
      'sound engineer',
      'technician',
      'slide',
    ],
    features: ['speaker', 'string light', 'fairy light'],
    occasions: ['hybrid meeting', 'screening', 'film screening'],
  },
};

/** Phrases that name no category though their words would: read as one, they keep their words from counting. */
const NEUTRAL_PHRASES = ['cocktail hour', 'cocktail party', 'dance floor', 'bar mitzvah', 'bat mitzvah', 'after party'];

/** Words that join what is asked for to what it is for: "a DJ | for a rooftop party", "a loft | with exposed brick". */
const JOINING_WORDS = new Set([
  'for',
  'with',
  'in',
  'at',
  'on',
  'near',
  'under',
  'to',
  'who',
  'that',
  'from',
  'during',
  'around',
  'by',
]);

/** Words `start` to `end` (exclusive) of the text name the category, as one of its names, features or occasions. */
export type CategoryMention = { start: number; end: number; as: 'name' | 'feature' | 'occasion' } & (
  { kind: 'venue'; category: VenueKind } | { kind: 'vendor'; category: VendorService }
);

type Sense = Omit<CategoryMention, 'start' | 'end'>;

interface Term {
  words: readonly string[];
  senses: readonly Sense[];
}

function compile(): Term[] {
  const byPhrase = new Map<string, Term>();
  const add = (phrase: string, sense?: Sense) => {
    const term = byPhrase.get(phrase) ?? { words: phrase.split(' '), senses: [] };
    byPhrase.set(phrase, { ...term, senses: sense ? [...term.senses, sense] : term.senses });
  };
  const addAll = (kind: 'venue' | 'vendor', table: Record<string, CategoryWords>) => {
    for (const [category, { names, features = [], occasions = [] }] of Object.entries(table)) {
      for (const phrase of names) add(phrase, { kind, category, as: 'name' } as Sense);
      for (const phrase of features) add(phrase, { kind, category, as: 'feature' } as Sense);
      for (const phrase of occasions) add(phrase, { kind, category, as: 'occasion' } as Sense);
    }
  };
  addAll('venue', VENUE_KIND_WORDS);
  addAll('vendor', VENDOR_SERVICE_WORDS);
  for (const phrase of NEUTRAL_PHRASES) add(phrase);
  // Longest first: at each word the longest terms that fit are the ones read.
  return [...byPhrase.values()].sort((a, b) => b.words.length - a.words.length);
}

const TERMS = compile();

/** Lower-case words without accents, possessive 's or punctuation: "Chef's open-air café" → chef, open, air, cafe. */
export function plainWords(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/&/g, ' and ');
  return plain.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A plural read as its singular: parties → party, boxes → box, speakers → speaker; "glass" and "bus" stay. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

function fits(pattern: string, word: string): boolean {
  if (pattern.endsWith('*')) return word.startsWith(pattern.slice(0, -1));
  return word === pattern || singular(word) === pattern;
}

/** Every category the words name, in the order they are named (a term naming two categories gives both). */
export function categoryMentions(text: string): CategoryMention[] {
  const words = plainWords(text);
  const mentions: CategoryMention[] = [];
  for (let start = 0; start < words.length;) {
    const found = TERMS.filter((t) =>
      t.words.every((pattern, i) => start + i < words.length && fits(pattern, words[start + i] as string)),
    );
    const length = found[0]?.words.length ?? 0;
    if (length === 0) {
      start += 1;
      continue;
    }
    const end = start + length;
    const read = new Set<string>();
    for (const term of found.filter((t) => t.words.length === length)) {
      for (const sense of term.senses) {
        const key = `${sense.kind} ${sense.category}`;
        if (!read.has(key)) mentions.push({ start, end, ...sense } as CategoryMention);
        read.add(key);
      }
    }
    start = end;
  }
  return mentions;
}

/** The venue kinds the words name, first named first. */
export function venueKindsNamed(text: string): VenueKind[] {
  return unique(categoryMentions(text).flatMap((m) => (m.kind === 'venue' ? [m.category] : [])));
}

/** The vendor services the words name, first named first. */
export function vendorServicesNamed(text: string): VendorService[] {
  return unique(categoryMentions(text).flatMap((m) => (m.kind === 'vendor' ? [m.category] : [])));
}

/**
 * What the words ask to book: the venue kinds and vendor services they name (not features or occasions: "formal"
 * or "a gala" does not make the venue a ballroom), first named first. A term naming a venue kind names the place
 * ("drinks at a bar"; the bar as a service is "open bar", "bar service", "bartender"); a term naming two services
 * asks for one vendor, of the service listed first ("photo booth": photography-video, "private chef": food-beverage).
 */
export function bookingsNamed(text: string): { venueKinds: VenueKind[]; services: VendorService[] } {
  const names = categoryMentions(text).filter((m) => m.as === 'name');
  const places = new Set(names.filter((m) => m.kind === 'venue').map((m) => m.start));
  const services = names.filter(
    (m): m is Extract<CategoryMention, { kind: 'vendor' }> => m.kind === 'vendor' && !places.has(m.start),
  );
  return {
    venueKinds: unique(names.flatMap((m) => (m.kind === 'venue' ? [m.category] : []))),
    services: unique(services.filter((m, i) => services[i - 1]?.start !== m.start).map((m) => m.category)),
  };
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * The discover tab the words are about, or null when they name neither a venue kind nor a vendor service (or both
 * equally). What is asked for comes before any joining word ("a DJ | for a rooftop party", "a loft | with a DJ
 * booth"); in it, a thing named outweighs an occasion ("livestream the conference"), and the head word comes last
 * ("rooftop DJ", "wedding photographer"). A word both sides know ("bar", "drinks") goes to the side the other
 * words name more.
 */
export function searchTabFor(text: string): 'venues' | 'vendors' | null {
  const mentions = categoryMentions(text);
  if (mentions.length === 0) return null;
  const words = plainWords(text);
  const joint = words.findIndex((word, i) => i > 0 && JOINING_WORDS.has(word));
  const head = joint > 0 ? mentions.filter((m) => m.end <= joint) : [];
  const asked = head.length > 0 ? head : mentions;
  const named = asked.filter((m) => m.as !== 'occasion');
  const pick = named.length > 0 ? named : asked;
  const lastEnd = Math.max(...pick.map((m) => m.end));
  const last = new Set(pick.filter((m) => m.end === lastEnd).map((m) => m.kind));
  if (last.size === 1) return last.has('venue') ? 'venues' : 'vendors';
  return sideNamedMore(pick) ?? sideNamedMore(mentions);
}

function sideNamedMore(mentions: readonly CategoryMention[]): 'venues' | 'vendors' | null {
  const venues = mentions.filter((m) => m.kind === 'venue').length;
  const vendors = mentions.length - venues;
  return venues === vendors ? null : venues > vendors ? 'venues' : 'vendors';
}
