// iCalendar files (RFC 5545): a customer's booking ("Add to calendar") and a partner's feed.

export interface CalendarEvent {
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  url?: string;
  /** An all-day event (a blocked date): startsAt is its day, YYYY-MM-DD. */
  allDay?: boolean;
}

/** 20270317T180000Z */
function utc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 2027-03-17 → 20270317 */
const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '');

/** Control characters a TEXT value may not hold (RFC 5545 3.3.11: every one but HTAB; line breaks are escaped first). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (CRLF, a lone CR and a lone LF each become \n): a
 * raw CR or LF would end the content line, and what followed it would be read as a property of its own.
 */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROLS, '');
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

export function calendarFile(name: string, events: CalendarEvent[], now = new Date()): string {
  const body = events.flatMap((event) => [
    'BEGIN:VEVENT',
    `UID:${event.uid}@eventide`,
    `DTSTAMP:${utc(now.toISOString())}`,
    ...(event.allDay
      ? [`DTSTART;VALUE=DATE:${day(event.startsAt)}`, `DTEND;VALUE=DATE:${day(event.endsAt)}`]
      : [`DTSTART:${utc(event.startsAt)}`, `DTEND:${utc(event.endsAt)}`]),
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `STATUS:${event.status}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventide//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    ...body,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
