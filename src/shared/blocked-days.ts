// The days a blocked time takes on its listing's clock (issue 47): the portal's calendar strikes a whole one through,
// the partner's feed exports it as an all-day event, and a venue's page shows it as taken.
import { blockWindow } from './event-window.ts';
import { dayOf } from './event-words.ts';

const DAY_MS = 86_400_000;

/** The days of `block` on its listing's clock, and whether it takes each whole (midnight to midnight). */
export function blockedDays(block: {
  startsAt: string;
  endsAt: string;
  timeZone: string;
}): { date: string; whole: boolean }[] {
  const first = dayOf(block.startsAt, block.timeZone);
  const last = dayOf(new Date(Date.parse(block.endsAt) - 1), block.timeZone);
  const days: { date: string; whole: boolean }[] = [];
  for (let date = first; date <= last; date = new Date(Date.parse(date) + DAY_MS).toISOString().slice(0, 10)) {
    const whole = blockWindow({ date, timeZone: block.timeZone });
    days.push({
      date,
      whole:
        whole.ok &&
        Date.parse(block.startsAt) <= whole.window.startsAt.getTime() &&
        Date.parse(block.endsAt) >= whole.window.endsAt.getTime(),
    });
  }
  return days;
}
