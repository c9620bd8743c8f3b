// A listing's availability (issue 47): every venue and vendor has set-up and tear-down around its events (its
// buffers) and may take only so many events a day; its time is held from checkout until the booking is answered,
// so no two events ever get the same listing at the same time. The server checks it (held_slots); these are the
// limits and the words for both sides.
import { WINDOW_LIMITS } from './event-window.ts';

export const AVAILABILITY_LIMITS = {
  /** How long a checkout that is paying holds its listings' time. */
  holdMinutes: 10,
  maxBufferMinutes: WINDOW_LIMITS.maxBufferMinutes,
  maxEventsPerDay: 20,
} as const;

export const UNAVAILABLE_MESSAGES = {
  blocked: 'The venue is not taking bookings that day.',
  closed: 'The venue is closed that day of the week.',
  booked: 'The venue is already booked at that time.',
  vendorBooked: (name: string) => `${name} is already booked at that time.`,
  justTaken: 'Someone else booked this for that time moments ago. Choose another time or listing.',
  dayFull: (name: string, maxEventsPerDay: number) =>
    `${name} takes ${maxEventsPerDay === 1 ? 'one event' : `${maxEventsPerDay} events`} a day and is fully booked that day.`,
} as const;
