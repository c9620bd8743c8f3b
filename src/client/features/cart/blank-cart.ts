import type { CartState } from '#shared/cart.ts';

/** Nothing worth keeping: no items, no date, no co-hosts, no event details. */
export function isBlankCart(state: CartState): boolean {
  return (
    state.items.length === 0 &&
    state.selectedDate === null &&
    state.coHosts.length === 0 &&
    Object.values(state.eventDetails).every((value) => value === undefined || value === '')
  );
}
