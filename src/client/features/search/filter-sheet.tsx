import { startTransition, useDeferredValue, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetTrigger } from '../../components/ui/sheet.tsx';
import { formatInteger } from '../../lib/format.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { panelFilterCount } from './active-filters.ts';
import { useResultCount } from './api.ts';
import { clearFilters, type DiscoverState } from './discover-query.ts';
import { FilterPanel, type FilterOptions } from './filter-panel.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

export interface FilterSheetProps {
  state: DiscoverState;
  onApply: (next: DiscoverState) => void;
  options: FilterOptions;
}

export function noun(tab: DiscoverState['tab'], count: number): string {
  if (tab === 'venues') return count === 1 ? 'venue' : 'venues';
  return count === 1 ? 'vendor' : 'vendors';
}

function applyLabel(tab: DiscoverState['tab'], count: number | undefined): string {
  if (count === undefined) return 'Show results';
  if (count === 0) return `No ${noun(tab, 0)} match`;
  return `Show ${formatInteger(count)} ${noun(tab, count)}`;
}

/** Phones and tablets: the filters in a sheet, edited as a draft and applied with 'Show N results'. */
export function FilterSheet({ state, onApply, options }: FilterSheetProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(state);
  const settledDraft = useDebouncedValue(draft, 300);
  const count = useResultCount(settledDraft, open);
  const active = panelFilterCount(state);
  // The sheet opens with its header and footer first, the filters a frame later: the press paints at once instead of
  // waiting for the whole panel's render, style and layout.
  const panelReady = useDeferredValue(open) || !open;

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next) return setOpen(false);
        // The press paints first (the button's pressed state); the sheet renders right after, without holding it.
        startTransition(() => {
          setDraft(state);
          setOpen(true);
        });
      }}
    >
      <SheetTrigger asChild>
        <Button variant="secondary" size="sm" className="h-10 rounded-full px-4">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {active > 0 ? (
            <span className="grid min-w-5 place-items-center rounded-full bg-dusk-900 px-1.5 text-[0.6875rem] leading-5 font-bold text-white">
              {active}
              <span className="sr-only"> applied</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent
        side={isMobile ? 'bottom' : 'right'}
        title="Filters"
        description={state.tab === 'venues' ? 'Narrow down venues' : 'Narrow down vendors'}
        footer={
          <div className="flex items-center gap-3">
            <Button
              variant="ghost"
              onClick={() => setDraft({ ...clearFilters(draft), types: draft.types })}
              className="px-3 underline underline-offset-4"
            >
              Clear all
            </Button>
            <Button
              size="lg"
              className="min-w-0 flex-1"
              aria-busy={count.isFetching || undefined}
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {applyLabel(state.tab, count.data)}
            </Button>
          </div>
        }
      >
        <div className="px-5 py-5 sm:px-6">
          {panelReady ? (
            <FilterPanel state={draft} onChange={setDraft} options={options} live />
          ) : (
            <div aria-hidden="true" className="h-[44rem]" />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
