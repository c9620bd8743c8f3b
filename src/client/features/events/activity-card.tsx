// Who changed what on the event, newest first (the audit log, in words), for its organizer, co-hosts and admins.
import { useId, useState } from 'react';
import { History } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatTimeAgo } from '../../lib/format.ts';
import { useEventActivity } from './api.ts';

const SHOWN_AT_FIRST = 5;

export function ActivityCard({ eventId }: { eventId: string }) {
  const query = useEventActivity(eventId, true);
  const activity = query.data?.activity ?? [];
  const [all, setAll] = useState(false);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={query.isPending} className="p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <History aria-hidden="true" className="size-5 text-dusk-600" /> Activity
      </h2>
      {query.isPending ? (
        <div aria-hidden="true" className="mt-3 flex flex-col gap-2">
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : query.isError ? (
        <p className="mt-3 text-sm text-muted">The activity could not be loaded.</p>
      ) : activity.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Changes by you and your co-hosts show here.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2 text-sm">
          {(all ? activity : activity.slice(0, SHOWN_AT_FIRST)).map((entry) => (
            <li key={entry.id}>
              <span className="font-semibold text-ink">{entry.actorName}</span>{' '}
              <span className="text-ink">{entry.summary}</span>
              <time dateTime={entry.at} className="block text-xs text-muted">
                {formatTimeAgo(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {!all && activity.length > SHOWN_AT_FIRST ? (
        <Button size="sm" variant="ghost" className="mt-2" onClick={() => setAll(true)}>
          Show all {activity.length}
        </Button>
      ) : null}
    </Card>
  );
}
