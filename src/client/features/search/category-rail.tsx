import { VENDOR_CATEGORY_INFO, VENUE_CATEGORY_INFO } from '#shared/categories.ts';
import type { CategoryCount } from '#shared/search.ts';
import { cn } from '../../lib/cn.ts';
import { formatInteger } from '../../lib/format.ts';
import { CategoryIcon } from '../catalogue/index.ts';
import { typesFor, type DiscoverTab } from './discover-query.ts';

export interface CategoryRailProps {
  tab: DiscoverTab;
  selected: string[];
  counts: CategoryCount[] | undefined;
  onChange: (types: string[]) => void;
}

function Chip({
  pressed,
  onClick,
  icon,
  label,
  count,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: string;
  label: string;
  count: number | undefined;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'relative inline-flex h-10 shrink-0 snap-start items-center gap-2 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        pressed
          ? 'border-dusk-900 bg-dusk-900 text-white'
          : 'border-line bg-surface text-dusk-700 hover:border-dusk-400 hover:text-ink',
      )}
    >
      <CategoryIcon name={icon} className={cn('size-4', pressed ? 'text-ember-300' : 'text-brand')} />
      {label}
      {count !== undefined ? (
        <span className={cn('text-xs font-medium tabular-nums', pressed ? 'text-white/70' : 'text-muted')}>
          <span className="sr-only">(</span>
          {formatInteger(count)}
          <span className="sr-only">)</span>
        </span>
      ) : null}
    </button>
  );
}

/** Category chips with live counts; several can be on at once, 'All' clears them. */
export function CategoryRail({ tab, selected, counts, onChange }: CategoryRailProps) {
  const info = tab === 'venues' ? VENUE_CATEGORY_INFO : VENDOR_CATEGORY_INFO;
  const countOf = (slug: string) => counts?.find((c) => c.slug === slug)?.count;
  const toggle = (slug: string) =>
    onChange(selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug]);
  return (
    <div
      role="group"
      aria-label={tab === 'venues' ? 'Venue categories' : 'Vendor categories'}
      className="scrollbar-none relative -mx-5 flex snap-x gap-2 overflow-x-auto scroll-px-5 px-5 py-1 md:-mx-8 md:scroll-px-8 md:px-8 xl:mx-0 xl:flex-wrap xl:px-0"
    >
      <Chip
        pressed={selected.length === 0}
        onClick={() => onChange([])}
        icon={info.all.icon}
        label="All"
        count={countOf('all')}
      />
      {typesFor(tab).map((slug) => {
        const category = (info as Record<string, (typeof info)['all']>)[slug];
        return category ? (
          <Chip
            key={slug}
            pressed={selected.includes(slug)}
            onClick={() => toggle(slug)}
            icon={category.icon}
            label={category.label}
            count={countOf(slug)}
          />
        ) : null;
      })}
    </div>
  );
}
