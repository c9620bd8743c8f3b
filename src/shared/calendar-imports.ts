// A partner's own calendars read into their venues' and vendors' blocks (issue 47): the address they paste from
// Google, Outlook or Apple, and when each was last read and what went wrong.
import { z } from 'zod';

export const CALENDAR_IMPORT_LIMITS = {
  /** Each calendar is read again after this long. */
  syncEveryMs: 15 * 60_000,
  /** A calendar that has not answered in full by then has failed. */
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  /** Busy times in one calendar from yesterday to `horizonDays` ahead. */
  maxBusyTimes: 2_000,
  horizonDays: 400,
  maxRedirects: 3,
  perListing: 3,
  maxUrlLength: 2_000,
} as const;

const MB = CALENDAR_IMPORT_LIMITS.maxBytes / 1024 / 1024;

export const CALENDAR_IMPORT_MESSAGES = {
  url: 'Paste the calendar’s address: it starts with https://, http:// or webcal://.',
  credentials: 'Leave the user name and password out of the address.',
  privateAddress: 'This address points inside a private network. Use your calendar’s public address.',
  unreachable: 'The calendar could not be reached. Check the address and try again.',
  timeout: `The calendar did not answer within ${CALENDAR_IMPORT_LIMITS.timeoutMs / 1000} seconds.`,
  tooLarge: `The calendar is larger than ${MB} MB.`,
  tooManyRedirects: 'The calendar’s address sends us on too many redirects.',
  status: (status: number) => `The calendar’s server answered ${status}. Check that the address is still shared.`,
  notCalendar: 'This is not an iCalendar file. Copy the address that ends in .ics from your calendar’s settings.',
  tooManyEvents: `The calendar has more than ${CALENDAR_IMPORT_LIMITS.maxBusyTimes.toLocaleString('en-US')} busy times in the next year.`,
  unreadable: 'The calendar could not be read: it is too large or too complex.',
  twice: 'This calendar is already read into that listing.',
  tooMany: `A listing reads at most ${CALENDAR_IMPORT_LIMITS.perListing} calendars.`,
  notFound: 'This calendar was not found.',
} as const;

/** webcal:// is how calendar apps name an http(s) subscription. */
export function normalizeCalendarUrl(text: string): string {
  return text.trim().replace(/^webcals?:\/\//i, 'https://');
}

/** What is wrong with a calendar's address as typed, or null. Where it leads is checked when it is read. */
export function calendarUrlError(text: string): string | null {
  let url: URL;
  try {
    url = new URL(normalizeCalendarUrl(text));
  } catch {
    return CALENDAR_IMPORT_MESSAGES.url;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return CALENDAR_IMPORT_MESSAGES.url;
  if (url.username || url.password) return CALENDAR_IMPORT_MESSAGES.credentials;
  return null;
}

export const CalendarImportRequestSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, CALENDAR_IMPORT_MESSAGES.url)
    .max(CALENDAR_IMPORT_LIMITS.maxUrlLength, 'This address is too long.')
    .superRefine((url, context) => {
      const error = calendarUrlError(url);
      if (error) context.addIssue({ code: 'custom', message: error });
    }),
});

export const CalendarImportSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  /** Where the calendar lives (calendar.google.com): its full address holds its owner's secret. */
  host: z.string(),
  /** The last read that succeeded, and what went wrong with a later one (null once one succeeds again). */
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  busyTimes: z.number().int(),
});
export type CalendarImport = z.infer<typeof CalendarImportSchema>;
