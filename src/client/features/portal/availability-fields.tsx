// A listing's availability as partners set it: its clock, weekly hours and days off, set-up, tear-down and events a
// day. Onboarding's and the listing editor's Availability step and the portal calendar's hours card show these.
import { AVAILABILITY_MESSAGES } from '#shared/availability.ts';
import { TIME_ZONE_MESSAGE, timeZoneOfState } from '#shared/time-zones.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { TimeAroundEventsFields } from './time-around-events-fields.tsx';
import { TimeZoneField } from './time-zone-field.tsx';
import { WeeklyHoursFields } from './weekly-hours-fields.tsx';

/** The messages these fields show beside themselves; a form lists the others apart. */
export const AVAILABILITY_FIELD_MESSAGES: readonly string[] = [
  ...Object.values(AVAILABILITY_MESSAGES),
  TIME_ZONE_MESSAGE,
];

/**
 * `value`: the availability part as typed; `state`: the listing's, whose clock is the default; `onChange` gets the
 * keys that changed, to merge into the part.
 */
export function AvailabilityFields({
  type,
  value,
  state,
  onChange,
  errors,
}: {
  type: PartnerType;
  value: Record<string, unknown>;
  state: string | undefined;
  onChange: (next: Record<string, unknown>) => void;
  errors: readonly string[];
}) {
  return (
    <>
      <TimeZoneField
        value={String(value.timeZone ?? timeZoneOfState(state))}
        onChange={(timeZone) => onChange({ timeZone })}
        error={errors.includes(TIME_ZONE_MESSAGE) ? TIME_ZONE_MESSAGE : undefined}
      />
      <WeeklyHoursFields type={type} value={value} onChange={onChange} errors={errors} />
      <TimeAroundEventsFields value={value} onChange={onChange} errors={errors} />
    </>
  );
}
