// When a listing is free on the day the visitor picked (issue 47): the stretches of its open hours that an event of
// at least an hour fits in, on its clock, with its set-up and tear-down around what is booked and blocked.
import { Clock } from 'lucide-react';
import { clockTime } from '#shared/event-words.ts';
import { timeZoneLabel } from '#shared/time-zones.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useFreeTimes } from './api.ts';

export function FreeTimesNote({ kind, id, date }: { kind: 'venue' | 'vendor'; id: string; date: string | null }) {
  const times = useFreeTimes(kind, id, date);
  if (!date || times.isError || (times.isPending && !times.isFetching)) return null;
  if (times.isPending) return <Skeleton className="h-5 w-2/3" />;
  const { free, reason, timeZone } = times.data;
  if (free.length === 0)
    return (
      <p className="text-sm text-danger">
        {reason === 'full'
          ? 'Fully booked that day.'
          : reason === 'closed'
            ? 'Closed that day.'
            : 'Nothing free that day.'}
      </p>
    );
  return (
    <div className="text-sm text-ink">
      <p className="flex items-center gap-1.5 font-semibold">
        <Clock aria-hidden="true" className="size-4 text-lagoon-700" />
        Free that day
      </p>
      <ul aria-label="Free that day" className="mt-1 flex flex-wrap gap-1.5">
        {free.map((stretch) => (
          <li key={stretch.startsAt} className="rounded-full bg-lagoon-50 px-2.5 py-0.5 text-lagoon-800">
            {clockTime(stretch.startsAt, timeZone)} – {clockTime(stretch.endsAt, timeZone)}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-muted">{timeZoneLabel(timeZone)}</p>
    </div>
  );
}
