import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldControlClasses } from '../../components/ui/input.tsx';

/** `live` applies each keystroke (a draft in the filter sheet); otherwise a value applies on Enter or on leaving the field. */
export interface CommitMode {
  live: boolean;
}

export function FilterSection({
  legend,
  children,
  className,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0 border-t border-line py-5 first:border-t-0 first:pt-0', className)}>
      <legend className="float-left mb-3 w-full text-[0.9375rem] font-bold text-ink">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

export function parseWholeNumber(text: string): number | null {
  const digits = text.replace(/[^0-9]/g, '');
  if (!digits) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

const show = (value: number | null) => (value === null ? '' : String(value));

interface TextDraft {
  text: string;
  setText: (text: string) => void;
}

/** Local text for a control whose value lives in the URL; follows the URL when it changes elsewhere. */
function useTextDraft(value: string): TextDraft {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  return { text, setText };
}

const commitOnEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    commit();
  }
};

export interface RangeFieldProps extends CommitMode {
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
  /** e.g. 'guests', 'price per hour': completes the labels 'Minimum …' / 'Maximum …'. */
  what: string;
  prefix?: string;
  maxHint?: number;
}

export function RangeField({ min, max, onChange, what, prefix, maxHint, live }: RangeFieldProps) {
  const id = useId();
  const low = useTextDraft(show(min));
  const high = useTextDraft(show(max));
  const commit = (lowText = low.text, highText = high.text) => {
    const nextMin = parseWholeNumber(lowText);
    const nextMax = parseWholeNumber(highText);
    if (nextMin !== min || nextMax !== max) onChange(nextMin, nextMax);
  };
  const input = (side: 'min' | 'max', draft: TextDraft) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${side}`} className="text-xs font-semibold text-muted">
        {side === 'min' ? 'Min' : 'Max'}
        <span className="sr-only"> {what}</span>
      </label>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-dusk-500"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={`${id}-${side}`}
          inputMode="numeric"
          autoComplete="off"
          value={draft.text}
          placeholder={side === 'min' ? 'No min' : maxHint ? `${maxHint.toLocaleString('en-US')}+` : 'No max'}
          onChange={(event) => {
            const text = event.target.value.replace(/[^0-9]/g, '').slice(0, 7);
            draft.setText(text);
            if (live) commit(side === 'min' ? text : low.text, side === 'max' ? text : high.text);
          }}
          onBlur={() => commit()}
          onKeyDown={commitOnEnter(() => commit())}
          className={cn(fieldControlClasses, 'h-11 tabular-nums', prefix && 'pl-7')}
        />
      </div>
    </div>
  );
  return (
    <div className="flex items-end gap-2.5">
      {input('min', low)}
      <span aria-hidden="true" className="mb-3 text-dusk-400">
        –
      </span>
      {input('max', high)}
    </div>
  );
}

export interface TextFilterProps extends CommitMode {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength: number;
}

export function TextFilter({ label, value, onChange, placeholder, maxLength, live }: TextFilterProps) {
  const id = useId();
  const draft = useTextDraft(value);
  const commit = (text = draft.text) => {
    const next = live ? text : text.trim();
    if (next !== value) onChange(next);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <input
        id={id}
        value={draft.text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          draft.setText(event.target.value);
          if (live) commit(event.target.value);
        }}
        onBlur={() => commit()}
        onKeyDown={commitOnEnter(() => commit())}
        className={cn(fieldControlClasses, 'h-11')}
      />
    </div>
  );
}
