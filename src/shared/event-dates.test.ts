import { describe, expect, it } from 'vitest';
import { bookableDate, shownDate } from './event-date-schemas.ts';
import { addYears, eventDateProblem, EVENT_DATE_MESSAGES, lastBookableDate, utcToday } from './event-dates.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('event dates', () => {
  const today = '2026-11-28';

  it('books from today to two years ahead, with the §5 message for a past day', () => {
    expect(eventDateProblem(today, today)).toBeNull();
    expect(eventDateProblem('2028-11-28', today)).toBeNull();
    expect(eventDateProblem('2026-11-27', today)).toBe(EVENT_DATE_MESSAGES.past);
    expect(eventDateProblem('0000-01-01', today)).toBe('Event date cannot be in the past');
    expect(eventDateProblem('2028-11-29', today)).toBe(EVENT_DATE_MESSAGES.tooFar);
    expect(eventDateProblem('9999-12-31', today)).toBe('Choose a date within the next two years.');
  });

  it('counts years by the calendar, leap days included', () => {
    expect(lastBookableDate('2028-02-29')).toBe('2030-03-01');
    expect(addYears('2026-11-28', -10)).toBe('2016-11-28');
  });

  it('refuses, in the schema, a day that is not bookable or no day at all, with one message each', () => {
    const schema = bookableDate();
    expect(schema.safeParse(utcToday()).success).toBe(true);
    expect(messages(schema.safeParse('0000-01-01'))).toEqual(['Event date cannot be in the past']);
    expect(messages(schema.safeParse('9999-12-31'))).toEqual(['Choose a date within the next two years.']);
    expect(messages(schema.safeParse('not a date'))).toEqual([EVENT_DATE_MESSAGES.format]);
    expect(messages(bookableDate('Use YYYY-MM-DD', 'Past days cannot be blocked.').safeParse('2000-01-01'))).toEqual([
      'Past days cannot be blocked.',
    ]);
  });

  it('shows past days in a calendar, but not centuries away', () => {
    const schema = shownDate();
    expect(schema.safeParse(addYears(utcToday(), -1)).success).toBe(true);
    expect(schema.safeParse(addYears(utcToday(), 3)).success).toBe(true);
    for (const date of ['0000-01-01', '9999-12-31'])
      expect(messages(schema.safeParse(date))[0]).toMatch(
        /^Choose dates between \d{4}-\d\d-\d\d and \d{4}-\d\d-\d\d\.$/,
      );
  });
});
