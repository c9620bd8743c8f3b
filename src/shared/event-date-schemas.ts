// The schemas of the dates the API accepts (#shared/event-dates.ts has the rules and the words).
import { z } from 'zod';
import { EVENT_DATE_MESSAGES, lastBookableDate, shownWindow, utcToday } from './event-dates.ts';

/** A day to book: today to two years ahead. `past` replaces the §5 message where the day is not an event's. */
export function bookableDate(format: string = EVENT_DATE_MESSAGES.format, past: string = EVENT_DATE_MESSAGES.past) {
  // abort: a value that is no date is not also reported as out of range.
  return z.iso
    .date({ error: format, abort: true })
    .refine((date) => date >= utcToday(), past)
    .refine((date) => date <= lastBookableDate(utcToday()), EVENT_DATE_MESSAGES.tooFar);
}

/** A day a calendar or a saved cart may show: past days too, ten years back to three ahead. */
export function shownDate(format: string = EVENT_DATE_MESSAGES.format) {
  return z.iso.date({ error: format, abort: true }).superRefine((date, ctx) => {
    const { from, to } = shownWindow(utcToday());
    if (date < from || date > to) ctx.addIssue({ code: 'custom', message: EVENT_DATE_MESSAGES.outsideShown(from, to) });
  });
}
