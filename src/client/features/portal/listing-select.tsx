// Which of the partner's venues and vendors a calendar form is for; nothing to choose when there is one.
import type { CalendarListing } from '#shared/partner-calendar.ts';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';

export function ListingSelect({
  label,
  listings,
  value,
  onChange,
}: {
  label: string;
  listings: readonly CalendarListing[];
  value: string;
  onChange: (id: string) => void;
}) {
  if (listings.length < 2) return null;
  return (
    <Field label={label}>
      <Select value={value} onValueChange={onChange} options={listings.map((l) => ({ value: l.id, label: l.name }))} />
    </Field>
  );
}
