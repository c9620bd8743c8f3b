import { X } from 'lucide-react';
import { activeFilters } from './active-filters.ts';
import { clearFilters, type DiscoverState } from './discover-query.ts';

export interface ActiveFilterChipsProps {
  state: DiscoverState;
  onChange: (next: DiscoverState) => void;
}

/** The filters in force, each removable, and Clear all. */
export function ActiveFilterChips({ state, onChange }: ActiveFilterChipsProps) {
  const chips = activeFilters(state);
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">Active filters</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.without)}
              className="group inline-flex h-8 items-center gap-1.5 rounded-full bg-ember-50 pr-2 pl-3 text-sm font-semibold text-ember-800 transition-colors hover:bg-ember-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <span className="sr-only">Remove filter: </span>
              {chip.label}
              <X aria-hidden="true" className="size-3.5 opacity-70 group-hover:opacity-100" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange(clearFilters(state))}
        className="ml-1 h-8 rounded-full px-2 text-sm font-semibold text-ink underline underline-offset-4 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        Clear all
      </button>
    </div>
  );
}
