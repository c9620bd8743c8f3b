import { Link } from 'react-router';
import { Building2, Sparkles } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { discoverHref, switchTab, type DiscoverState, type DiscoverTab } from './discover-query.ts';

const TABS: { tab: DiscoverTab; label: string; icon: typeof Building2 }[] = [
  { tab: 'venues', label: 'Venues', icon: Building2 },
  { tab: 'vendors', label: 'Vendors', icon: Sparkles },
];

/** Venues or vendors: links (each tab is its own URL), keeping the words and the place. */
export function TabNav({ state }: { state: DiscoverState }) {
  return (
    <nav aria-label="Listing type" className="shrink-0">
      <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-dusk-100 p-1 md:inline-grid">
        {TABS.map(({ tab, label, icon: Icon }) => {
          const active = state.tab === tab;
          return (
            <li key={tab}>
              <Link
                to={discoverHref(switchTab(state, tab))}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 w-full items-center justify-center gap-2 rounded-xl px-5 text-[0.9375rem] font-semibold transition-all',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  active ? 'bg-surface text-ink shadow-card' : 'text-dusk-600 hover:text-ink',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-4', active ? 'text-brand' : 'text-dusk-500')} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
