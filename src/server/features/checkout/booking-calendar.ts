// A booking as an iCalendar file (RFC 5545): one event per partner booking still on (requested, confirmed or
// completed), so "Add to calendar" puts the venue and each vendor in the customer's calendar.
import type { Booking } from '#shared/checkout.ts';

const ON = new Set(['requested', 'confirmed', 'completed']);
const STATUS_WORDS: Record<string, string> = { requested: 'TENTATIVE', confirmed: 'CONFIRMED', completed: 'CONFIRMED' };

/** 20270317T180000Z */
function utc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + (parts.length === 0 ? 75 : 74));
    // Never split a UTF-8 character: back up to the start of one.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString());
    start = end;
  }
  return parts.join('\r\n ');
}

export function bookingCalendar(booking: Booking, appUrl: string, now = new Date()): string {
  const link = `${appUrl}/booking/${booking.id}`;
  const events = booking.items
    .filter((item) => ON.has(item.status))
    .flatMap((item) => [
      'BEGIN:VEVENT',
      `UID:${item.id}@eventide`,
      `DTSTAMP:${utc(now.toISOString())}`,
      `DTSTART:${utc(item.startsAt)}`,
      `DTEND:${utc(item.endsAt)}`,
      `SUMMARY:${icsText(`${item.name} · ${booking.reference}`)}`,
      `DESCRIPTION:${icsText(`${item.type === 'venue' ? 'Venue' : 'Vendor'} booking, ${item.status}. Details: ${link}`)}`,
      `STATUS:${STATUS_WORDS[item.status] ?? 'TENTATIVE'}`,
      `URL:${link}`,
      'END:VEVENT',
    ]);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Eventide//Bookings//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', ...events, 'END:VCALENDAR'];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
