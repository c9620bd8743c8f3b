// A booking as an iCalendar file: one event per partner booking still on (requested, confirmed or completed), so
// "Add to calendar" puts the venue and each vendor in the customer's calendar.
import type { Booking } from '#shared/checkout.ts';
import { calendarFile } from '../calendar/index.ts';

const ON = new Set(['requested', 'confirmed', 'completed']);

export function bookingCalendar(booking: Booking, appUrl: string, now = new Date()): string {
  const link = `${appUrl}/booking/${booking.id}`;
  const events = booking.items
    .filter((item) => ON.has(item.status))
    .map((item) => ({
      uid: item.id,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      summary: `${item.name} · ${booking.reference}`,
      description: `${item.type === 'venue' ? 'Venue' : 'Vendor'} booking, ${item.status}. Details: ${link}`,
      status: item.status === 'requested' ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
      url: link,
    }));
  return calendarFile(`Eventide ${booking.reference}`, events, now);
}
