// Where an event fits in a listing's day around its held and blocked times, with the set-up and tear-down it needs.
import { describe, expect, it } from 'vitest';
import { freeStretches } from './free-times.ts';

const at = (time: string) => new Date(`2027-03-17T${time}:00Z`);
const window = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) });
const shown = (stretches: { startsAt: Date; endsAt: Date }[]) =>
  stretches.map((s) => `${s.startsAt.toISOString().slice(11, 16)}–${s.endsAt.toISOString().slice(11, 16)}`);
const none = { beforeMinutes: 0, afterMinutes: 0 };

describe('freeStretches', () => {
  it('is the whole open day when nothing holds it', () => {
    expect(shown(freeStretches(window('09:00', '23:00'), [], none))).toEqual(['09:00–23:00']);
  });

  it('leaves room for the tear-down before a busy time and the set-up after it', () => {
    const busy = [window('14:00', '16:00')];
    expect(shown(freeStretches(window('09:00', '23:00'), busy, { beforeMinutes: 60, afterMinutes: 30 }))).toEqual([
      '09:00–13:30',
      '17:00–23:00',
    ]);
  });

  it('merges busy times that overlap, ignores those outside the day, and drops gaps under an hour', () => {
    const busy = [
      window('12:00', '14:00'),
      window('13:00', '15:00'),
      window('15:30', '18:00'),
      window('01:00', '02:00'),
      window('23:30', '23:59'),
    ];
    expect(shown(freeStretches(window('09:00', '23:00'), busy, none))).toEqual(['09:00–12:00', '18:00–23:00']);
  });

  it('has nothing free when a busy time covers the day, or when it starts and ends with one', () => {
    expect(freeStretches(window('09:00', '17:00'), [window('08:00', '18:00')], none)).toEqual([]);
    expect(
      shown(freeStretches(window('09:00', '17:00'), [window('08:00', '10:00'), window('16:00', '20:00')], none)),
    ).toEqual(['10:00–16:00']);
  });
});
