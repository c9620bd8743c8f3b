// The unified event cart: reducer rules (§4 Cart), validation (§5) and the drawer's display rules (§2 Cart drawer).
// Pure: the client keeps the state, the server re-validates and prices it. The shapes (types, spec §3) come from
// cart-schemas.ts, as types only: the client's first view keeps its cart with these rules and without zod.
import { CART_LIMITS } from './constants.ts';
import { eventDateProblem } from './event-dates.ts';
import { CART_VALIDATION_MESSAGES } from './cart-messages.ts';
import type { LineInput } from './fees.ts';
import { isHourly } from './pricing.ts';
import type { CartItem, CartState, CartValidation, CoHost, EventDetails } from './cart-schemas.ts';

export type {
  CartEntityData,
  CartItem,
  CartItemType,
  CartState,
  CartValidation,
  CoHost,
  EventDetails,
} from './cart-schemas.ts';

/** What `add` accepts: quantity and hours may be left to the cart's rules. */
export type CartItemInput = Omit<CartItem, 'quantity' | 'hours'> & { quantity?: number; hours?: number };

export { CART_VALIDATION_MESSAGES };

export const EMPTY_CART: CartState = {
  items: [],
  selectedDate: null,
  selectedVenueId: null,
  coHosts: [],
  eventDetails: {},
  lastValidation: null,
};

export type CartAction =
  | { type: 'add'; item: CartItemInput }
  | { type: 'remove'; id: string }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'setHours'; id: string; hours: number }
  | { type: 'setDate'; date: string | null }
  | { type: 'setEventDetails'; eventDetails: EventDetails }
  | { type: 'setCoHosts'; coHosts: CoHost[] }
  | { type: 'validate'; today: string }
  | { type: 'clear' };

export function hoursBounds(item: Pick<CartItem, 'minHours'>): { min: number; max: number } {
  const min = Math.min(Math.max(CART_LIMITS.minHours, item.minHours ?? CART_LIMITS.minHours), CART_LIMITS.maxHours);
  return { min, max: CART_LIMITS.maxHours };
}

/** Hours are whole and clamped to [max(1, minHours), 12]. */
export function clampHours(hours: number, item: Pick<CartItem, 'minHours'>): number {
  const { min, max } = hoursBounds(item);
  const whole = Number.isFinite(hours) ? Math.round(hours) : min;
  return Math.min(max, Math.max(min, whole));
}

function wholeQuantity(quantity: number | undefined): number {
  return quantity !== undefined && Number.isFinite(quantity) && quantity >= 1
    ? Math.floor(quantity)
    : CART_LIMITS.minQuantity;
}

/** Add-ons and packages: a flat price per unit, booked with their listing. */
export const isExtra = (item: Pick<CartItem, 'type'>): boolean => item.type === 'addon' || item.type === 'package';

/** Hours change the price of an hourly item only; a venue's hours also hold the room, so they stay adjustable. */
export const hasHours = (item: Pick<CartItem, 'type' | 'unit'>): boolean =>
  item.type === 'venue' || (!isExtra(item) && isHourly(item.unit));

/** The hours an item starts at when added. §4: a vendor starts at 4 hours, whatever hours the caller proposed, and
 *  §5: never under its minimum. Extras have a flat price. */
export function hoursWhenAdded(input: Pick<CartItemInput, 'type' | 'hours' | 'minHours'>): number {
  const proposedHours =
    input.type === 'vendor'
      ? CART_LIMITS.defaultVendorHours
      : isExtra(input)
        ? CART_LIMITS.minHours
        : (input.hours ?? input.minHours ?? CART_LIMITS.minHours);
  return clampHours(proposedHours, input);
}

function newItem(input: CartItemInput): CartItem {
  return {
    ...input,
    quantity: input.type === 'venue' ? 1 : wholeQuantity(input.quantity),
    hours: hoursWhenAdded(input),
  };
}

function changed(state: CartState, patch: Partial<CartState>): CartState {
  return { ...state, ...patch, lastValidation: null };
}

