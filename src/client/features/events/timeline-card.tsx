// The event's run of show: what happens when and who does it, on the venue's clock. Everyone on the event reads it (a
// partner once a line of theirs is booked) and may take it into their calendar; the organizer and co-hosts add,
// change and remove entries, with an Undo for a removal. Booked partners hear of changes by mail and push.
import { CalendarPlus, ListOrdered, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  entryTimeInWords,
  timelineClosedTo,
  timelineClock,
  type EventTimeline,
  type TimelineEntry,
} from '#shared/event-timeline.ts';
import { timeZoneLabel } from '#shared/time-zones.ts';
import { isBookedLine, type BookedEvent } from '#shared/events.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useAddTimelineEntry, useRemoveTimelineEntry, useTimeline } from './api.ts';
import { TimelineForm } from './timeline-form.tsx';

function EntryRow({ event, timeline, entry }: { event: BookedEvent; timeline: EventTimeline; entry: TimelineEntry }) {
  const [editing, setEditing] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const remove = useRemoveTimelineEntry(event.id);
  const add = useAddTimelineEntry(event.id);
  const putBack = () =>
    void add
      .mutateAsync({
        ...timelineClock(entry.startsAt, timeline.timeZone),
        minutes: entry.minutes,
        title: entry.title,
        notes: entry.notes,
        assignee: { kind: entry.assignee.kind, id: entry.assignee.id },
      })
      .catch((error: unknown) =>
        toast.error(describeApiError(error, `“${entry.title}” could not be put back. Please add it again.`)),
      );
  // The row is gone once the answer is stored, so the toast follows the call itself, not the row's callbacks.
  const removeIt = () =>
    void remove
      .mutateAsync(entry.id)
      .then(() =>
        toast.success(`“${entry.title}” is off the run of show.`, { action: { label: 'Undo', onClick: putBack } }),
      )
      .catch(() => undefined);
  const stopEditing = () => {
    setEditing(false);
    // Back where the keyboard was, once the row shows again.
    requestAnimationFrame(() => changeButton.current?.focus());
  };
  if (editing)
    return (
      <li className="py-3">
        <TimelineForm
          eventId={event.id}
          eventDate={event.eventDate}
          timeline={timeline}
          entry={entry}
          onDone={stopEditing}
        />
      </li>
    );
  return (
    <li className="flex gap-3 py-3 text-sm">
      <span className="w-24 shrink-0 font-semibold text-ink tabular-nums sm:w-36">
        {entryTimeInWords(entry, timeline.timeZone, event.eventDate)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{entry.title}</span>
          <Badge tone={entry.mine ? 'success' : 'neutral'} size="sm">
            {entry.mine ? 'You' : entry.assignee.name}
          </Badge>
        </span>
        {entry.notes ? <span className="whitespace-pre-line text-muted">{entry.notes}</span> : null}
        {remove.isError ? (
          <span role="alert" className="text-danger">
            {describeApiError(remove.error, 'That did not work. Please try again.')}
          </span>
        ) : null}
      </span>
      {event.can.editTimeline ? (
        <span className="flex shrink-0 items-start gap-1">
          <Button
            ref={changeButton}
            size="sm"
            variant="ghost"
            aria-label={`Change “${entry.title}”`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={remove.isPending}
            aria-label={`Take “${entry.title}” off the run of show`}
            onClick={removeIt}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      ) : null}
    </li>
  );
}

/** The portal links a partner straight to the run of show; it is there to scroll to once it has loaded. */
function useScrollHereOnceLoaded(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (loaded && hash === `#${CARD_ID}`) document.getElementById(CARD_ID)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);
}

function Timeline({ event }: { event: BookedEvent }) {
  const timeline = useTimeline(event.id, true);
  useScrollHereOnceLoaded(timeline.isSuccess);
  if (timeline.isPending) return <Skeleton aria-busy="true" className="mt-4 h-32 rounded-xl" />;
  if (timeline.isError)
    return (
      <LoadErrorCard
        title="The run of show could not be loaded"
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
        retrying={timeline.isRefetching}
      />
    );
  const { timeline: data } = timeline.data;
  return (
    <>
      <p className="mt-1 text-sm text-muted">Times are on the venue’s clock ({timeZoneLabel(data.timeZone)}).</p>
      {data.entries.length > 0 ? (
        <ol className="mt-2 divide-y divide-line" aria-label="Run of show">
          {data.entries.map((entry) => (
            <EntryRow key={entry.id} event={event} timeline={data} entry={entry} />
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {event.can.editTimeline
            ? 'Nothing planned yet. Add what happens when and who does it; booked partners see it and hear of changes.'
            : 'The hosts have not planned the day yet.'}
        </p>
      )}
      {data.entries.length > 0 ? (
        <Button asChild variant="ghost" size="sm" className="mt-2">
          <a href={`/api/events/${event.id}/timeline.ics`} download={`run-of-show-${event.reference}.ics`}>
            <CalendarPlus aria-hidden="true" /> Add the run of show to my calendar
          </a>
        </Button>
      ) : null}
      {event.can.editTimeline ? (
        <div className="mt-4 border-t border-line pt-4">
          <TimelineForm eventId={event.id} eventDate={event.eventDate} timeline={data} />
        </div>
      ) : null}
    </>
  );
}

const CARD_ID = 'run-of-show';

export function TimelineCard({ event }: { event: BookedEvent }) {
  // A partner reads it while a line of theirs is booked (the server refuses otherwise); they see only their lines.
  const closed = event.role === 'partner' && !event.lines.some(isBookedLine) ? timelineClosedTo(event.lines) : null;
  return (
    <Card id={CARD_ID} className="scroll-mt-24 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <ListOrdered aria-hidden="true" className="size-5 text-dusk-600" /> Run of show
      </h2>
      {closed ? <p className="mt-2 text-sm text-muted">{closed}</p> : <Timeline event={event} />}
    </Card>
  );
}
