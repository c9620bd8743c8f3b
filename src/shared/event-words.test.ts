import { describe, expect, it } from 'vitest';
import { clockTime, dayInWords, eventDetailLines, shortDayInWords, timeInWords } from './event-words.ts';

describe('an event in words', () => {
  it('names the day and the hours on the venue’s clock, whatever the reader’s time zone', () => {
    expect(dayInWords('2026-12-19')).toBe('Saturday, December 19, 2026');
    expect(shortDayInWords('2026-12-19')).toBe('Sat, Dec 19, 2026');
    expect(clockTime('2026-12-19T18:00:00.000Z')).toBe('6:00 PM');
    expect(timeInWords({ startsAt: new Date('2026-12-19T18:00:00Z'), endsAt: new Date('2026-12-19T22:30:00Z') })).toBe(
      'Saturday, December 19, 2026, 6:00 PM – 10:30 PM',
    );
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
