// What one message to the concierge says about the event: its type, guests, city, date, budget, length, vibe,
// venue type and the services it needs, plus the follow-up moves ('cheaper', 'another venue', 'no DJ',
// 'start over'). Rules, not a model: the same words always read the same way, offline. The venue type and services
// are read from the words table search uses (#shared/category-words.ts). Pure.
import type { ServiceCategory, EventIntent } from '#shared/concierge.ts';
import { bookingsNamed } from '#shared/category-words.ts';
import { readDate } from './read-dates.ts';

export interface ReadQuery {
  /** Only what this message names; the rest is null or empty. */
  intent: EventIntent;
  cheaper: boolean;
  anotherVenue: boolean;
  removeServices: ServiceCategory[];
  startOver: boolean;
  /** The message as it was read (lower case, services sent away taken out). */
  text: string;
}

const EVENT_TYPES: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [
    /\b(techno|house|disco|hip[- ]?hop|jazz|latin|salsa|reggaeton|drum and bass|edm|80s|90s|karaoke|trivia|comedy|open mic|game)\s+(night|party)\b/,
    (m) => `${m[1]} night`,
  ],
  [/\brehearsal dinner\b/, 'rehearsal dinner'],
  [/\bengagement (party|dinner)\b/, 'engagement party'],
  [/\bbachelor(ette)? (party|weekend)\b|\bhen do\b|\bstag do\b/, (m) => `bachelor${m[1] ?? ''} party`],
  [/\bbaby shower\b/, 'baby shower'],
  [/\bbridal shower\b/, 'bridal shower'],
  [/\bweddings?\b|\breception\b|\belop(e|ement)\b/, 'wedding'],
  [/\bbirthday (dinner|brunch|lunch|drinks)\b/, (m) => `birthday ${m[1]}`],
  [/\b(\d{1,3}(?:st|nd|rd|th) )?birthday\b|\bbday\b/, 'birthday party'],
  [/\bgraduation\b|\bgrad party\b/, 'graduation party'],
  [/\banniversary\b/, 'anniversary'],
  [/\breunion\b/, 'reunion'],
  [/\bretirement\b/, 'retirement party'],
  [/\b(holiday|christmas|xmas|festive|end of year|new year'?s?( eve)?) party\b/, 'holiday party'],
  [/\bquincea(ñ|n)era\b/, 'quinceañera'],
  [/\b(bar|bat|b'nai) mitzvah\b/, (m) => `${m[1]} mitzvah`],
  [/\bproduct launch\b|\blaunch (party|event)\b|\blaunch\b/, 'product launch'],
  [/\bconference\b|\bsummit\b|\bsymposium\b/, 'conference'],
  [/\bgala\b|\bfundraiser\b|\bbenefit\b|\bcharity (dinner|event)\b/, 'gala'],
  [/\bnetworking\b|\bmixer\b|\bmeetup\b/, 'networking mixer'],
  [
    /\b(offsite|off-site|team building|corporate|company|office|team) (event|party|day|dinner|retreat|offsite)?\b/,
    'corporate event',
  ],
  [/\bworkshop\b|\bclass\b|\bseminar\b/, 'workshop'],
  [/\bphoto ?shoot\b|\bvideo shoot\b|\bfilm shoot\b/, 'photo shoot'],
  [/\bfashion show\b|\brunway\b/, 'fashion show'],
  [/\bconcert\b|\bgig\b|\blive show\b/, 'concert'],
  [/\brave\b/, 'rave'],
  [/\bcocktail (party|hour|reception)\b/, 'cocktail party'],
  [/\bdinner party\b|\bsupper\b|\bdinner\b/, 'dinner party'],
  [/\bbrunch\b/, 'brunch'],
  [/\bparty\b|\bcelebration\b|\bbash\b|\bget-together\b/, 'party'],
];

const VIBES = [
  'techno',
  'industrial',
  'underground',
  'raw',
  'elegant',
  'rustic',
  'intimate',
  'cozy',
  'modern',
  'minimal',
  'minimalist',
  'boho',
  'glam',
  'glamorous',
  'romantic',
  'chic',
  'classy',
  'upscale',
  'luxurious',
  'luxury',
  'casual',
  'outdoor',
  'artsy',
  'vintage',
  'retro',
  'tropical',
  'moody',
  'energetic',
  'chill',
  'laid-back',
  'festive',
  'waterfront',
  'skyline',
  'sunset',
  'dark',
  'bright',
  'quirky',
  'formal',
  'fun',
  'loud',
  'lively',
  'exclusive',
  'colorful',
  'natural',
  'historic',
];

/** Nicknames of catalogue cities; only those whose city is in the catalogue are used. */
const CITY_ALIASES: Record<string, string> = {
  nyc: 'New York',
  manhattan: 'New York',
  'new york city': 'New York',
  la: 'Los Angeles',
  'l.a.': 'Los Angeles',
  hollywood: 'Los Angeles',
  sf: 'San Francisco',
  'san fran': 'San Francisco',
  'the bay': 'San Francisco',
  atl: 'Atlanta',
  philly: 'Philadelphia',
  dc: 'Washington',
  bushwick: 'Brooklyn',
  williamsburg: 'Brooklyn',
  dumbo: 'Brooklyn',
};

const NUMBER_WORDS: Record<string, number> = {
  ten: 10,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'a hundred': 100,
  'two hundred': 200,
  'three hundred': 300,
  'a thousand': 1000,
};

const CHEAPER =
  /\b(cheaper|less expensive|more affordable|lower (the )?(price|cost)|too (expensive|pricey|much)|budget[- ]friendly|save money|cut (the )?cost)\b/;
const ANOTHER_VENUE =
  /\b(another|different|other|new|a second) (venue|place|space|location|spot)s?\b|\bsomewhere else\b/;
const START_OVER = /\b(start over|start again|new event|reset|from scratch|forget (that|it|everything))\b/;
const REMOVAL =
  /\b(?:no|without|remove|drop|skip|lose|cancel|don'?t need|do not need|minus)\s+(?:the\s+|a\s+|an\s+|any\s+)?([a-z/\- ]{2,30}?)(?=[,.;!?]|\s+(?:and|but|please|thanks)\b|$)/g;

function normalise(query: string): string {
  return ` ${query.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim()} `;
}

function eventTypeIn(text: string): string | null {
  for (const [pattern, label] of EVENT_TYPES) {
    const match = pattern.exec(text);
    if (match)
      return (typeof label === 'string' ? label : label(match)).replace(/\s+/g, ' ').replace(/hip ?hop/, 'hip-hop');
  }
  return null;
}

const MONEY_AFTER = /^\s*(k\b|thousand|grand|dollars|usd|bucks)/;

function guestsIn(text: string): number | null {
  const digits =
    /\b(\d{1,3}(?:,\d{3})+|\d{1,6})\s*\+?\s*(?:-\s*)?(?:people|guests|persons|pax|attendees|ppl|heads|folks|friends|of us|person\b|guest\b|attendee\b|coworkers|colleagues|employees|kids|adults)/.exec(
      text,
    );
  if (digits) return Number(digits[1]!.replace(/,/g, ''));
  const crowd =
    /\b(?:crowd|group|party|team|company|guest list|headcount|capacity) of (?:about |around |~)?(\d{1,3}(?:,\d{3})+|\d{1,6})\b/.exec(
      text,
    );
  if (crowd) return Number(crowd[1]!.replace(/,/g, ''));
  const words =
    /\b(a hundred|two hundred|three hundred|a thousand|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\s+(?:people|guests|friends|of us)\b/.exec(
      text,
    );
  if (words) return NUMBER_WORDS[words[1]!] ?? null;
  // 'for 250' when nothing else counts it, and it is not money, a time or a length.
  const bare =
    /\bfor (?:about |around |~)?(\d{2,5})\b(?!\s*(?:k\b|thousand|grand|dollars|usd|bucks|hours?|hrs?|h\b|pm|am|:|\/|%|minutes|mins|days|nights|weeks|years))/.exec(
      text,
    );
  if (bare && !/\$\s*$/.test(text.slice(0, bare.index + 4))) return Number(bare[1]);
  return null;
}

function amountCents(number: string, scale: string | undefined): number {
  const value = Number(number.replace(/,/g, ''));
  const multiplier = scale && /^(k|thousand|grand)/.test(scale) ? 1000 : 1;
  return Math.round(value * multiplier * 100);
}

/** The event's total budget; a rate ('$200 an hour') is not one. */
function budgetIn(text: string): number | null {
  const perUnit = /^\s*(?:\/\s*(?:hr|hour|h|person|guest|head)|per (?:hour|person|guest|head)|an hour|a head|each)\b/;
  const dollars = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b|thousand|grand)?/g;
  for (let match = dollars.exec(text); match; match = dollars.exec(text)) {
    if (perUnit.test(text.slice(match.index + match[0].length))) continue;
    return amountCents(match[1]!, match[2]);
  }
  const worded = /\b(\d[\d,]*(?:\.\d+)?)\s*(k\b|thousand|grand|dollars|usd|bucks)/g;
  for (let match = worded.exec(text); match; match = worded.exec(text)) {
    if (perUnit.test(text.slice(match.index + match[0].length))) continue;
    if (/\bk\b/.test(match[2]!) && /^\s*(steps|run|followers)/.test(text.slice(match.index + match[0].length)))
      continue;
    return amountCents(match[1]!, match[2]);
  }
  const stated = /\bbudget(?: is| of|:| around| about| ~)*\s*(\d[\d,]*(?:\.\d+)?)\b/.exec(text);
  if (stated && !MONEY_AFTER.test(text.slice(stated.index + stated[0].length)))
    return amountCents(stated[1]!, undefined);
  return null;
}

function hoursIn(text: string): number | null {
  const stated = /\b(\d{1,2})\s*(?:-\s*)?(?:hours?|hrs?|h)\b(?! (?:away|drive|before|after|notice))/.exec(text);
  if (stated) return Math.min(12, Math.max(1, Number(stated[1])));
  const span = /\bfrom (\d{1,2})(?::\d{2})?\s*(am|pm)? (?:to|till|until|-) (\d{1,2})(?::\d{2})?\s*(am|pm)\b/.exec(text);
  if (span) {
    const to24 = (hour: number, half: string | undefined) => (hour % 12) + (half === 'pm' ? 12 : 0);
    const start = to24(Number(span[1]), span[2] ?? span[4]);
    const end = to24(Number(span[3]), span[4]);
    const length = (end - start + 24) % 24;
    return length === 0 ? null : Math.min(12, length);
  }
  if (/\ball night\b/.test(text)) return 8;
  return null;
}

function cityIn(text: string, cities: readonly string[]): string | null {
  const known = new Map(cities.map((city) => [city.toLowerCase(), city]));
  // Longest names first, so 'new york' is not read as 'york'.
  const byLength = [...known.keys()].sort((a, b) => b.length - a.length);
  const named = byLength.find((city) => new RegExp(`\\b${city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text));
  if (named) return known.get(named) ?? null;
  for (const [alias, city] of Object.entries(CITY_ALIASES)) {
    const escaped = alias.replace(/\./g, '\\.');
    if (new RegExp(`(^|[\\s,])${escaped}(?=[\\s,.!?]|$)`).test(text) && known.has(city.toLowerCase())) return city;
  }
  return null;
}

/** In the order they appear. */
function vibesIn(text: string): string[] {
  return VIBES.map((vibe) => ({ vibe, at: new RegExp(`\\b${vibe}\\b`).exec(text)?.index ?? -1 }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ vibe }) => vibe);
}

/** Services the message sends away ('no DJ', 'without the photographer'), and the text with those phrases taken out. */
function removals(text: string): { removed: ServiceCategory[]; rest: string } {
  const removed: ServiceCategory[] = [];
  const rest = text.replace(REMOVAL, (whole, phrase: string) => {
    const { services } = bookingsNamed(phrase);
    if (services.length === 0) return whole;
    removed.push(...services);
    return ' ';
  });
  return { removed: [...new Set(removed)], rest };
}

/** Reads one message. `cities`: the catalogue's cities; `todayIso`: YYYY-MM-DD. */
export function readQuery(query: string, options: { cities: readonly string[]; todayIso: string }): ReadQuery {
  const text = normalise(query);
  const { removed, rest } = removals(text);
  const eventType = eventTypeIn(rest);
  const vibes = vibesIn(rest);
  const booked = bookingsNamed(rest);
  return {
    intent: {
      eventType,
      guests: guestsIn(rest),
      city: cityIn(rest, options.cities),
      date: readDate(rest, options.todayIso),
      budgetCents: budgetIn(rest),
      hours: hoursIn(rest),
      vibes,
      venueType: booked.venueKinds[0] ?? null,
      services: booked.services.filter((service) => !removed.includes(service)),
    },
    cheaper: CHEAPER.test(rest),
    anotherVenue: ANOTHER_VENUE.test(rest),
    removeServices: removed,
    startOver: START_OVER.test(rest),
    text: rest.trim(),
  };
}
