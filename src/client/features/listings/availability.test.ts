import { describe, expect, it } from 'vitest';
import { checkAvailability, startingHours } from './availability.ts';
import { FIXTURE_TODAY, venueFixture } from '../../test/listing-fixtures.ts';

describe('checkAvailability', () => {
  const today = FIXTURE_TODAY;

  it('says an open, unbooked day is available with that day’s hours', () => {
    expect(checkAvailability(venueFixture, '2026-03-06', today)).toEqual({
      status: 'available',
      date: '2026-03-06',
      opensAt: '16:00',
      closesAt: '01:00',
      openHours: 9,
    });
  });

  it('says a weekday the venue does not open is closed', () => {
    expect(checkAvailability(venueFixture, '2026-03-09', today)).toEqual({
      status: 'closed',
      date: '2026-03-09',
      weekday: 1,
    });
  });

  it('says a blocked or booked date is booked', () => {
    expect(checkAvailability(venueFixture, '2026-03-07', today)).toEqual({ status: 'booked', date: '2026-03-07' });
  });

  it('treats today as bookable and the past as over', () => {
    expect(checkAvailability(venueFixture, today, today).status).toBe('available');
    expect(checkAvailability(venueFixture, '2026-03-03', today).status).toBe('past');
  });

  it('rejects dates that do not exist', () => {
    expect(checkAvailability(venueFixture, '2026-02-30', today).status).toBe('invalid');
    expect(checkAvailability(venueFixture, 'next friday', today).status).toBe('invalid');
  });

  it('uses the opening and closing time for a weekday missing from the weekly hours', () => {
    const schedule = { ...venueFixture, weeklyHours: [], openingTime: '09:00', closingTime: '17:00' };
    expect(checkAvailability(schedule, '2026-03-09', today)).toMatchObject({
      status: 'available',
      opensAt: '09:00',
      closesAt: '17:00',
      openHours: 8,
    });
  });
});

describe('startingHours', () => {
  it('starts at the minimum, within the cart’s 1 to 12 and the day’s opening hours', () => {
    expect(startingHours(3)).toBe(3);
    expect(startingHours(0)).toBe(1);
    expect(startingHours(20)).toBe(12);
    expect(startingHours(6, 4)).toBe(4);
  });
});
