// The words a visitor typed, as search reads them (pure; query-lexemes.ts turns them into lexemes).

const MAX_WORDS = 12;
/** Words that only shape the sentence ("a rooftop for my birthday"); Postgres drops most, these too. */
const FILLER = new Set([
  'for',
  'and',
  'the',
  'with',
  'near',
  'in',
  'at',
  'of',
  'to',
  'my',
  'our',
  'an',
  'a',
  'on',
  'under',
  'some',
  'who',
  'that',
  'is',
]);

/** Lower-case words of letters and digits, fillers dropped, at most 12. */
export function queryWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && !FILLER.has(word)))].slice(0, MAX_WORDS);
}

/**
 * Words nearly every listing shares: the occasion ("wedding", "party"), who comes, and how a request is put
 * ("someone", "need"). In "wedding photographer" the photographer is asked for and the wedding is context: a
 * shuttle company that drives wedding guests matches the word as well as a photographer does.
 */
const GENERIC = new Set([
  'wedding',
  'weddings',
  'party',
  'parties',
  'event',
  'events',
  'celebration',
  'celebrations',
  'birthday',
  'birthdays',
  'reception',
  'ceremony',
  'guest',
  'guests',
  'people',
  'night',
  'day',
  'venue',
  'venues',
  'space',
  'spaces',
  'place',
  'spot',
  'private',
  'company',
  'corporate',
  'team',
  'someone',
  'something',
  'somewhere',
  'need',
  'needs',
  'looking',
  'want',
  'help',
  'hire',
  'book',
  'best',
  'good',
  'great',
  'nice',
  'perfect',
  'lovely',
]);

/** The words that say what is asked for, and the generic ones around them; all words are asked for when all are generic. */
export function askedAndContext(words: readonly string[]): { asked: string[]; context: string[] } {
  const asked = words.filter((word) => !GENERIC.has(word));
  if (asked.length === 0) return { asked: [...words], context: [] };
  return { asked, context: words.filter((word) => GENERIC.has(word)) };
}

const GUEST_COUNT = /\b(\d{2,5})\s*(?:people|guests|persons|pax|attendees|ppl|heads)\b/i;

/** '300 people', '120 guests' → 300: a guest count stated in the query. */
export function guestCountIn(text: string): number | null {
  const match = GUEST_COUNT.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * The text without its guest count: once it is a capacity filter, its words ('300', 'people') would only rank the
 * listings that state a number of guests.
 */
export function withoutGuestCount(text: string): string {
  return text.replace(GUEST_COUNT, ' ').trim();
}
