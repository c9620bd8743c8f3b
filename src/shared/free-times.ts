// The free stretches of a listing's day (issue 47), shown on its page for a chosen day: its open hours (a venue's
// opening hours that day, a vendor's whole day) less every time it is held or blocked, each widened by the set-up and
// tear-down a new event would need around it, and only stretches an event of at least an hour fits in.
import { z } from 'zod';
import type { TimeWindow } from './event-window.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Where an event fits in `open` around `busy`: it may end once the tear-down it needs is over before a busy time
 * starts, and start once a busy time and the set-up it needs have passed.
 */
export function freeStretches(
  open: TimeWindow,
  busy: readonly TimeWindow[],
  buffers: { beforeMinutes: number; afterMinutes: number },
  shortestMs = HOUR_MS,
): TimeWindow[] {
  const taken = busy
    .map((b) => ({
      startsAt: b.startsAt.getTime() - buffers.afterMinutes * MINUTE_MS,
      endsAt: b.endsAt.getTime() + buffers.beforeMinutes * MINUTE_MS,
    }))
    .sort((a, b) => a.startsAt - b.startsAt);
  const free: TimeWindow[] = [];
  let from = open.startsAt.getTime();
  const until = open.endsAt.getTime();
  const keep = (to: number) => {
    if (to - from >= shortestMs) free.push({ startsAt: new Date(from), endsAt: new Date(to) });
  };
  for (const t of taken) {
    if (t.startsAt >= until) break;
    if (t.endsAt <= from) continue;
    keep(Math.min(t.startsAt, until));
    from = Math.max(from, t.endsAt);
  }
  keep(until);
  return free;
}

export const FreeTimesSchema = z.object({
  date: z.string(),
  /** The listing's clock, which the stretches are shown on. */
  timeZone: z.string(),
  free: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
  /** Why there is nothing free at all: closed that weekday (a venue), or as many events as it takes that day. */
  reason: z.enum(['closed', 'full']).nullable(),
});
export type FreeTimes = z.infer<typeof FreeTimesSchema>;
