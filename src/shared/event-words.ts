// An event's day and hours in words, the same in mails and on pages. A day ('2026-12-19') is a calendar day and reads
// the same everywhere; a time is an instant, shown on the clock of the event's time zone (ADR 026), whoever reads it.

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

type ZonedFormats = Record<'day' | 'clock' | 'shortWhen' | 'isoDay', Intl.DateTimeFormat>;
const zoned = new Map<string, ZonedFormats>();
function formatsIn(timeZone: string): ZonedFormats {
  let formats = zoned.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone,
      }),
      clock: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
      shortWhen: new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }),
      // en-CA writes days as YYYY-MM-DD.
      isoDay: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
    };
    zoned.set(timeZone, formats);
  }
  return formats;
}

/** 'Saturday, December 19, 2026' from '2026-12-19'. */
export function dayInWords(isoDate: string): string {
  return day.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'Sat, Dec 19, 2026' from '2026-12-19': for a line short as a push notice. */
export function shortDayInWords(isoDate: string): string {
  return shortDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** '6:00 PM' from an ISO time or a Date, on the clock of `timeZone`. */
export function clockTime(at: Date | string, timeZone: string): string {
  return formatsIn(timeZone).clock.format(new Date(at));
}

/** 'Sat, Dec 19, 6:00 PM': a start in a list, on the clock of `timeZone`. */
export function shortTimeInWords(at: Date | string, timeZone: string): string {
  return formatsIn(timeZone).shortWhen.format(new Date(at));
}

/** The day ('2026-12-19') an instant falls on, on the clock of `timeZone`: the day a calendar shows it on. */
export function dayOf(at: Date | string, timeZone: string): string {
  return formatsIn(timeZone).isoDay.format(new Date(at));
}

/** 'Saturday, December 19, 2026, 6:00 PM – 10:00 PM', on the clock of the event's time zone. */
export function timeInWords({
  startsAt,
  endsAt,
  timeZone,
}: {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}): string {
  const { day: zonedDay, clock } = formatsIn(timeZone);
  return `${zonedDay.format(startsAt)}, ${clock.format(startsAt)} – ${clock.format(endsAt)}`;
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
