// The clock a listing's events keep (ADR 026): its state's zone until its partner chooses another. Customers pick
// start times on it, and every page and mail shows the event's hours on it.
import { TIME_ZONE_CHOICES } from '#shared/time-zones.ts';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';

const OPTIONS = TIME_ZONE_CHOICES.map(({ zone, label }) => ({ value: zone, label }));

export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  return (
    <div className="sm:col-span-2 sm:max-w-sm">
      <Field label="Time zone" hint="Event start times are on this clock" error={error}>
        <Select value={value} onValueChange={onChange} options={OPTIONS} />
      </Field>
    </div>
  );
}
