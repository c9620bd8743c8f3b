// A listing's weekly hours (issue 47): a venue's opening hours and closed days, always set; a vendor's working hours,
// which it may leave unset to take events at any hour, and its days off. The shared schema (#shared/onboarding.ts)
// judges them; the server keeps them as rows by weekday.
import { useId } from 'react';
import { AVAILABILITY_MESSAGES } from '#shared/availability.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { ChipToggles } from '../../components/ui/chip-toggles.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The hours a vendor starts from when it turns working hours on. */
const VENDOR_HOURS = { openingTime: '10:00', closingTime: '22:00' };

/** The availability part as typed: openingTime, closingTime and closedWeekdays among its keys. */
export type WeeklyHoursValue = Record<string, unknown>;

export function WeeklyHoursFields({
  type,
  value,
  onChange,
  errors,
}: {
  type: PartnerType;
  value: WeeklyHoursValue;
  onChange: (next: WeeklyHoursValue) => void;
  errors: readonly string[];
}) {
  const id = useId();
  const set = (key: string, next: unknown) => onChange({ ...value, [key]: next });
  const venue = type === 'venue';
  const hasHours = venue || Boolean(value.openingTime);
  const closed = Array.isArray(value.closedWeekdays) ? (value.closedWeekdays as number[]) : [];
  return (
    <>
      {venue ? null : (
        <div className="flex items-center justify-between gap-4 sm:col-span-2">
          <div className="min-w-0">
            <label htmlFor={id} className="text-sm font-semibold text-ink">
              Set working hours
            </label>
            <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
              Off: customers can book you at any hour of the days you work.
            </p>
          </div>
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={hasHours}
            onCheckedChange={(on) =>
              onChange({ ...value, ...(on ? VENDOR_HOURS : { openingTime: '', closingTime: '' }) })
            }
          />
        </div>
      )}
      {hasHours ? (
        <>
          <Field label={venue ? 'Opens at' : 'Start at'} required>
            <Input
              type="time"
              value={String(value.openingTime ?? '')}
              onChange={(e) => set('openingTime', e.target.value)}
            />
          </Field>
          <Field
            label={venue ? 'Closes at' : 'Finish by'}
            required
            hint={`Earlier than ${venue ? 'opening' : 'the start'} means after midnight.`}
            error={errors.includes(AVAILABILITY_MESSAGES.workingHours) ? AVAILABILITY_MESSAGES.workingHours : undefined}
          >
            <Input
              type="time"
              value={String(value.closingTime ?? '')}
              onChange={(e) => set('closingTime', e.target.value)}
            />
          </Field>
        </>
      ) : null}
      <div className="sm:col-span-2">
        <ChipToggles
          legend={venue ? 'Closed on' : 'Days off'}
          hint="customers cannot book these days"
          options={WEEKDAYS.map((day, index) => ({ value: String(index), label: day }))}
          selected={closed.map(String)}
          onChange={(days) => set('closedWeekdays', days.map(Number).sort())}
        />
      </div>
    </>
  );
}
