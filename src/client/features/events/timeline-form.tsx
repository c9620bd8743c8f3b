// An entry of the run of show, added or changed: a day and time on the venue's clock, how long, what happens, who
// does it (a booked partner, a co-host or the organizer) and notes. Checked here for the user's sake; the server
// checks it all, the event's hours and who may be given an entry included (features/events/timeline.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CalendarClock } from 'lucide-react';
import {
  TIMELINE_RULES,
  TimelineEntryRequestSchema,
  timelineClock,
  type EventTimeline,
  type TimelineEntry,
  type TimelineEntryRequest,
} from '#shared/event-timeline.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useAddTimelineEntry, useChangeTimelineEntry } from './api.ts';

type Errors = Partial<Record<'date' | 'time' | 'minutes' | 'title' | 'notes' | 'assignee', string>>;

const assigneeValue = (assignee: { kind: string; id: string | null }) => `${assignee.kind}:${assignee.id ?? ''}`;

interface TimelineFormProps {
  eventId: string;
  eventDate: string;
  timeline: EventTimeline;
  /** The entry to change; a new one when absent. */
  entry?: TimelineEntry;
  onDone?: () => void;
}

export function TimelineForm({ eventId, eventDate, timeline, entry, onDone }: TimelineFormProps) {
  const add = useAddTimelineEntry(eventId);
  const change = useChangeTimelineEntry(eventId);
  const save = entry ? change : add;
  const starts = entry ? timelineClock(entry.startsAt, timeline.timeZone) : { date: eventDate, time: '' };
  const [date, setDate] = useState(starts.date);
  const [time, setTime] = useState(starts.time);
  const [minutes, setMinutes] = useState(String(entry?.minutes ?? 30));
  const [title, setTitle] = useState(entry?.title ?? '');
  const [notes, setNotes] = useState(entry?.notes ?? '');
  const [assignee, setAssignee] = useState(
    entry ? assigneeValue(entry.assignee) : assigneeValue(timeline.assignees[0] ?? { kind: 'organizer', id: null }),
  );
  const [errors, setErrors] = useState<Errors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  // A row opened for a change takes the keyboard to its form.
  const changing = entry !== undefined;
  useEffect(() => {
    if (changing) titleRef.current?.focus();
  }, [changing]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = timeline.assignees.find((option) => assigneeValue(option) === assignee);
    const checked = TimelineEntryRequestSchema.safeParse({
      date,
      time,
      minutes: minutes.trim() === '' ? Number.NaN : Number(minutes),
      title,
      notes,
      assignee: chosen ? { kind: chosen.kind, id: chosen.id } : undefined,
    });
    if (!checked.success) {
      const issueOf = (field: keyof Errors) => checked.error.issues.find((issue) => issue.path[0] === field)?.message;
      return setErrors({
        date: issueOf('date'),
        time: issueOf('time'),
        minutes: issueOf('minutes'),
        title: issueOf('title'),
        notes: issueOf('notes'),
        assignee: issueOf('assignee') && 'Choose who does it.',
      });
    }
    setErrors({});
    const request: TimelineEntryRequest = checked.data;
    const done = () => {
      toast.success(entry ? `“${request.title}” is changed.` : `“${request.title}” is in the run of show.`);
      if (!entry) {
        setTime('');
        setTitle('');
        setNotes('');
      }
      onDone?.();
    };
    if (entry) change.mutate({ entryId: entry.id, ...request }, { onSuccess: done });
    else add.mutate(request, { onSuccess: done });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={entry ? `Change “${entry.title}”` : 'Add to the run of show'}
      className="flex flex-col gap-3"
    >
      {entry ? null : <p className="text-sm font-semibold text-ink">Add to the run of show</p>}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field label="Day" error={errors.date}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Time" error={errors.time}>
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
        <Field label="Minutes" hint="0 for a moment" error={errors.minutes} className="col-span-2 sm:col-span-1">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={TIMELINE_RULES.maxMinutes}
            step={5}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </Field>
      </div>
      <Field label="What happens" error={errors.title}>
        <Input
          ref={titleRef}
          value={title}
          maxLength={TIMELINE_RULES.maxTitleLength}
          placeholder="e.g. First dance"
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field label="Who does it" error={errors.assignee}>
        <Select
          value={assignee}
          onValueChange={setAssignee}
          options={timeline.assignees.map((option) => ({
            value: assigneeValue(option),
            label: `${option.name} (${option.kind === 'partner' ? 'partner' : option.kind === 'co-host' ? 'co-host' : 'organizer'})`,
          }))}
        />
      </Field>
      <Field label="Notes" hint="Optional: what they need to know" error={errors.notes}>
        <Textarea
          rows={2}
          value={notes}
          maxLength={TIMELINE_RULES.maxNotesLength}
          onChange={(e) => setNotes(e.target.value)}
        />
      </Field>
      {save.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeApiError(save.error, 'That could not be saved. Please try again.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          <CalendarClock aria-hidden="true" /> {entry ? 'Save' : 'Add entry'}
        </Button>
        {entry ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
