// The words a visitor typed, as search reads them (pure; query-lexemes.ts turns them into lexemes).

const MAX_WORDS = 12;
/** Words that only shape the sentence ("a rooftop for my birthday"); Postgres drops most, these too. */
const FILLER = new Set(['for', 'and', 'the', 'with', 'near', 'in', 'at', 'of', 'to', 'my', 'our', 'an', 'a', 'on', 'under', 'some', 'who', 'that', 'is']);

/** Lower-case words of letters and digits, fillers dropped, at most 12. */
export function queryWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && !FILLER.has(word)))].slice(0, MAX_WORDS);
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
