// The busy times of a partner's calendar file: zones (the file's own, a named one, the listing's clock), all-day
// events across a change of the clocks, repeating events with their exceptions, what is not busy, and bad files.
import { describe, expect, it } from 'vitest';
import { CALENDAR_IMPORT_MESSAGES } from '#shared/calendar-imports.ts';
import { icsOf } from '../../testing/icalendar-server.ts';
import { busyTimes } from './busy-times.ts';

const range = {
  timeZone: 'America/New_York',
  from: new Date('2027-03-01T00:00:00Z'),
  to: new Date('2027-06-01T00:00:00Z'),
};

function busy(events: string[][], extra: string[] = [], options = range) {
  const result = busyTimes(icsOf(events, extra), options);
  if (!result.ok) throw new Error(result.error);
  return result.busy.map((b) => [b.startsAt.toISOString(), b.endsAt.toISOString(), b.summary]);
}

const LOS_ANGELES = [
  'BEGIN:VTIMEZONE',
  'TZID:Pacific Time',
  'BEGIN:STANDARD',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('busyTimes', () => {
  it('reads UTC times, the zones a file defines, IANA names it does not, and floating times on the listing clock', () => {
    expect(
      busy(
        [
          ['UID:utc', 'DTSTART:20270317T180000Z', 'DTEND:20270317T220000Z', 'SUMMARY:Wedding'],
          ['UID:defined', 'DTSTART;TZID=Pacific Time:20270320T180000', 'DTEND;TZID=Pacific Time:20270320T200000'],
          ['UID:named', 'DTSTART;TZID=Europe/Berlin:20270401T100000', 'DURATION:PT3H'],
          ['UID:floating', 'DTSTART:20270402T190000', 'DTEND:20270402T230000'],
        ],
        LOS_ANGELES,
      ),
    ).toEqual([
      ['2027-03-17T18:00:00.000Z', '2027-03-17T22:00:00.000Z', 'Wedding'],
      ['2027-03-21T01:00:00.000Z', '2027-03-21T03:00:00.000Z', null],
      ['2027-04-01T08:00:00.000Z', '2027-04-01T11:00:00.000Z', null],
      ['2027-04-02T23:00:00.000Z', '2027-04-03T03:00:00.000Z', null],
    ]);
  });

  it('takes all-day events midnight to midnight on the listing clock, however long the clocks make the day', () => {
    expect(
      busy([
        ['UID:spring', 'DTSTART;VALUE=DATE:20270314', 'DTEND;VALUE=DATE:20270315'],
        ['UID:two', 'DTSTART;VALUE=DATE:20270401', 'DTEND;VALUE=DATE:20270403'],
        ['UID:no-end', 'DTSTART;VALUE=DATE:20270410'],
      ]),
    ).toEqual([
      // 23 hours: the clocks go forward that night.
      ['2027-03-14T05:00:00.000Z', '2027-03-15T04:00:00.000Z', null],
      ['2027-04-01T04:00:00.000Z', '2027-04-03T04:00:00.000Z', null],
      ['2027-04-10T04:00:00.000Z', '2027-04-11T04:00:00.000Z', null],
    ]);
  });

  it('repeats events by their rule, leaving out excluded dates and cancelled ones and moving changed ones', () => {
    const weekly = [
      'UID:class',
      'DTSTART:20270301T230000Z',
      'DTEND:20270302T010000Z',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE:20270308T230000Z',
      'SUMMARY:Class',
    ];
    const moved = ['UID:class', 'RECURRENCE-ID:20270315T230000Z', 'DTSTART:20270316T230000Z', 'DTEND:20270317T010000Z'];
    const cancelled = ['UID:class', 'RECURRENCE-ID:20270322T230000Z', 'DTSTART:20270322T230000Z', 'STATUS:CANCELLED'];
    expect(busy([weekly, moved, cancelled]).map(([startsAt]) => startsAt)).toEqual([
      '2027-03-01T23:00:00.000Z',
      '2027-03-16T23:00:00.000Z',
    ]);
  });

  it('leaves out free, cancelled and out-of-range events and the bookings of our own feed', () => {
    expect(
      busy([
        ['UID:free', 'DTSTART:20270317T180000Z', 'DTEND:20270317T220000Z', 'TRANSP:TRANSPARENT'],
        ['UID:off', 'DTSTART:20270318T180000Z', 'DTEND:20270318T220000Z', 'STATUS:CANCELLED'],
        ['UID:item-1@eventide', 'DTSTART:20270319T180000Z', 'DTEND:20270319T220000Z'],
        ['UID:before', 'DTSTART:20270201T180000Z', 'DTEND:20270201T220000Z'],
        ['UID:after', 'DTSTART:20270701T180000Z', 'DTEND:20270701T220000Z'],
        ['UID:empty', 'DTSTART:20270320T180000Z'],
        ['UID:forever', 'DTSTART:20260105T180000Z', 'DTEND:20260105T190000Z', 'RRULE:FREQ=MONTHLY'],
      ]).map(([startsAt]) => startsAt),
    ).toEqual(['2027-03-05T18:00:00.000Z', '2027-04-05T18:00:00.000Z', '2027-05-05T18:00:00.000Z']);
  });

  it.each([
    ['a web page', '<!doctype html><title>Sign in</title>'],
    ['a broken file', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:tomorrow\r\n'],
    ['an empty answer', ''],
  ])('refuses %s', (_name, text) => {
    expect(busyTimes(text, range)).toEqual({ ok: false, error: CALENDAR_IMPORT_MESSAGES.notCalendar });
  });

  it('refuses a calendar with too many busy times, or a rule that repeats too often to expand', () => {
    const hourly = ['UID:h', 'DTSTART:20270301T000000Z', 'DTEND:20270301T003000Z', 'RRULE:FREQ=HOURLY'];
    expect(busyTimes(icsOf([hourly]), range)).toEqual({ ok: false, error: CALENDAR_IMPORT_MESSAGES.tooManyEvents });
    const everySecond = ['UID:s', 'DTSTART:19700101T000000Z', 'DTEND:19700101T000001Z', 'RRULE:FREQ=SECONDLY'];
    expect(busyTimes(icsOf([everySecond]), range)).toEqual({
      ok: false,
      error: CALENDAR_IMPORT_MESSAGES.tooManyEvents,
    });
  });
});
