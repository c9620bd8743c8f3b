// The filters in force, as removable chips: a label and the state without that filter.
import { VENDOR_CATEGORY_INFO, VENUE_CATEGORY_INFO, type CategoryInfo } from '#shared/categories.ts';
import { formatTime } from '#shared/opening-hours.ts';
import { formatInteger } from '../../lib/format.ts';
import { INSTANT_BOOK_LABEL } from '../catalogue/index.ts';
import { EMPTY_FILTERS, withChanges, type DiscoverState, type DiscoverTab } from './discover-query.ts';

export interface ActiveFilter {
  key: string;
  label: string;
  without: DiscoverState;
}

export function typeLabel(tab: DiscoverTab, type: string): string {
  const info: Record<string, CategoryInfo> = tab === 'venues' ? VENUE_CATEGORY_INFO : VENDOR_CATEGORY_INFO;
  return info[type]?.label ?? type;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2025-06-14' → 'Sat, Jun 14'. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormat.format(date);
}

function between(min: number | null, max: number | null, format: (n: number) => string): string {
  if (min !== null && max !== null) return `${format(Math.min(min, max))}–${format(Math.max(min, max))}`;
  if (min !== null) return `${format(min)}+`;
  return `Up to ${format(max ?? 0)}`;
}

export function capacityLabel(min: number | null, max: number | null): string {
  return `${between(min, max, formatInteger)} guests`;
}

/** 'Free Sat, Jun 14', or 'Free Sat, Jun 14, 6:00 PM for 4 h' when the hours are asked too. */
export function eventTimeLabel(state: Pick<DiscoverState, 'date' | 'startTime' | 'hours'>): string {
  const day = `Free ${formatDay(state.date)}`;
  return state.startTime && state.hours !== null ? `${day}, ${formatTime(state.startTime)} for ${state.hours} h` : day;
}

export function priceLabel(tab: DiscoverTab, min: number | null, max: number | null): string {
  return `${between(min, max, (n) => `$${formatInteger(n)}`)}${tab === 'venues' ? '/hr' : ''}`;
}

export function activeFilters(state: DiscoverState): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (key: string, label: string, changes: Partial<DiscoverState>) =>
    chips.push({ key, label, without: withChanges(state, changes) });
  const without = (items: string[], item: string) => items.filter((value) => value !== item);

  for (const type of state.types)
    add(`type:${type}`, typeLabel(state.tab, type), { types: without(state.types, type) });
  if (state.date) add('date', eventTimeLabel(state), { date: '', startTime: '', hours: null });
  if (state.instantBook) add('instant-book', INSTANT_BOOK_LABEL, { instantBook: false });
  if (state.city || state.state)
    add('city', [state.city, state.state].filter(Boolean).join(', '), { city: '', state: '' });
  if (state.location) add('location', `Near ${state.location}`, { location: '' });
  if (state.minCapacity !== null || state.maxCapacity !== null) {
    add('capacity', capacityLabel(state.minCapacity, state.maxCapacity), { minCapacity: null, maxCapacity: null });
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    add('price', priceLabel(state.tab, state.minPrice, state.maxPrice), { minPrice: null, maxPrice: null });
  }
  for (const amenity of state.amenities)
    add(`amenity:${amenity}`, amenity, { amenities: without(state.amenities, amenity) });
  for (const service of state.services)
    add(`service:${service}`, service, { services: without(state.services, service) });
  for (const area of state.serviceAreas)
    add(`area:${area}`, `Serves ${area}`, { serviceAreas: without(state.serviceAreas, area) });
  return chips;
}

export function hasFilters(state: DiscoverState): boolean {
  return activeFilters(state).length > 0;
}

/** How many filter groups the panel has in force (the badge on the Filters button; categories sit outside it). */
export function panelFilterCount(state: DiscoverState): number {
  return activeFilters({ ...state, types: EMPTY_FILTERS.types }).length;
}
