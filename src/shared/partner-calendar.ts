// The portal's calendar (issue 7): the partner's bookings and blocked times over a range, blocking a day or some
// hours of any of their venues and vendors (issue 47), and a private iCalendar feed address for their own calendar app.
import { z } from 'zod';
import { CalendarImportSchema } from './calendar-imports.ts';
import { bookableDate, shownDate } from './event-date-schemas.ts';
import { WINDOW_MESSAGES } from './event-window.ts';

const isoDate = shownDate('Use a date like 2027-03-17.');

export const CALENDAR_MESSAGES = {
  booked: 'You have a booking then: decline or cancel it before blocking that time.',
  past: 'Past days cannot be blocked.',
  alreadyBlocked: 'That time is already blocked.',
  notFound: 'This listing was not found.',
  blockNotFound: 'This block was not found.',
  fromCalendar:
    'This block comes from a calendar you keep elsewhere: remove the event there, or stop reading that calendar.',
  bothTimes: 'Give both a start and an end time, or neither to block the whole day.',
} as const;

export const CALENDAR_MAX_DAYS = 93;
const DAY_MS = 86_400_000;

export const CalendarRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((r) => r.from <= r.to, { message: 'The range ends before it starts.', path: ['to'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= CALENDAR_MAX_DAYS * DAY_MS, {
    message: `Ask for at most ${CALENDAR_MAX_DAYS} days at a time.`,
    path: ['to'],
  });

export const CalendarBookingSchema = z.object({
  itemId: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  listingKind: z.enum(['venue', 'vendor']),
  listingId: z.string().nullable(),
  listingName: z.string(),
  customerName: z.string(),
  /** The event's name and guests as the customer gave them at checkout, when they did. */
  eventName: z.string().nullable(),
  guestCount: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The clock the event keeps: the calendar shows it on that clock's day and hours. */
  timeZone: z.string(),
  status: z.enum(['requested', 'confirmed', 'completed']),
});
export type CalendarBooking = z.infer<typeof CalendarBookingSchema>;

export const BlockSchema = z.object({
  id: z.string(),
  listingKind: z.enum(['venue', 'vendor']),
  listingId: z.string(),
  listingName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The listing's clock, which its blocked days and hours are on. */
  timeZone: z.string(),
  reason: z.string().nullable(),
  /** Blocked by hand in the portal, or a busy time from the partner's calendar feed. */
  source: z.enum(['manual', 'calendar']),
});
export type Block = z.infer<typeof BlockSchema>;

export const CalendarListingSchema = z.object({
  kind: z.enum(['venue', 'vendor']),
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
});
export type CalendarListing = z.infer<typeof CalendarListingSchema>;

export const PartnerCalendarSchema = z.object({
  bookings: z.array(CalendarBookingSchema),
  blocks: z.array(BlockSchema),
  /** The partner's venues and vendors, whose days and hours can be blocked. */
  listings: z.array(CalendarListingSchema),
  /** Their own calendars, read into their listings' blocks. */
  imports: z.array(CalendarImportSchema),
});
export type PartnerCalendar = z.infer<typeof PartnerCalendarSchema>;

/** What is wrong with the hours of a block (both or neither, the end after the start), or null. */
export function blockHoursError(from: string | undefined, to: string | undefined): string | null {
  if ((from === undefined) !== (to === undefined)) return CALENDAR_MESSAGES.bothTimes;
  if (from !== undefined && to !== undefined && to <= from) return WINDOW_MESSAGES.blockEnds;
  return null;
}

export const BlockClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, WINDOW_MESSAGES.time);

/** A day to block, whole or from one time to another on the listing's clock. */
export const BlockRequestSchema = z
  .object({
    date: bookableDate('Use a date like 2027-03-17.', CALENDAR_MESSAGES.past),
    from: BlockClockSchema.optional(),
    to: BlockClockSchema.optional(),
    reason: z.string().trim().max(200, 'Keep the note under 200 characters.').optional(),
  })
  .superRefine((block, context) => {
    const error = blockHoursError(block.from, block.to);
    if (error) context.addIssue({ code: 'custom', message: error, path: ['to'] });
  });

export const CalendarFeedSchema = z.object({ url: z.string() });
