// The event's window on the venue's clock (issue 47): overnight events, the nights the clocks change, buffers, the
// limits, and the same window seen from another zone.
import { describe, expect, it } from 'vitest';
import { blockWindow, eventWindow, overlaps, WINDOW_MESSAGES, withBuffers, type TimeWindow } from './event-window.ts';
import { clockTime, dayOf } from './event-words.ts';

const NEW_YORK = 'America/New_York';

const windowOf = (date: string, startTime: string, hours: number, timeZone = NEW_YORK): TimeWindow => {
  const result = eventWindow({ date, startTime, hours, timeZone });
  if (!result.ok) throw new Error(result.error);
  return result.window;
};
/** The day and time an instant shows in New York. */
const onClock = (at: Date) => [dayOf(at, NEW_YORK), clockTime(at, NEW_YORK)];
const iso = (window: TimeWindow) => [window.startsAt.toISOString(), window.endsAt.toISOString()];

describe('an event’s window', () => {
  it('is the venue’s wall-clock time, whatever zone reads it', () => {
    expect(iso(windowOf('2027-06-18', '18:00', 4))).toEqual(['2027-06-18T22:00:00.000Z', '2027-06-19T02:00:00.000Z']);
    expect(iso(windowOf('2027-06-18', '18:00', 4, 'Europe/Lisbon'))).toEqual([
      '2027-06-18T17:00:00.000Z',
      '2027-06-18T21:00:00.000Z',
    ]);
    expect(iso(windowOf('2027-06-18', '18:00', 4, 'UTC'))).toEqual([
      '2027-06-18T18:00:00.000Z',
      '2027-06-18T22:00:00.000Z',
    ]);
  });

  it('runs past midnight into the next day', () => {
    const night = windowOf('2027-06-18', '22:00', 6);
    expect(onClock(night.endsAt)).toEqual(['2027-06-19', '4:00 AM']);
    expect(
      windowOf('2027-06-18', '00:00', 24).endsAt.getTime() - windowOf('2027-06-18', '00:00', 24).startsAt.getTime(),
    ).toBe(24 * 3_600_000);
  });

  it('counts the hours that pass on the nights the clocks change', () => {
    // Spring forward (March 14th, 2027, 02:00 becomes 03:00): three hours from 01:00 end at 05:00 on the wall clock.
    const spring = windowOf('2027-03-14', '01:00', 3);
    expect(iso(spring)).toEqual(['2027-03-14T06:00:00.000Z', '2027-03-14T09:00:00.000Z']);
    expect(onClock(spring.endsAt)).toEqual(['2027-03-14', '5:00 AM']);
    // Fall back (November 7th, 2027, 02:00 becomes 01:00): four hours from midnight end at 03:00.
    const fall = windowOf('2027-11-07', '00:00', 4);
    expect(onClock(fall.endsAt)).toEqual(['2027-11-07', '3:00 AM']);
    // 01:30 happens twice that night: the first one, still on summer time.
    expect(windowOf('2027-11-07', '01:30', 1).startsAt.toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it('refuses a start the clocks skip, and bad days, times, hours and zones, with their messages', () => {
    expect(eventWindow({ date: '2027-03-14', startTime: '02:30', hours: 2, timeZone: NEW_YORK })).toEqual({
      ok: false,
      error: WINDOW_MESSAGES.skipped('02:30'),
    });
    const refused = (patch: Partial<Parameters<typeof eventWindow>[0]>) =>
      eventWindow({ date: '2027-06-18', startTime: '18:00', hours: 4, timeZone: NEW_YORK, ...patch });
    expect(refused({ startTime: '24:00' })).toEqual({ ok: false, error: WINDOW_MESSAGES.time });
    expect(refused({ startTime: '7:00' })).toEqual({ ok: false, error: WINDOW_MESSAGES.time });
    expect(refused({ date: '2027-02-30' })).toEqual({ ok: false, error: WINDOW_MESSAGES.date });
    expect(refused({ date: '18/06/2027' })).toEqual({ ok: false, error: WINDOW_MESSAGES.date });
    expect(refused({ hours: 0 })).toEqual({ ok: false, error: WINDOW_MESSAGES.hours });
    expect(refused({ hours: 24.5 })).toEqual({ ok: false, error: WINDOW_MESSAGES.hours });
    expect(refused({ hours: Number.NaN })).toEqual({ ok: false, error: WINDOW_MESSAGES.hours });
    expect(refused({ timeZone: 'Mars/Olympus_Mons' })).toEqual({ ok: false, error: WINDOW_MESSAGES.timeZone });
  });
});

describe('buffers and overlaps', () => {
  const evening = windowOf('2027-06-18', '18:00', 4);

  it('widens a partner’s window by set-up and tear-down, at most 12 hours each', () => {
    const needed = withBuffers(evening, { beforeMinutes: 90, afterMinutes: 60 });
    expect(needed.ok && iso(needed.window)).toEqual(['2027-06-18T20:30:00.000Z', '2027-06-19T03:00:00.000Z']);
    for (const bad of [721, -1, 1.5])
      expect(withBuffers(evening, { beforeMinutes: bad, afterMinutes: 0 })).toEqual({
        ok: false,
        error: WINDOW_MESSAGES.buffer,
      });
    expect(withBuffers(evening, { beforeMinutes: 720, afterMinutes: 720 }).ok).toBe(true);
  });

  it('has two events overlap only when they share an instant', () => {
    const after = windowOf('2027-06-18', '22:00', 2);
    expect(overlaps(evening, after)).toBe(false);
    expect(overlaps(evening, windowOf('2027-06-18', '21:59', 2))).toBe(true);
    const withTearDown = withBuffers(evening, { beforeMinutes: 0, afterMinutes: 30 });
    expect(withTearDown.ok && overlaps(withTearDown.window, after)).toBe(true);
  });
});

describe('a blocked time', () => {
  const blocked = (input: { date: string; from?: string; to?: string }) => {
    const result = blockWindow({ ...input, timeZone: NEW_YORK });
    return result.ok ? iso(result.window) : result.error;
  };

  it('is a whole day from midnight to midnight on the listing’s clock, 23 or 25 hours when the clocks change', () => {
    expect(blocked({ date: '2027-06-18' })).toEqual(['2027-06-18T04:00:00.000Z', '2027-06-19T04:00:00.000Z']);
    expect(blocked({ date: '2027-03-14' })).toEqual(['2027-03-14T05:00:00.000Z', '2027-03-15T04:00:00.000Z']);
    expect(blocked({ date: '2027-11-07' })).toEqual(['2027-11-07T04:00:00.000Z', '2027-11-08T05:00:00.000Z']);
  });

  it('is some hours of a day, ending after it starts', () => {
    expect(blocked({ date: '2027-06-18', from: '14:00', to: '18:30' })).toEqual([
      '2027-06-18T18:00:00.000Z',
      '2027-06-18T22:30:00.000Z',
    ]);
    expect(blocked({ date: '2027-06-18', from: '18:00', to: '18:00' })).toBe(WINDOW_MESSAGES.blockEnds);
    expect(blocked({ date: '2027-06-18', from: '18:00', to: '09:00' })).toBe(WINDOW_MESSAGES.blockEnds);
    expect(blocked({ date: '2027-03-14', from: '02:30', to: '04:00' })).toBe(WINDOW_MESSAGES.skipped('02:30'));
    expect(blocked({ date: '2027-02-30' })).toBe(WINDOW_MESSAGES.date);
    expect(blocked({ date: '2027-06-18', from: '25:00', to: '26:00' })).toBe(WINDOW_MESSAGES.time);
  });
});
