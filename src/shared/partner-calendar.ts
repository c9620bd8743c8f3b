// The portal's calendar (issue 7): the partner's bookings and blocked days over a range, blocking a venue's day,
// and a private iCalendar feed address for their own calendar app.
import { z } from 'zod';
import { bookableDate, shownDate } from './event-date-schemas.ts';

const isoDate = shownDate('Use a date like 2027-03-17.');

export const CALENDAR_MESSAGES = {
  booked: 'You have a booking that day: decline or cancel it before blocking the day.',
  past: 'Past days cannot be blocked.',
  alreadyBlocked: 'That day is already blocked.',
  notFound: 'This venue was not found.',
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

export const BlockedDaySchema = z.object({
  venueId: z.string(),
  venueName: z.string(),
  date: z.string(),
  reason: z.string().nullable(),
});
export type BlockedDay = z.infer<typeof BlockedDaySchema>;

export const PartnerCalendarSchema = z.object({
  bookings: z.array(CalendarBookingSchema),
  blocked: z.array(BlockedDaySchema),
  /** The partner's venues, whose days can be blocked. */
  venues: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PartnerCalendar = z.infer<typeof PartnerCalendarSchema>;

export const BlockDayRequestSchema = z.object({
  date: bookableDate('Use a date like 2027-03-17.', CALENDAR_MESSAGES.past),
  reason: z.string().trim().max(200, 'Keep the note under 200 characters.').optional(),
});

export const CalendarFeedSchema = z.object({ url: z.string() });
