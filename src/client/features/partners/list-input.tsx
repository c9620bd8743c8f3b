// A comma-separated list typed as text (amenities, services, areas): the words stay as typed while the list follows.
import { useState } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';

export function ListInput({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string[];
  onChange: (list: string[]) => void;
  error?: string;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Field label={label} hint={hint} error={error}>
      <Input
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(
            event.target.value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
          );
        }}
      />
    </Field>
  );
}
