// A choice shown as a card: a native radio with its label and, where it needs one, a line saying what it means; the
// chosen card outlined. Radios of one name make a group the keyboard moves through with the arrow keys.
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect(): void;
  label: ReactNode;
  description?: ReactNode;
}

export function RadioCard({ name, value, checked, onSelect, label, description }: RadioCardProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer rounded-xl border px-4 py-3',
        description ? 'gap-3' : 'items-center gap-2',
        checked ? 'border-brand bg-ember-50' : 'border-line-strong',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className={cn('accent-brand', description && 'mt-1')}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      {description ? (
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{label}</span>
          <span id={`${id}-description`} className="block text-sm text-muted">
            {description}
          </span>
        </span>
      ) : (
        label
      )}
    </label>
  );
}
