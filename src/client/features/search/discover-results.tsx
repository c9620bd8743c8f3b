import { useRef } from 'react';
import type { CategoryCount } from '#shared/search.ts';
import { cn } from '../../lib/cn.ts';
import { formatInteger } from '../../lib/format.ts';
import { usePrefersReducedMotion } from '../../lib/use-media-query.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { useDiscoverResults } from './api.ts';
import { freeForLabel, PAGE_SIZE, totalPages, type DiscoverState } from './discover-query.ts';
import { FilterSheet, noun } from './filter-sheet.tsx';
import type { FilterOptions } from './filter-panel.tsx';
import { Pagination } from './pagination.tsx';
import { ResultsGrid, ResultsSkeleton } from './results-grid.tsx';
import { NoResults, PastLastPage, SearchError } from './results-states.tsx';
import { SortSelect } from './sort-select.tsx';
import type { SetDiscoverState } from './use-discover-state.ts';

export interface DiscoverResultsProps {
  state: DiscoverState;
  setState: SetDiscoverState;
  options: FilterOptions;
  categories: CategoryCount[] | undefined;
}

export function countText(tab: DiscoverState['tab'], total: number): string {
  return total === 0 ? `No ${noun(tab, 0)} match` : `${formatInteger(total)} ${noun(tab, total)}`;
}

/** The result count, sort, active filters, the cards (or skeleton, empty or error state) and the pages. */
export function DiscoverResultsSection({ state, setState, options, categories }: DiscoverResultsProps) {
  const results = useDiscoverResults(state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { data, isPending, isError, isPlaceholderData, isFetching } = results;
  const total = data?.pagination.total ?? 0;
  const pages = totalPages(total);
  const shown = data ? (data.tab === 'venues' ? data.venues.length : data.vendors.length) : 0;
  const first = (state.page - 1) * PAGE_SIZE + 1;
  const failed = isError && !isPlaceholderData;

  const heading = failed
    ? `We couldn't load ${state.tab}`
    : data
      ? countText(state.tab, total)
      : `Searching ${state.tab}…`;
  const announcement = failed ? heading : data && !isPlaceholderData && !isFetching ? heading : '';

  const focusResults = () => {
    requestAnimationFrame(() => {
      const target = headingRef.current;
      if (!target) return;
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    });
  };

  return (
    <section aria-labelledby="discover-results-heading" aria-busy={isFetching || undefined} className="min-w-0">
      <div className="grid grid-cols-[auto_1fr_auto] items-center gap-x-2 gap-y-5 lg:grid-cols-[1fr_auto] lg:items-end">
        <div className="col-start-1 row-start-1 lg:hidden">
          <FilterSheet state={state} onApply={(next) => setState(next)} options={options} />
        </div>
        <div className="col-span-3 row-start-2 lg:col-span-1 lg:row-start-1">
          <h2
            id="discover-results-heading"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-32 text-xl font-extrabold tracking-tight text-ink outline-none md:text-2xl"
          >
            {heading}
          </h2>
          {data && total > PAGE_SIZE ? (
            <p className="mt-0.5 text-sm text-muted">
              Showing {formatInteger(first)}–{formatInteger(first + shown - 1)} of {formatInteger(total)}
            </p>
          ) : null}
        </div>
        <div className="col-start-3 row-start-1 justify-self-end lg:col-start-2">
          <SortSelect state={state} onChange={(next) => setState(next)} />
        </div>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ActiveFilterChips state={state} onChange={(next) => setState(next)} />
      <div
        aria-hidden="true"
        className={cn(
          'mt-5 h-0.5 overflow-hidden rounded-full',
          isFetching && data ? 'bg-ember-100' : 'bg-transparent',
        )}
      >
        {isFetching && data ? <div className="h-full w-1/3 animate-progress rounded-full bg-brand" /> : null}
      </div>
      <div className={cn('mt-4 transition-opacity duration-200', isPlaceholderData && 'opacity-60')}>
        {failed ? (
          <SearchError
            state={state}
            error={results.error}
            onRetry={() => void results.refetch()}
            retrying={isFetching}
          />
        ) : isPending ? (
          <ResultsSkeleton />
        ) : total === 0 ? (
          <NoResults state={state} counts={categories} />
        ) : shown === 0 ? (
          <PastLastPage state={state} pages={pages} />
        ) : (
          // Results kept from the last search while the next loads were not asked about the new day and hours.
          <ResultsGrid results={data} asked={state} freeFor={isPlaceholderData ? null : freeForLabel(state)} />
        )}
      </div>
      {data && !failed ? <Pagination state={state} pages={pages} onNavigate={focusResults} /> : null}
    </section>
  );
}
