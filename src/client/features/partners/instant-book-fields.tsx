// Instant book in the listing's booking terms (issue 46): off, every booking is a request the partner answers; on,
// events at least the chosen notice away confirm and are charged at checkout. The shared schema judges the value;
// its message shows on the notice field.
import { useId } from 'react';
import {
  DEFAULT_INSTANT_BOOK_NOTICE_HOURS,
  INSTANT_BOOK_MESSAGES,
  INSTANT_BOOK_NOTICE_CHOICES,
  instantBookInWords,
  noticeInWords,
} from '#shared/instant-book.ts';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Switch } from '../../components/ui/switch.tsx';

type Part = Record<string, unknown>;

export const INSTANT_BOOK_FIELD_MESSAGES: readonly string[] = Object.values(INSTANT_BOOK_MESSAGES);

const noticeLabel = (hours: number) => (hours === 0 ? 'No notice: any date' : `At least ${noticeInWords(hours)} ahead`);

export function InstantBookFields({
  value,
  onChange,
  errors,
}: {
  value: Part | undefined;
  onChange: (next: Part) => void;
  errors: readonly string[];
}) {
  const id = useId();
  const enabled = value?.enabled === true;
  const noticeHours = Number(value?.noticeHours ?? DEFAULT_INSTANT_BOOK_NOTICE_HOURS);
  // A notice saved before (or typed elsewhere) that is not one of the choices still shows as itself.
  const choices = INSTANT_BOOK_NOTICE_CHOICES.includes(noticeHours as (typeof INSTANT_BOOK_NOTICE_CHOICES)[number])
    ? [...INSTANT_BOOK_NOTICE_CHOICES]
    : Number.isInteger(noticeHours) && noticeHours >= 0
      ? [...INSTANT_BOOK_NOTICE_CHOICES, noticeHours].sort((a, b) => a - b)
      : [...INSTANT_BOOK_NOTICE_CHOICES];
  const error = errors.find((message) => INSTANT_BOOK_FIELD_MESSAGES.includes(message));
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-ink">How do customers book?</legend>
      <div className="flex items-center justify-between gap-4 rounded-2xl bg-dusk-50 px-4 py-3.5">
        <div className="min-w-0">
          <label htmlFor={`${id}-switch`} className="font-semibold text-ink">
            Instant book
          </label>
          <p id={`${id}-description`} className="text-sm text-muted">
            {enabled
              ? 'Bookings are confirmed and paid as soon as the customer checks out: keep your calendar up to date.'
              : 'Off: each booking is a request you confirm or decline within 48 hours.'}
          </p>
        </div>
        <Switch
          id={`${id}-switch`}
          aria-describedby={`${id}-description`}
          checked={enabled}
          onCheckedChange={(on) => onChange({ enabled: on, noticeHours })}
        />
      </div>
      {enabled ? (
        <Field
          label="Notice you need"
          hint="Events sooner than this stay requests you answer."
          error={error}
          className="sm:max-w-sm"
        >
          <Select
            value={String(noticeHours)}
            onValueChange={(next) => onChange({ enabled, noticeHours: Number(next) })}
            options={choices.map((hours) => ({ value: String(hours), label: noticeLabel(hours) }))}
          />
        </Field>
      ) : null}
      {enabled && !error && Number.isInteger(noticeHours) ? (
        <p className="text-sm text-muted">Customers read: {instantBookInWords(noticeHours)}</p>
      ) : null}
    </fieldset>
  );
}
