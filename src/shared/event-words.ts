// An event's day and hours in words, the same in mails and on pages. Times are the venue's wall clock, kept as UTC
// (the server's eventSlot), so they are formatted in UTC.

const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** 'Saturday, December 19, 2026' from '2026-12-19'. */
export function dayInWords(isoDate: string): string {
  return day.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'Sat, Dec 19, 2026' from '2026-12-19': for a line short as a push notice. */
export function shortDayInWords(isoDate: string): string {
  return shortDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** '6:00 PM' from an ISO time or a Date. */
export function clockTime(at: Date | string): string {
  return clock.format(new Date(at));
}

/** 'Saturday, December 19, 2026, 6:00 PM – 10:00 PM'. */
export function timeInWords({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }): string {
  return `${day.format(startsAt)}, ${clock.format(startsAt)} – ${clock.format(endsAt)}`;
}

/** The name the planner gave the event, or null when none. */
export function eventName(details: { name?: string }): string | null {
  return details.name?.trim() || null;
}

/** What the planner told partners at checkout, labelled, in the order pages and mails show it; empty when nothing. */
export function eventDetailLines(details: {
  name?: string;
  guestCount?: number;
  notes?: string;
}): { label: 'Event' | 'Guests' | 'Notes'; value: string }[] {
  const lines: { label: 'Event' | 'Guests' | 'Notes'; value: string }[] = [];
  const name = eventName(details);
  if (name) lines.push({ label: 'Event', value: name });
  if (details.guestCount) lines.push({ label: 'Guests', value: details.guestCount.toLocaleString('en-US') });
  if (details.notes?.trim()) lines.push({ label: 'Notes', value: details.notes.trim() });
  return lines;
}
