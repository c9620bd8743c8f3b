import { ArrowUpDown } from 'lucide-react';
import { Select } from '../../components/ui/select.tsx';
import { effectiveSort, sortsFor, withChanges, type DiscoverSort, type DiscoverState } from './discover-query.ts';

export const SORT_LABELS: Record<DiscoverSort, string> = {
  relevance: 'Best match',
  name: 'Name (A–Z)',
  price: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
  capacity: 'Most guests',
};

export function SortSelect({ state, onChange }: { state: DiscoverState; onChange: (next: DiscoverState) => void }) {
  const current = effectiveSort(state);
  const words = Boolean(state.q.trim());
  // Without words the recommended order is the best rated one: 'Top rated' would repeat it.
  const options = [...sortsFor(state.tab)]
    .sort((a, b) => Number(b === 'relevance') - Number(a === 'relevance'))
    .filter((sort) => sort !== 'rating' || words || current === 'rating')
    .map((sort) => ({ value: sort, label: sort === 'relevance' && !words ? 'Recommended' : SORT_LABELS[sort] }));
  return (
    <Select
      aria-label="Sort by"
      size="sm"
      value={current}
      options={options}
      icon={<ArrowUpDown aria-hidden="true" className="size-4 text-muted" />}
      triggerClassName="h-10 w-auto min-w-44 rounded-full"
      onValueChange={(value) => {
        const sort = value as DiscoverSort;
        onChange(withChanges(state, { sort: sort === effectiveSort({ q: state.q, sort: null }) ? null : sort }));
      }}
    />
  );
}
