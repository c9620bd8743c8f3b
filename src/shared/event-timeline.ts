// An event's run of show (issue 48, step 4 of ADR 030): timed entries, each done by a booked partner, a co-host or the
// organizer. Everyone on the event reads it (partners once a line of theirs is booked); the organizer and co-hosts
// change it; booked partners are told of changes by mail and push, and anyone may take it into a calendar (.ics).
// Times are entered and shown on the clock of the event's venue.
import { z } from 'zod';
import { clockTime, dayOf, shortTimeInWords } from './event-words.ts';
import { WINDOW_MESSAGES } from './event-window.ts';
import { BlockClockSchema } from './partner-calendar.ts';

export const TIMELINE_RULES = {
  maxEntries: 100,
  maxTitleLength: 120,
  maxNotesLength: 1000,
  /** An entry lasts at most this long (0: a moment, such as doors opening). */
  maxMinutes: 12 * 60,
  /** Entries start at most this long before the event's first line starts or after its last line ends. */
  marginHours: 12,
  /** Booked partners hear of changes once the run of show has not changed for this long. */
  quietMinutes: 5,
} as const;

export const TIMELINE_ASSIGNEES = ['organizer', 'co-host', 'partner'] as const;
export type TimelineAssigneeKind = (typeof TIMELINE_ASSIGNEES)[number];

export const TIMELINE_MESSAGES = {
  titleRequired: 'Say what happens.',
  titleTooLong: `Keep it under ${TIMELINE_RULES.maxTitleLength} characters.`,
  notesTooLong: `Keep the notes under ${TIMELINE_RULES.maxNotesLength} characters.`,
  minutes: `An entry lasts from 0 minutes to ${TIMELINE_RULES.maxMinutes / 60} hours.`,
  outsideEvent: (from: string, to: string) =>
    `Choose a start within ${TIMELINE_RULES.marginHours} hours of the event: from ${from} to ${to}.`,
  assignee: 'Give the entry to a booked partner, a co-host or the organizer.',
  tooMany: `A run of show has at most ${TIMELINE_RULES.maxEntries} entries.`,
  hostsOnly: 'Only the event’s organizer and co-hosts change its run of show.',
  notBookedYet: 'You will see the run of show once your booking is confirmed.',
  noLongerBooked: 'Your booking for this event is no longer on, so its run of show is not shown to you.',
  entryNotFound: 'That entry is not in this run of show.',
  nothingBooked: 'Nothing of this event is booked any more, so its run of show cannot change.',
} as const;

/** Why a partner with no booked line of the event does not see its run of show: not yet, or no longer. */
export function timelineClosedTo(theirLines: readonly { status: string }[]): string {
  return theirLines.some((line) => line.status === 'requested')
    ? TIMELINE_MESSAGES.notBookedYet
    : TIMELINE_MESSAGES.noLongerBooked;
}

/** Who does an entry: the organizer (no id), a co-host (their membership's id) or a booked partner (their line's id). */
export const TimelineAssigneeSchema = z.object({
  kind: z.enum(TIMELINE_ASSIGNEES),
  id: z.string().nullable(),
});
export type TimelineAssigneeRef = z.infer<typeof TimelineAssigneeSchema>;

export const NamedAssigneeSchema = TimelineAssigneeSchema.extend({ name: z.string() });
export type NamedAssignee = z.infer<typeof NamedAssigneeSchema>;

/** An entry as the organizer or a co-host writes it: a day and time on the venue's clock. */
export const TimelineEntryRequestSchema = z.object({
  date: z.iso.date(WINDOW_MESSAGES.date),
  time: BlockClockSchema,
  minutes: z
    .number()
    .int(TIMELINE_MESSAGES.minutes)
    .min(0, TIMELINE_MESSAGES.minutes)
    .max(TIMELINE_RULES.maxMinutes, TIMELINE_MESSAGES.minutes),
  title: z
    .string()
    .trim()
    .min(1, TIMELINE_MESSAGES.titleRequired)
    .max(TIMELINE_RULES.maxTitleLength, TIMELINE_MESSAGES.titleTooLong),
  notes: z.string().trim().max(TIMELINE_RULES.maxNotesLength, TIMELINE_MESSAGES.notesTooLong),
  assignee: TimelineAssigneeSchema,
});
export type TimelineEntryRequest = z.infer<typeof TimelineEntryRequestSchema>;

export const TimelineEntrySchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  minutes: z.number().int(),
  title: z.string(),
  notes: z.string(),
  assignee: NamedAssigneeSchema,
  /** The viewer does it. */
  mine: z.boolean(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const EventTimelineSchema = z.object({
  /** The venue's clock, on which entries are written and shown. */
  timeZone: z.string(),
  entries: z.array(TimelineEntrySchema),
  /** Whom an entry may be given to, for those who change the run of show (empty for others). */
  assignees: z.array(NamedAssigneeSchema),
});
export type EventTimeline = z.infer<typeof EventTimelineSchema>;

/** 'HH:MM' on the 24-hour clock of a zone, as a time input writes it. */
const inputClocks = new Map<string, Intl.DateTimeFormat>();
function inputClock(timeZone: string): Intl.DateTimeFormat {
  let format = inputClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    inputClocks.set(timeZone, format);
  }
  return format;
}

/** The day and time on the venue's clock an entry starts, as the form writes them. */
export function timelineClock(iso: string, timeZone: string): { date: string; time: string } {
  return { date: dayOf(iso, timeZone), time: inputClock(timeZone).format(new Date(iso)) };
}

/**
 * '7:30 PM – 9:00 PM' on the venue's clock, or '7:30 PM' for a moment; the start's day too ('Sat, Dec 19, 11:00 PM')
 * when it is not the event's day, as set-up the day before or an entry after midnight.
 */
export function entryTimeInWords(
  entry: Pick<TimelineEntry, 'startsAt' | 'minutes'>,
  timeZone: string,
  eventDate: string,
) {
  const start =
    dayOf(entry.startsAt, timeZone) === eventDate
      ? clockTime(entry.startsAt, timeZone)
      : shortTimeInWords(entry.startsAt, timeZone);
  if (entry.minutes === 0) return start;
  return `${start} – ${clockTime(new Date(Date.parse(entry.startsAt) + entry.minutes * 60_000), timeZone)}`;
}

/** "7:30 PM – 8:30 PM DJ set (you)", a line of the mail to partners. */
export function entryInWords(entry: TimelineEntry, timeZone: string, eventDate: string): string {
  return `${entryTimeInWords(entry, timeZone, eventDate)} ${entry.title} (${entry.mine ? 'you' : entry.assignee.name})`;
}
