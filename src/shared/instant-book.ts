// Instant book (issue 46): a partner may let customers book a listing without waiting for an answer, for events at
// least some hours away. Such a line is confirmed and charged at checkout; the others stay requests the partner
// answers. No zod here: listing pages state it from their first view.

export const INSTANT_BOOK_LIMITS = { noticeHours: { min: 0, max: 720 } } as const;

export const INSTANT_BOOK_MESSAGES = {
  noticeHours: `Set the notice for instant book between ${INSTANT_BOOK_LIMITS.noticeHours.min} and ${INSTANT_BOOK_LIMITS.noticeHours.max} hours.`,
} as const;

/** The notices the editor offers, in hours; the server accepts any whole number within the limits. */
export const INSTANT_BOOK_NOTICE_CHOICES = [0, 24, 48, 72, 168, 336] as const;

export const DEFAULT_INSTANT_BOOK_NOTICE_HOURS = 48;

/** Whether a line of this listing confirms at checkout: instant book is on and the event is far enough away. */
export function confirmsAtOnce(noticeHours: number | null, startsAt: Date, bookedAt: Date): boolean {
  return noticeHours !== null && startsAt.getTime() - bookedAt.getTime() >= noticeHours * 3_600_000;
}

/** "48 hours", "3 days", "2 weeks": a notice as people say it. */
export function noticeInWords(hours: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours % 168 === 0 && hours > 0) return plural(hours / 168, 'week');
  if (hours % 24 === 0 && hours > 48) return plural(hours / 24, 'day');
  return plural(hours, 'hour');
}

/** What a listing page and the cart say of a listing that books instantly. */
export function instantBookInWords(noticeHours: number): string {
  return noticeHours === 0
    ? 'Instant book: confirmed as soon as you pay.'
    : `Instant book: confirmed as soon as you pay, for events at least ${noticeInWords(noticeHours)} away.`;
}

/** What checkout says of a line that is a request: the partner answers, and for an instant-book listing why this
 *  booking is not instant (the event is sooner than its notice): "Instant book needs 48 hours' notice: …". */
export function requestNote(noticeHours: number | null): string {
  const answers = 'the partner answers within 48 hours';
  if (noticeHours === null) return `${answers.charAt(0).toUpperCase()}${answers.slice(1)}`;
  const notice = noticeInWords(noticeHours);
  return `Instant book needs ${notice}${notice.endsWith('s') ? "'" : "'s"} notice: ${answers}`;
}
