import { Link } from 'react-router';
import { FilterX, RefreshCw, SearchX, ShieldAlert } from 'lucide-react';
import type { CategoryCount } from '#shared/search.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { describeApiError } from '../../lib/api.ts';
import { CategoryIcon } from '../catalogue/index.ts';
import { hasFilters } from './active-filters.ts';
import { SearchFailedError } from './api.ts';
import { clearFilters, discoverHref, switchTab, withChanges, type DiscoverState } from './discover-query.ts';

const POPULAR_COUNT = 4;

function popular(state: DiscoverState, counts: CategoryCount[] | undefined): CategoryCount[] {
  return (counts ?? [])
    .filter((c) => c.slug !== 'all' && c.count > 0 && !state.types.includes(c.slug))
    .sort((a, b) => b.count - a.count)
    .slice(0, POPULAR_COUNT);
}

export function NoResults({ state, counts }: { state: DiscoverState; counts: CategoryCount[] | undefined }) {
  const what = state.tab === 'venues' ? 'venues' : 'vendors';
  const filtered = hasFilters(state);
  const other = state.tab === 'venues' ? 'vendors' : 'venues';
  const suggestions = popular(state, counts);
  return (
    <div className="rounded-3xl border border-dashed border-line-strong bg-surface">
      <EmptyState
        as="h3"
        icon={<SearchX />}
        title={`No ${what} match your search`}
        description={
          filtered && state.q
            ? 'Try removing a filter or two, or search with fewer or broader words.'
            : filtered
              ? 'Try removing a filter or two: a wider price range or another city often helps.'
              : 'Try fewer or broader words, like “rooftop”, “DJ” or a city name.'
        }
        actions={
          <>
            {filtered ? (
              <Button asChild>
                <Link to={discoverHref(clearFilters(state))}>
                  <FilterX aria-hidden="true" />
                  Clear filters
                </Link>
              </Button>
            ) : null}
            {state.q ? (
              <Button asChild variant={filtered ? 'secondary' : 'primary'}>
                <Link to={discoverHref(withChanges(state, { q: '', sort: null }))}>Search all {what}</Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary">
              <Link to={discoverHref(switchTab(state, other))}>Look at {other} instead</Link>
            </Button>
          </>
        }
      />
      {suggestions.length > 0 ? (
        <div className="border-t border-line px-6 py-6 text-center">
          <h4 className="text-sm font-bold text-ink">Popular categories</h4>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((category) => (
              <li key={category.slug}>
                <Link
                  to={discoverHref({ ...clearFilters({ ...state, q: '', sort: null }), types: [category.slug] })}
                  className="inline-flex h-9 items-center gap-2 rounded-full border border-line bg-surface px-3.5 text-sm font-semibold text-dusk-700 transition-colors hover:border-dusk-400 hover:text-ink"
                >
                  <CategoryIcon name={category.icon} className="size-4 text-brand" />
                  {category.label}
                  <span className="text-xs font-medium text-muted">{category.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function PastLastPage({ state, pages }: { state: DiscoverState; pages: number }) {
  return (
    <div className="rounded-3xl border border-dashed border-line-strong bg-surface">
      <EmptyState
        as="h3"
        icon={<SearchX />}
        title={`There is no page ${state.page}`}
        description={`These results fit on ${pages === 1 ? 'one page' : `${pages} pages`}.`}
        actions={
          <Button asChild>
            <Link to={discoverHref({ ...state, page: pages })}>Go to page {pages}</Link>
          </Button>
        }
      />
    </div>
  );
}

export function SearchError({
  state,
  error,
  onRetry,
  retrying,
}: {
  state: DiscoverState;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const fallback = 'The server did not answer. Please try again in a moment.';
  return (
    <div className="rounded-3xl border border-line bg-surface shadow-card">
      <EmptyState
        as="h3"
        tone="danger"
        icon={<ShieldAlert />}
        title={`We couldn't load ${state.tab}`}
        description={error instanceof SearchFailedError ? error.message : describeApiError(error, fallback)}
        actions={
          <Button onClick={onRetry} loading={retrying}>
            {retrying ? null : <RefreshCw aria-hidden="true" />}
            Try again
          </Button>
        }
      />
    </div>
  );
}
