import { typeLabel } from './active-filters.ts';
import type { DiscoverState } from './discover-query.ts';

/** The document title of a search: '“rooftop” · Venues in Austin', 'Rooftop venues', 'Vendors (page 2)'. */
export function discoverTitle(state: DiscoverState): string {
  const venues = state.tab === 'venues';
  const tabName = venues ? 'Venues' : 'Vendors';
  const onlyType = state.types.length === 1 ? typeLabel(state.tab, state.types[0] ?? '') : null;
  const subject = onlyType ? (venues ? `${onlyType} venues` : onlyType) : tabName;
  const words = state.q ? `“${state.q}” · ` : '';
  const place = state.city ? ` in ${state.city}` : '';
  const page = state.page > 1 ? ` (page ${state.page})` : '';
  return `${words}${subject}${place}${page}`;
}
