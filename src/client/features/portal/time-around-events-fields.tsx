// A listing's time around its events (issue 47): set-up before and tear-down after, which keep the partner free
// between two bookings, and how many events it takes a day. The same for venues and vendors; the shared schema
// judges the values and its messages show here.
import {
  AVAILABILITY_LIMITS,
  AVAILABILITY_MESSAGES,
  BUFFER_CHOICES_MINUTES,
  minutesInWords,
} from '#shared/availability.ts';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';

/** The availability part as typed: bufferBeforeMinutes, bufferAfterMinutes and maxEventsPerDay among its keys. */
export type TimeAroundEvents = Record<string, unknown>;

const NO_LIMIT = 'none';
const EVENTS_PER_DAY = Array.from({ length: AVAILABILITY_LIMITS.maxEventsPerDay }, (_, i) => i + 1);

/** The choices, with a value saved outside them (set through the API) kept so the select can show it. */
function bufferOptions(current: number) {
  const minutes = BUFFER_CHOICES_MINUTES.includes(current as (typeof BUFFER_CHOICES_MINUTES)[number])
    ? [...BUFFER_CHOICES_MINUTES]
    : [...BUFFER_CHOICES_MINUTES, current].sort((a, b) => a - b);
  return minutes.map((m) => ({ value: String(m), label: minutesInWords(m) }));
}

export function TimeAroundEventsFields({
  value,
  onChange,
  errors,
}: {
  value: TimeAroundEvents;
  onChange: (next: TimeAroundEvents) => void;
  errors: readonly string[];
}) {
  const before = Number(value.bufferBeforeMinutes ?? 0);
  const after = Number(value.bufferAfterMinutes ?? 0);
  const perDay = value.maxEventsPerDay ?? null;
  const bufferError = errors.includes(AVAILABILITY_MESSAGES.buffer) ? AVAILABILITY_MESSAGES.buffer : undefined;
  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-ink sm:col-span-3">Time around each event</legend>
      <Field label="Set-up before" hint="Kept free before each event" error={bufferError}>
        <Select
          value={String(before)}
          onValueChange={(next) => onChange({ ...value, bufferBeforeMinutes: Number(next) })}
          options={bufferOptions(before)}
        />
      </Field>
      <Field label="Tear-down after" hint="Kept free after each event" error={bufferError}>
        <Select
          value={String(after)}
          onValueChange={(next) => onChange({ ...value, bufferAfterMinutes: Number(next) })}
          options={bufferOptions(after)}
        />
      </Field>
      <Field
        label="Events a day"
        hint="Events never overlap either way"
        error={errors.includes(AVAILABILITY_MESSAGES.eventsPerDay) ? AVAILABILITY_MESSAGES.eventsPerDay : undefined}
      >
        <Select
          value={perDay === null ? NO_LIMIT : String(perDay)}
          onValueChange={(next) => onChange({ ...value, maxEventsPerDay: next === NO_LIMIT ? null : Number(next) })}
          options={[
            { value: NO_LIMIT, label: 'No limit' },
            ...EVENTS_PER_DAY.map((n) => ({ value: String(n), label: n === 1 ? '1 event' : `${n} events` })),
          ]}
        />
      </Field>
    </fieldset>
  );
}
