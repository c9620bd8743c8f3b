// An event's run of show as an iCalendar file, as one person on the event sees it: every entry, theirs marked "you".
import type { EventTimeline } from '#shared/event-timeline.ts';
import { calendarFile } from '../calendar/index.ts';

/** An entry of 0 minutes (doors open) is shown as 15 in a calendar, where a moment would not show at all. */
const MOMENT_MINUTES = 15;

export function timelineCalendar(timeline: EventTimeline, reference: string, eventUrl: string, now = new Date()) {
  const events = timeline.entries.map((entry) => ({
    uid: `timeline-${entry.id}`,
    startsAt: entry.startsAt,
    endsAt: new Date(Date.parse(entry.startsAt) + (entry.minutes || MOMENT_MINUTES) * 60_000).toISOString(),
    summary: `${entry.title} (${entry.mine ? 'you' : entry.assignee.name})`,
    description: [entry.notes, `Run of show of ${reference}: ${eventUrl}`].filter(Boolean).join('\n\n'),
    status: 'CONFIRMED' as const,
    url: eventUrl,
  }));
  return calendarFile(`Run of show ${reference}`, events, now);
}
