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

export const AVAILABILITY_MESSAGES = {
  buffer: `Set-up and tear-down are each between none and ${AVAILABILITY_LIMITS.maxBufferMinutes / 60} hours.`,
  eventsPerDay: `Choose between 1 and ${AVAILABILITY_LIMITS.maxEventsPerDay} events a day, or no limit.`,
  workingHours: 'Set both when you start and when you finish, or neither to take events at any hour.',
} as const;

export const UNAVAILABLE_MESSAGES = {
  blocked: 'The venue is not taking bookings at that time.',
  vendorBlocked: (name: string) => `${name} is not taking bookings at that time.`,
  closed: 'The venue is closed that day of the week.',
  vendorClosed: (name: string) => `${name} does not work that day of the week.`,
  booked: 'The venue is already booked at that time.',
  vendorBooked: (name: string) => `${name} is already booked at that time.`,
  justTaken: 'Someone else booked this for that time moments ago. Choose another time or listing.',
  dayFull: (name: string, maxEventsPerDay: number) =>
    `${name} takes ${maxEventsPerDay === 1 ? 'one event' : `${maxEventsPerDay} events`} a day and is fully booked that day.`,
} as const;

/** The set-up and tear-down times the forms offer (any whole minute within the limit is accepted). */
export const BUFFER_CHOICES_MINUTES = [0, 15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720] as const;

/** '1 hour 30 minutes', '45 minutes', 'None'. */
export function minutesInWords(minutes: number): string {
  if (minutes === 0) return 'None';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : null,
    rest > 0 ? `${rest} minute${rest === 1 ? '' : 's'}` : null,
  ];
  return parts.filter(Boolean).join(' ');
}
