// The busy times of an iCalendar file (RFC 5545) a partner's calendar app exports (issue 47), for their listing's
// blocks. ical.js reads the file, its time zones and its repeating events; an event marked free (TRANSP:TRANSPARENT),
// cancelled, or read from our own feed of their bookings (they already block) is not busy. Times with no zone are on
// the listing's clock, as are all-day events: midnight to midnight there.
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { CALENDAR_IMPORT_LIMITS, CALENDAR_IMPORT_MESSAGES } from '#shared/calendar-imports.ts';
import { blockWindow, isTimeZone, type TimeWindow } from '#shared/event-window.ts';

export interface BusyTime extends TimeWindow {
  summary: string | null;
}

export type BusyTimesResult = { ok: true; busy: BusyTime[] } | { ok: false; error: string };

/** Our own feed's events (icalendar.ts): the bookings and blocks they stand for are here already. */
const OWN_UID = /@eventide$/;
/** Steps through repeating events a file may take, so a rule repeating every second cannot keep the server busy. */
const MAX_STEPS = 100_000;
const MAX_SUMMARY = 200;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

/** The day of a date, `after` days later. */
function dayText(time: IcalTime, after = 0): string {
  return new Date(Date.UTC(time.year, time.month - 1, time.day + after)).toISOString().slice(0, 10);
}

function midnight(date: string, timeZone: string): Date {
  const day = blockWindow({ date, timeZone });
  if (!day.ok) throw new Error(day.error);
  return day.window.startsAt;
}

/** The instant of a date-time: in UTC, in a zone the file defines, or else on a named or the listing's clock. */
function instant(time: IcalTime, tzid: string | null, timeZone: string): Date {
  if (time.zone !== ICAL.Timezone.localTimezone) return time.toJSDate();
  const zone = tzid && isTimeZone(tzid) ? tzid : timeZone;
  return new Date(new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime());
}

function windowOf(item: IcalEvent, start: IcalTime, end: IcalTime, timeZone: string): TimeWindow | null {
  if (start.isDate) {
    const last = end.isDate && end.compare(start) > 0 ? dayText(end) : dayText(start, 1);
    return { startsAt: midnight(dayText(start), timeZone), endsAt: midnight(last, timeZone) };
  }
  const tzid = (item.component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null;
  const window = { startsAt: instant(start, tzid, timeZone), endsAt: instant(end, tzid, timeZone) };
  return window.endsAt > window.startsAt ? window : null;
}

function isBusy(item: IcalEvent): boolean {
  const status = String(item.component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(item.component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT' && !OWN_UID.test(item.uid ?? '');
}

function parse(text: string): IcalEvent[] | null {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) return null;
  try {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const series = new Map(events.filter((e) => !e.isRecurrenceException()).map((e) => [e.uid, e]));
    for (const exception of events.filter((e) => e.isRecurrenceException()))
      series.get(exception.uid)?.relateException(exception);
    return [...series.values()];
  } catch {
    return null;
  }
}

/** The busy times of `text` that meet `from`…`to`, or what is wrong with it. */
export function busyTimes(text: string, options: { timeZone: string; from: Date; to: Date }): BusyTimesResult {
  const events = parse(text);
  if (!events) return { ok: false, error: CALENDAR_IMPORT_MESSAGES.notCalendar };
  const busy: BusyTime[] = [];
  const tooMany = { ok: false, error: CALENDAR_IMPORT_MESSAGES.tooManyEvents } as const;
  let steps = 0;
  /** Keeps one occurrence if it is busy within the range; 'later' once occurrences start after it. */
  const add = (item: IcalEvent, start: IcalTime, end: IcalTime): 'kept' | 'later' => {
    const window = windowOf(item, start, end, options.timeZone);
    if (window && window.startsAt >= options.to) return 'later';
    if (window && window.endsAt > options.from && isBusy(item))
      busy.push({ ...window, summary: item.summary ? String(item.summary).slice(0, MAX_SUMMARY) : null });
    return 'kept';
  };
  try {
    for (const event of events) {
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        add(event, event.startDate, event.endDate);
      } else {
        const occurrences = event.iterator();
        for (let next = occurrences.next(); next; next = occurrences.next()) {
          if (++steps > MAX_STEPS || busy.length > CALENDAR_IMPORT_LIMITS.maxBusyTimes) return tooMany;
          const details = event.getOccurrenceDetails(next);
          if (add(details.item, details.startDate, details.endDate) === 'later') break;
        }
      }
      if (busy.length > CALENDAR_IMPORT_LIMITS.maxBusyTimes) return tooMany;
    }
  } catch {
    return { ok: false, error: CALENDAR_IMPORT_MESSAGES.notCalendar };
  }
  return { ok: true, busy };
}
