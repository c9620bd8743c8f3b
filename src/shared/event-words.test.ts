import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayInWords,
  dayOf,
  eventDetailLines,
  shortDayInWords,
  shortTimeInWords,
  timeInWords,
} from './event-words.ts';

describe('an event in words', () => {
  it('names the day and the hours on the venue’s clock, whatever the reader’s time zone', () => {
    expect(dayInWords('2026-12-19')).toBe('Saturday, December 19, 2026');
    expect(shortDayInWords('2026-12-19')).toBe('Sat, Dec 19, 2026');
    // 6 PM in New York in December is 23:00 UTC; in Los Angeles, 02:00 UTC the next day.
    expect(clockTime('2026-12-19T23:00:00.000Z', 'America/New_York')).toBe('6:00 PM');
    expect(clockTime('2026-12-20T02:00:00.000Z', 'America/Los_Angeles')).toBe('6:00 PM');
    const evening = {
      startsAt: new Date('2026-12-19T23:00:00Z'),
      endsAt: new Date('2026-12-20T03:30:00Z'),
      timeZone: 'America/New_York',
    };
    expect(timeInWords(evening)).toBe('Saturday, December 19, 2026, 6:00 PM – 10:30 PM');
    expect(timeInWords({ ...evening, timeZone: 'UTC' })).toBe('Saturday, December 19, 2026, 11:00 PM – 3:30 AM');
  });

  it('puts an instant on the day and time of the event’s clock', () => {
    expect(dayOf('2026-12-20T02:00:00.000Z', 'America/Los_Angeles')).toBe('2026-12-19');
    expect(dayOf('2026-12-20T02:00:00.000Z', 'UTC')).toBe('2026-12-20');
    expect(shortTimeInWords('2026-12-20T02:00:00.000Z', 'America/Los_Angeles')).toBe('Sat, Dec 19, 6:00 PM');
  });

  it('labels what the planner told partners and leaves out what they left blank', () => {
    expect(eventDetailLines({ name: ' Maya’s 30th ', guestCount: 1200, notes: 'Load-in at 4' })).toEqual([
      { label: 'Event', value: 'Maya’s 30th' },
      { label: 'Guests', value: '1,200' },
      { label: 'Notes', value: 'Load-in at 4' },
    ]);
    expect(eventDetailLines({ name: '  ', guestCount: 0 })).toEqual([]);
  });
});
