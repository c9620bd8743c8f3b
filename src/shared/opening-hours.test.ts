import { describe, expect, it } from 'vitest';
import {
  formatEventHours,
  formatHoursRange,
  formatTime,
  hoursOnDate,
  openHours,
  openingHoursProblem,
  startTimeWithin,
} from './opening-hours.ts';

const day = (opensAt: string, closesAt: string) => ({ weekday: 5, opensAt, closesAt, isClosed: false });

describe('opening hours', () => {
  it('formats 24-hour times the en-US way', () => {
    expect(formatTime('16:00')).toBe('4:00 PM');
    expect(formatTime('00:30')).toBe('12:30 AM');
    expect(formatTime('12:00:00')).toBe('12:00 PM');
    expect(formatHoursRange('09:00', '17:00')).toBe('9:00 AM – 5:00 PM');
    expect(formatEventHours('18:00', 4)).toBe('6:00 PM – 10:00 PM');
    expect(formatEventHours('21:30', 5)).toBe('9:30 PM – 2:30 AM');
    expect(formatEventHours('00:00', 24)).toBe('12:00 AM – 12:00 AM');
  });

  it('counts hours across midnight', () => {
    expect(openHours('16:00', '01:00')).toBe(9);
    expect(openHours('09:00', '17:00')).toBe(8);
  });

  it('takes the weekday’s own hours, else the venue’s opening and closing time', () => {
    const schedule = {
      openingTime: '09:00',
      closingTime: '17:00',
      weeklyHours: [{ weekday: 5, opensAt: '18:00', closesAt: '04:00', isClosed: false }],
    };
    expect(hoursOnDate(schedule, '2027-03-05')).toMatchObject({ opensAt: '18:00', closesAt: '04:00' }); // a Friday
    expect(hoursOnDate(schedule, '2027-03-06')).toMatchObject({ opensAt: '09:00', closesAt: '17:00', isClosed: false });
  });
});

describe('an event inside the opening hours', () => {
  it('refuses a start before opening or an end after closing, naming the venue and its hours', () => {
    const open = day('09:00', '23:00');
    expect(openingHoursProblem('Lumen Hall', open, '03:00', 1)).toBe(
      'Lumen Hall is open 9:00 AM – 11:00 PM that day. Choose a start time and hours inside them.',
    );
    expect(openingHoursProblem('Lumen Hall', open, '20:00', 4)).not.toBeNull();
    expect(openingHoursProblem('Lumen Hall', open, '09:00', 14)).toBeNull();
    expect(openingHoursProblem('Lumen Hall', open, '19:00', 4)).toBeNull();
  });

  it('takes a closing time at or before opening as after midnight', () => {
    const night = day('18:00', '04:00');
    expect(openingHoursProblem('Kiln Works', night, '22:00', 6)).toBeNull();
    expect(openingHoursProblem('Kiln Works', night, '23:00', 6)).toBe(
      'Kiln Works is open 6:00 PM – 4:00 AM that day. Choose a start time and hours inside them.',
    );
    expect(openingHoursProblem('Kiln Works', night, '02:00', 1)).not.toBeNull();
    expect(openingHoursProblem('All Hours', day('00:00', '00:00'), '23:30', 0)).toBeNull();
  });

  it('leaves a closed day to the availability check', () => {
    expect(
      openingHoursProblem('Kiln Works', { weekday: 1, opensAt: null, closesAt: null, isClosed: true }, '03:00', 1),
    ).toBeNull();
  });

  it('suggests the start nearest the one wanted that fits the hours', () => {
    expect(startTimeWithin(day('09:00', '17:00'), 4, '18:00')).toBe('13:00');
    expect(startTimeWithin(day('18:00', '04:00'), 6, '18:00')).toBe('18:00');
    expect(startTimeWithin(day('20:00', '04:00'), 4, '18:00')).toBe('20:00');
    expect(startTimeWithin(day('09:00', '12:00'), 6, '18:00')).toBe('09:00');
    for (const [opensAt, closesAt, hours] of [
      ['09:00', '17:00', 4],
      ['16:00', '01:00', 3],
      ['10:30', '02:00', 12],
    ] as const) {
      const start = startTimeWithin(day(opensAt, closesAt), hours, '18:00');
      expect(
        openingHoursProblem('Any', day(opensAt, closesAt), start, hours),
        `${opensAt}-${closesAt} ${hours} h from ${start}`,
      ).toBeNull();
    }
  });
});