/** Removing a listing takes its add-ons and packages with it. */
function withoutItem(state: CartState, id: string): CartState {
  const removed = state.items.find((item) => item.id === id);
  if (!removed) return state;
  const clearsVenue = removed.type === 'venue' || state.selectedVenueId === id;
  return changed(state, {
    items: state.items.filter((item) => item.id !== id && item.parentId !== id),
    selectedVenueId: clearsVenue ? null : state.selectedVenueId,
  });
}

function updateItem(state: CartState, id: string, update: (item: CartItem) => CartItem): CartState {
  const index = state.items.findIndex((item) => item.id === id);
  const current = state.items[index];
  if (!current) return state;
  const next = update(current);
  if (next.quantity === current.quantity && next.hours === current.hours) return state;
  const items = [...state.items];
  items[index] = next;
  return changed(state, { items });
}

/** Returns the same state object when an action changes nothing. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const item = newItem(action.item);
      if (item.type === 'venue') {
        // The venue it replaces leaves with its add-ons and packages.
        const replaced = new Set(
          state.items
            .filter((existing) => existing.type === 'venue' && existing.id !== item.id)
            .map((venue) => venue.id),
        );
        const others = state.items.filter(
          (existing) => existing.type !== 'venue' && !(existing.parentId && replaced.has(existing.parentId)),
        );
        return changed(state, { items: [...others, item], selectedVenueId: item.id });
      }
      // An add-on or package is booked with its listing: without it in the cart there is nothing to add it to.
      if (isExtra(item) && !state.items.some((existing) => existing.id === item.parentId && !isExtra(existing)))
        return state;
      const existing = state.items.find((candidate) => candidate.id === item.id);
      if (existing) {
        return updateItem(state, item.id, (current) => ({ ...current, quantity: current.quantity + item.quantity }));
      }
      return changed(state, { items: [...state.items, item] });
    }
    case 'remove':
      return withoutItem(state, action.id);
    case 'setQuantity': {
      if (!Number.isFinite(action.quantity)) return state;
      if (action.quantity <= 0) return withoutItem(state, action.id);
      return updateItem(state, action.id, (item) => ({ ...item, quantity: wholeQuantity(action.quantity) }));
    }
    case 'setHours':
      if (!Number.isFinite(action.hours) || state.items.some((item) => item.id === action.id && !hasHours(item)))
        return state;
      return updateItem(state, action.id, (item) => ({ ...item, hours: clampHours(action.hours, item) }));
    case 'setDate':
      return action.date === state.selectedDate ? state : changed(state, { selectedDate: action.date });
    case 'setEventDetails':
      return changed(state, { eventDetails: action.eventDetails });
    case 'setCoHosts':
      return changed(state, { coHosts: action.coHosts });
    case 'validate':
      return { ...state, lastValidation: validateCart(state, action.today) };
    case 'clear':
      return EMPTY_CART;
  }
}

export function vendorCategoryOf(item: CartItem): string | undefined {
  return item.entityData?.category ?? item.category;
}

/** §5: hours are at least the minimum. A venue's minimum holds whatever its price (it is how long the room is held);
 *  a vendor's binds an hourly price only. */
export function minimumHoursProblem(
  item: Pick<CartItem, 'name' | 'hours' | 'minHours'> & Partial<Pick<CartItem, 'type' | 'unit'>>,
): string | null {
  if (item.type === 'vendor' && item.unit && !isHourly(item.unit)) return null;
  const minHours = item.minHours ?? CART_LIMITS.minHours;
  return item.hours < minHours ? CART_VALIDATION_MESSAGES.minimumHours(item.name, minHours) : null;
}

