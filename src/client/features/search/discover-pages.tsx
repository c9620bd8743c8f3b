import { useCallback } from 'react';
import { searchTabFor } from '#shared/category-words.ts';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { panelFilterCount } from './active-filters.ts';
import { CategoryRail } from './category-rail.tsx';
import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import {
  categoryCountsQuery,
  discoverResultsQuery,
  searchFiltersQuery,
  useCategoryCounts,
  useSearchFilters,
} from './api.ts';
import { clearFilters, parseDiscoverQuery, switchTab, withChanges } from './discover-query.ts';
import { DiscoverResultsSection } from './discover-results.tsx';
import { discoverTitle } from './discover-title.ts';
import { FilterPanel, type FilterOptions } from './filter-panel.tsx';
import { SearchBox } from './search-box.tsx';
import { TabNav } from './tab-nav.tsx';
import { useDiscoverState } from './use-discover-state.ts';

const COPY = {
  venues: {
    title: 'Find your venue',
    lead: 'Rooftops, lofts, galleries and gardens, with real prices and capacity up front.',
    search: 'Search venues',
    placeholder: 'Try “rooftop for 80”',
  },
  vendors: {
    title: 'Build your crew',
    lead: 'DJs, photographers, caterers and more, ready to add to the same cart as your venue.',
    search: 'Search vendors',
    placeholder: 'Try “wedding DJ”',
  },
} as const;

/** On the server: the results of the search in the URL, the filter options and the category counts. */
export const prefetchDiscoverPage: PagePrefetch = (queryClient, { url }) => {
  const state = parseDiscoverQuery(url.searchParams);
  return Promise.all([
    queryClient.prefetchQuery(discoverResultsQuery(state)),
    queryClient.prefetchQuery(searchFiltersQuery()),
    queryClient.prefetchQuery(categoryCountsQuery(state.tab)),
  ]);
};

/** /discover: search and filter venues or vendors; the whole search lives in the URL. */
export function DiscoverPage() {
  const [state, setState] = useDiscoverState();
  const filters = useSearchFilters();
  const categories = useCategoryCounts(state.tab);
  useDocumentTitle(discoverTitle(state));
  const copy = COPY[state.tab];

  const options: FilterOptions = {
    data: filters.data,
    isPending: filters.isPending,
    isError: filters.isError,
    retry: () => void filters.refetch(),
  };
  // Words that name the other tab's kind of listing ("wedding photographer" on venues) open that tab.
  const commitWords = useCallback(
    (q: string, { replace }: { replace: boolean }) => {
      const tab = searchTabFor(q) ?? state.tab;
      setState(tab === state.tab ? withChanges(state, { q }) : switchTab({ ...state, q }, tab), { replace });
    },
    [state, setState],
  );
  const panelCount = panelFilterCount(state);

  return (
    <div className="flex-1 pb-16 md:pb-24">
      <div className="relative border-b border-line bg-surface">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 overflow-hidden bg-[radial-gradient(60rem_20rem_at_85%_-20%,rgb(255_100_136/0.12),transparent_60%),radial-gradient(40rem_18rem_at_10%_120%,rgb(123_63_228/0.08),transparent_60%)]"
        />
        <div className="relative container-page pt-4 pb-5 md:pt-6 md:pb-6">
          <Breadcrumbs className="max-md:hidden" />
          <div className="flex flex-col gap-4 md:mt-5 md:flex-row md:items-end md:justify-between">
            <div className="min-w-0">
              <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-ink md:text-display-sm">
                {copy.title}
              </h1>
              <p className="mt-2 max-w-xl text-base leading-7 text-muted max-md:hidden">{copy.lead}</p>
            </div>
            <TabNav state={state} />
          </div>
          <div className="mt-4 md:mt-6">
            {/* One box for both tabs: a tab the words open keeps the box, its focus and what is being typed. */}
            <SearchBox value={state.q} onCommit={commitWords} label={copy.search} placeholder={copy.placeholder} />
          </div>
          <div className="mt-4">
            <CategoryRail
              tab={state.tab}
              selected={state.types}
              // The counts are of the whole catalogue: beside a search or filters they would contradict the results.
              counts={state.q.trim() || panelFilterCount(state) > 0 ? undefined : categories.data}
              onChange={(types) => setState(withChanges(state, { types }))}
            />
          </div>
        </div>
      </div>

      <div className="container-page pt-6 md:pt-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-10 xl:grid-cols-[18rem_minmax(0,1fr)] xl:gap-12">
        <aside
          aria-labelledby="discover-filters-heading"
          className="hidden min-w-0 rounded-2xl border border-line bg-surface p-5 shadow-xs lg:block"
        >
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="discover-filters-heading" className="text-lg font-bold tracking-tight text-ink">
              Filters
            </h2>
            {panelCount > 0 ? (
              <button
                type="button"
                onClick={() => setState({ ...clearFilters(state), types: state.types })}
                className="text-sm font-semibold text-ink underline underline-offset-4 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                Reset
              </button>
            ) : null}
          </div>
          <FilterPanel
            key={state.tab}
            state={state}
            onChange={(next) => setState(next)}
            options={options}
            live={false}
          />
        </aside>
        <DiscoverResultsSection state={state} setState={setState} options={options} categories={categories.data} />
      </div>
    </div>
  );
}
