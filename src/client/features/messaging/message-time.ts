// When a message was sent, as an inbox shows it: the time today, the weekday this week, else the date.
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export function messageTime(iso: string, now = new Date()): string {
  const when = new Date(iso);
  const days = (now.getTime() - when.getTime()) / 86_400_000;
  if (when.toDateString() === now.toDateString()) return time.format(when);
  if (days < 6) return weekday.format(when);
  return date.format(when);
}

/** The full date and time, for a message's title and screen readers. */
export function messageDateTime(iso: string): string {
  return `${date.format(new Date(iso))}, ${time.format(new Date(iso))}`;
}