/** `today` is the caller's local date as YYYY-MM-DD; dates compare as strings. */
export function validateCart(state: Pick<CartState, 'items' | 'selectedDate'>, today: string): CartValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  const m = CART_VALIDATION_MESSAGES;

  if (!state.items.some((item) => item.type === 'venue')) errors.push(m.venueRequired);
  const date = state.selectedDate?.slice(0, 10) ?? '';
  if (date === '') errors.push(m.dateRequired);
  else {
    const dateProblem = eventDateProblem(date, today.slice(0, 10));
    if (dateProblem) errors.push(dateProblem);
  }

  const vendorsByCategory = new Map<string, number>();
  for (const item of state.items) {
    const tooShort = isExtra(item) ? null : minimumHoursProblem(item);
    if (tooShort) errors.push(tooShort);
    if (item.type === 'vendor') {
      const category = vendorCategoryOf(item);
      if (category) vendorsByCategory.set(category, (vendorsByCategory.get(category) ?? 0) + 1);
    }
    if (!(item.priceCents > 0)) warnings.push(m.noPrice(item.name));
  }
  const listings = state.items.filter((item) => item.type === 'venue' || item.type === 'vendor').length;
  if (listings > CART_LIMITS.maxListings) errors.push(m.tooManyListings(CART_LIMITS.maxListings));
  const duplicated = [...vendorsByCategory].filter(([, count]) => count > 1).map(([category]) => category);
  if (duplicated.length > 0) warnings.push(m.duplicateVendorTypes(duplicated));

  return { isValid: errors.length === 0, errors, warnings };
}

export type SmartBannerKind = 'empty' | 'ready' | 'venue-only' | 'vendor-only' | 'other';

export interface SmartBanner {
  kind: SmartBannerKind;
  title: string;
  actionLabel: string;
  href: string;
}

/** §2 smart banner. The spec gives no title for the empty cart; the action label is 'Browse Venues'. */
export function smartBanner(items: readonly Pick<CartItem, 'type'>[]): SmartBanner {
  const hasVenue = items.some((item) => item.type === 'venue');
  const hasVendor = items.some((item) => item.type === 'vendor');
  if (items.length === 0) {
    return { kind: 'empty', title: 'Your cart is empty', actionLabel: 'Browse Venues', href: '/discover?tab=venues' };
  }
  if (hasVenue && hasVendor) {
    return { kind: 'ready', title: 'Your event is ready!', actionLabel: 'Checkout Now', href: '/checkout' };
  }
  if (hasVenue) {
    return {
      kind: 'venue-only',
      title: 'Complete your event',
      actionLabel: 'Add Vendors',
      href: '/discover?tab=vendors',
    };
  }
  if (hasVendor) {
    return { kind: 'vendor-only', title: 'You need a venue', actionLabel: 'Add Venue', href: '/discover?tab=venues' };
  }
  return { kind: 'other', title: 'Keep building your event', actionLabel: 'Browse Services', href: '/discover' };
}

export function visibleItems<T>(items: readonly T[]): { items: T[]; hiddenCount: number; label: string | null } {
  const max = CART_LIMITS.maxItemsShown;
  const shown = items.slice(0, max);
  const hiddenCount = items.length - shown.length;
  return { items: shown, hiddenCount, label: hiddenCount > 0 ? `Showing ${max} of ${items.length} items` : null };
}

/** §2: disabled when the cart is empty, no date is selected, or an update is loading. */
export function canCheckout(input: {
  items: readonly unknown[];
  selectedDate: string | null | undefined;
  loading: boolean;
}): boolean {
  return input.items.length > 0 && Boolean(input.selectedDate) && !input.loading;
}

/** Total units in the cart; the drawer auto-opens when this rises (§4). A line priced per guest counts once: its
 *  quantity is the head count, and a caterer for 120 is one booking, not 120 things in the cart. */
export function cartItemCount(items: readonly Pick<CartItem, 'quantity' | 'unit'>[]): number {
  return items.reduce((total, item) => total + (item.unit === 'guest' ? 1 : item.quantity), 0);
}

/** Feeds the cart to calculatePriceBreakdown: add-ons apart, everything else a service. */
export function toPriceLines(items: readonly CartItem[]): { services: LineInput[]; addOns: LineInput[] } {
  const toLine = ({ priceCents, quantity, hours, unit }: CartItem): LineInput => ({
    priceCents,
    quantity,
    hours,
    unit,
  });
  return {
    services: items.filter((item) => item.type !== 'addon').map(toLine),
    addOns: items.filter((item) => item.type === 'addon').map(toLine),
  };
}
