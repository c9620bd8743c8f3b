// The dates the API accepts (issue 41). A day to book (a cart's or quote's event, a search for a free day, a day to
// block) lies between today and two years ahead. A day a calendar or a saved cart shows may have passed, so those
// lie in a wider window. Both keep every date PostgreSQL and the slot arithmetic can hold. Dates are YYYY-MM-DD and
// compare as strings; the server's today is its UTC date. Their schemas are in event-date-schemas.ts, so the
// client's first view (the cart's rules) takes these without zod.

export const BOOKING_HORIZON_YEARS = 2;
/** How far back and ahead a calendar view or a saved cart may reach. */
export const SHOWN_DATES_YEARS = { back: 10, ahead: 3 } as const;

export const EVENT_DATE_MESSAGES = {
  format: 'Use a date like 2027-03-06.',
  past: 'Event date cannot be in the past',
  tooFar: 'Choose a date within the next two years.',
  outsideShown: (from: string, to: string) => `Choose dates between ${from} and ${to}.`,
} as const;

/** Today's date in UTC, YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The same day `years` later (or earlier); 29 February becomes 1 March in a common year. */
export function addYears(date: string, years: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

export function lastBookableDate(today: string): string {
  return addYears(today, BOOKING_HORIZON_YEARS);
}

/** Why a date cannot be booked (the §5 message for a past one), or null when it can. */
export function eventDateProblem(date: string, today: string): string | null {
  if (date < today) return EVENT_DATE_MESSAGES.past;
  if (date > lastBookableDate(today)) return EVENT_DATE_MESSAGES.tooFar;
  return null;
}

/** The days a calendar or a saved cart may show around `today`. */
export function shownWindow(today: string): { from: string; to: string } {
  return { from: addYears(today, -SHOWN_DATES_YEARS.back), to: addYears(today, SHOWN_DATES_YEARS.ahead) };
}
