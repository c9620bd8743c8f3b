import { describe, expect, it } from 'vitest';
import { clockTime, dayInWords, timeInWords } from './event-words.ts';

describe('an event in words', () => {
  it('names the day and the hours on the venue’s clock, whatever the reader’s time zone', () => {
    expect(dayInWords('2026-12-19')).toBe('Saturday, December 19, 2026');
    expect(clockTime('2026-12-19T18:00:00.000Z')).toBe('6:00 PM');
    expect(timeInWords({ startsAt: new Date('2026-12-19T18:00:00Z'), endsAt: new Date('2026-12-19T22:30:00Z') })).toBe(
      'Saturday, December 19, 2026, 6:00 PM – 10:30 PM',
    );
  });
});
