// A group of on/off chips (categories, weekdays): buttons with aria-pressed inside a labelled fieldset.
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ChipTogglesProps {
  legend: string;
  hint?: string;
  options: { value: string; label: string }[];
  selected: string[];
  onChange: (selected: string[]) => void;
  max?: number;
  error?: string;
}

export function ChipToggles({ legend, hint, options, selected, onChange, max, error }: ChipTogglesProps) {
  const errorId = useId();
  const toggle = (value: string) => {
    const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
    onChange(max ? next.slice(-max) : next);
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {legend} {hint ? <span className="font-normal text-muted">({hint})</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(option.value)}
              className={cn(
                'rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                on ? 'border-brand bg-ember-50 text-brand' : 'border-line-strong bg-surface text-ink hover:bg-dusk-50',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
