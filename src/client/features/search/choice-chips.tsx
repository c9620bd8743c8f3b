import { Check, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ChoiceChipsProps {
  /** The choices' plural noun, e.g. 'amenities'. */
  name: string;
  choices: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** Shown before a choice's label (an icon). */
  decorate?: (choice: string) => ReactNode;
  /** Choices shown before 'Show all'. */
  initial?: number;
}

/** Lists longer than this get a box to find a choice by name instead of 'Show all'. */
const FINDABLE_OVER = 30;
const MAX_MATCHES = 24;

/** Picks the choices to show: the selected ones, then the first few (or those matching the typed words). */
export function visibleChoices(
  choices: string[],
  selected: string[],
  { expanded, find, initial }: { expanded: boolean; find: string; initial: number },
): string[] {
  const all = [...selected.filter((value) => !choices.includes(value)), ...choices];
  const words = find.trim().toLowerCase();
  if (words)
    return all
      .filter((choice) => selected.includes(choice) || choice.toLowerCase().includes(words))
      .slice(0, MAX_MATCHES + selected.length);
  if (expanded) return all;
  return all.filter((choice, index) => index < initial || selected.includes(choice));
}

/** A multi-select as pill-shaped checkboxes; long lists fold behind 'Show all' or a find box. */
export function ChoiceChips({ name, choices, selected, onChange, decorate, initial = 8 }: ChoiceChipsProps) {
  const findId = useId();
  const [expanded, setExpanded] = useState(false);
  const [find, setFind] = useState('');
  const findable = choices.length > FINDABLE_OVER;
  const shown = visibleChoices(choices, selected, { expanded, find, initial });
  const toggle = (choice: string) =>
    onChange(selected.includes(choice) ? selected.filter((value) => value !== choice) : [...selected, choice]);
  return (
    <div>
      {findable ? (
        <div className="relative mb-3">
          <label htmlFor={findId} className="sr-only">
            Find {name}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-dusk-500"
          />
          <input
            id={findId}
            type="search"
            value={find}
            onChange={(event) => setFind(event.target.value)}
            placeholder={`Find among ${choices.length} ${name}`}
            autoComplete="off"
            className="h-10 w-full rounded-full border border-line-strong bg-surface pr-3 pl-9 text-sm text-ink placeholder:text-dusk-500 hover:border-dusk-400 focus-visible:border-brand focus-visible:ring-4 focus-visible:ring-ember-100 focus-visible:outline-none"
          />
        </div>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {shown.map((choice) => {
          const checked = selected.includes(choice);
          return (
            <li key={choice} className="max-w-full">
              <label
                className={cn(
                  'inline-flex min-h-9 max-w-full cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors select-none',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                  checked
                    ? 'border-dusk-900 bg-dusk-900 text-white'
                    : 'border-line-strong bg-surface text-dusk-700 hover:border-dusk-400 hover:text-ink',
                )}
              >
                <input type="checkbox" className="sr-only" checked={checked} onChange={() => toggle(choice)} />
                {checked ? <Check aria-hidden="true" className="size-3.5 shrink-0" /> : decorate?.(choice)}
                <span className="truncate">{choice}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {find.trim() && shown.length === selected.length ? (
        <p className="mt-2 text-sm text-muted">{`No ${name} match “${find.trim()}”.`}</p>
      ) : null}
      {!findable && choices.length > initial ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="mt-3 text-sm font-semibold text-ink underline underline-offset-4 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {expanded ? `Show fewer ${name}` : `Show all ${choices.length} ${name}`}
        </button>
      ) : null}
    </div>
  );
}
