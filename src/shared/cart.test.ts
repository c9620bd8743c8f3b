import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CartItemSchema, CartStateSchema } from './cart-schemas.ts';
import {
  EMPTY_CART,
  canCheckout,
  cartItemCount,
  cartReducer,
  clampHours,
  smartBanner,
  toPriceLines,
  validateCart,
  visibleItems,
  type CartAction,
  type CartItemInput,
  type CartState,
} from './cart.ts';

const venue = (id = 'venue-1', priceCents = 25_000): CartItemInput => ({
  id,
  name: `Venue ${id}`,
  type: 'venue',
  priceCents,
  unit: 'hour',
  minHours: 2,
});
const dj: CartItemInput = {
  id: 'dj-1',
  name: 'DJ Nova',
  type: 'vendor',
  priceCents: 15_000,
  unit: 'hour',
  category: 'music-djs',
  minHours: 2,
};
const dj2: CartItemInput = {
  id: 'dj-2',
  name: 'DJ Pulse',
  type: 'vendor',
  priceCents: 12_000,
  unit: 'hour',
  entityData: { category: 'music-djs' },
};
const photo: CartItemInput = {
  id: 'ph-1',
  name: 'Snap Co',
  type: 'vendor',
  priceCents: 0,
  unit: 'hour',
  category: 'photography-video',
};
const balloons: CartItemInput = {
  id: 'addon-1',
  name: 'Balloons',
  type: 'addon',
  priceCents: 5_000,
  unit: 'item',
  parentId: 'venue-1',
};
const uplights: CartItemInput = {
  id: 'addon-2',
  name: 'Uplights',
  type: 'addon',
  priceCents: 2_500,
  unit: 'item',
  parentId: 'dj-1',
};
const cocktailHour: CartItemInput = {
  id: 'package-1',
  name: 'Cocktail hour',
  type: 'package',
  priceCents: 90_000,
  unit: 'item',
  parentId: 'venue-1',
  hours: 6,
};

const apply = (actions: CartAction[], start: CartState = EMPTY_CART) => actions.reduce(cartReducer, start);

describe('cartReducer (§4 Cart)', () => {
  it('adding a venue replaces the existing venue and selects it', () => {
    const state = apply([
      { type: 'add', item: venue('v1') },
      { type: 'add', item: dj },
      { type: 'add', item: venue('v2') },
    ]);
    expect(state.items.filter((item) => item.type === 'venue').map((item) => item.id)).toEqual(['v2']);
    expect(state.items.map((item) => item.id)).toEqual(['dj-1', 'v2']);
    expect(state.selectedVenueId).toBe('v2');
  });

  it('adding an existing non-venue item raises its quantity', () => {
    const state = apply([
      { type: 'add', item: venue() },
      { type: 'add', item: balloons },
      { type: 'add', item: balloons },
      { type: 'add', item: { ...balloons, quantity: 3 } },
    ]);
    expect(state.items).toHaveLength(2);
    expect(state.items[1]?.quantity).toBe(5);
  });

  it('vendor items start at 4 hours when added; others at their minimum', () => {
    const state = apply([
      { type: 'add', item: { ...dj, hours: 1 } },
      { type: 'add', item: venue() },
      { type: 'add', item: balloons },
    ]);
    expect(state.items.map((item) => item.hours)).toEqual([4, 2, 1]);
    const longMin = apply([{ type: 'add', item: { ...dj, minHours: 6 } }]);
    expect(longMin.items[0]?.hours).toBe(6);
  });

  it('a quantity of 0 or less removes the item', () => {
    const added = apply([
      { type: 'add', item: venue() },
      { type: 'add', item: dj },
      { type: 'add', item: balloons },
    ]);
    expect(cartReducer(added, { type: 'setQuantity', id: 'addon-1', quantity: 0 }).items.map((i) => i.id)).toEqual([
      'venue-1',
      'dj-1',
    ]);
    expect(cartReducer(added, { type: 'setQuantity', id: 'dj-1', quantity: -2 }).items.map((i) => i.id)).toEqual([
      'venue-1',
      'addon-1',
    ]);
    expect(cartReducer(added, { type: 'setQuantity', id: 'dj-1', quantity: 3.7 }).items[1]?.quantity).toBe(3);
  });

  it('removing the venue clears the selected venue', () => {
    const state = apply([
      { type: 'add', item: venue('v1') },
      { type: 'add', item: dj },
    ]);
    expect(cartReducer(state, { type: 'remove', id: 'dj-1' }).selectedVenueId).toBe('v1');
    expect(cartReducer(state, { type: 'remove', id: 'v1' }).selectedVenueId).toBeNull();
    expect(cartReducer(state, { type: 'setQuantity', id: 'v1', quantity: 0 }).selectedVenueId).toBeNull();
  });

  it('clamps hours to [max(1, minHours), 12]', () => {
    const state = apply([
      { type: 'add', item: dj },
      { type: 'add', item: venue() },
      { type: 'add', item: balloons },
    ]);
    expect(cartReducer(state, { type: 'setHours', id: 'dj-1', hours: 20 }).items[0]?.hours).toBe(12);
    expect(cartReducer(state, { type: 'setHours', id: 'dj-1', hours: 1 }).items[0]?.hours).toBe(2);
    expect(cartReducer(state, { type: 'setHours', id: 'venue-1', hours: 0 }).items[1]?.hours).toBe(2);
    expect(clampHours(5.4, {})).toBe(5);
  });

  it('leaves the hours of a listing not priced by the hour alone', () => {
    const band: CartItemInput = { id: 'band-1', name: 'Brass Band', type: 'vendor', priceCents: 85_000, unit: 'event' };
    const state = apply([{ type: 'add', item: band }]);
    expect(cartReducer(state, { type: 'setHours', id: 'band-1', hours: 8 })).toBe(state);
  });

  it('any change clears the last validation; no-ops keep the same state', () => {
    const validated = apply([
      { type: 'add', item: venue() },
      { type: 'validate', today: '2025-01-01' },
    ]);
    expect(validated.lastValidation).not.toBeNull();
    const changes: CartAction[] = [
      { type: 'add', item: dj },
      { type: 'remove', id: 'venue-1' },
      { type: 'setHours', id: 'venue-1', hours: 5 },
      { type: 'setDate', date: '2025-06-01' },
      { type: 'setEventDetails', eventDetails: { name: 'Rave' } },
    ];
    for (const action of changes) expect(cartReducer(validated, action).lastValidation).toBeNull();
    expect(cartReducer(validated, { type: 'remove', id: 'missing' })).toBe(validated);
    expect(cartReducer(validated, { type: 'setHours', id: 'venue-1', hours: 2 })).toBe(validated);
    expect(cartReducer(validated, { type: 'setQuantity', id: 'venue-1', quantity: Number.NaN })).toBe(validated);
  });

  it('books an add-on or package with its listing: a flat price, one hour, never without the listing', () => {
    const withoutListing = apply([{ type: 'add', item: dj }]);
    expect(cartReducer(withoutListing, { type: 'add', item: balloons })).toBe(withoutListing);
    const state = apply([
      { type: 'add', item: venue() },
      { type: 'add', item: dj },
      { type: 'add', item: cocktailHour },
      { type: 'add', item: uplights },
    ]);
    expect(state.items.map((item) => [item.id, item.hours])).toEqual([
      ['venue-1', 2],
      ['dj-1', 4],
      ['package-1', 1],
      ['addon-2', 1],
    ]);
    // Hours do not apply to a flat price.
    expect(cartReducer(state, { type: 'setHours', id: 'package-1', hours: 5 })).toBe(state);
  });

  it('a listing leaves with its add-ons and packages, also when another venue replaces it', () => {
    const state = apply([
      { type: 'add', item: venue() },
      { type: 'add', item: dj },
      { type: 'add', item: cocktailHour },
      { type: 'add', item: uplights },
      { type: 'add', item: balloons },
    ]);
    expect(cartReducer(state, { type: 'remove', id: 'dj-1' }).items.map((item) => item.id)).toEqual([
      'venue-1',
      'package-1',
      'addon-1',
    ]);
    expect(
      cartReducer(state, { type: 'setQuantity', id: 'venue-1', quantity: 0 }).items.map((item) => item.id),
    ).toEqual(['dj-1', 'addon-2']);
    expect(cartReducer(state, { type: 'add', item: venue('venue-2') }).items.map((item) => item.id)).toEqual([
      'dj-1',
      'addon-2',
      'venue-2',
    ]);
    // The same venue added again keeps its extras.
    expect(cartReducer(state, { type: 'add', item: venue() }).items.map((item) => item.id)).toEqual([
      'dj-1',
      'package-1',
      'addon-2',
      'addon-1',
      'venue-1',
    ]);
  });

  it('clear empties the cart', () => {
    const state = apply([{ type: 'add', item: venue() }, { type: 'setDate', date: '2025-06-01' }, { type: 'clear' }]);
    expect(state).toEqual(EMPTY_CART);
  });

  it('keeps cart invariants under any sequence of actions', () => {
    const inputs = [venue('v1'), venue('v2'), dj, dj2, photo, { ...balloons, parentId: 'v1' }, uplights];
    const ids = ['v1', 'v2', 'dj-1', 'dj-2', 'ph-1', 'addon-1', 'addon-2', 'nope'];
    const action: fc.Arbitrary<CartAction> = fc.oneof(
      fc.constantFrom(...inputs).map((item) => ({ type: 'add' as const, item })),
      fc.constantFrom(...ids).map((id) => ({ type: 'remove' as const, id })),
      fc.record({
        type: fc.constant('setQuantity' as const),
        id: fc.constantFrom(...ids),
        quantity: fc.integer({ min: -3, max: 30 }),
      }),
      fc.record({
        type: fc.constant('setHours' as const),
        id: fc.constantFrom(...ids),
        hours: fc.double({ min: -5, max: 40, noNaN: true }),
      }),
      fc.constant({ type: 'clear' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = apply(actions);
        const venues = state.items.filter((item) => item.type === 'venue');
        expect(venues.length).toBeLessThanOrEqual(1);
        expect(state.selectedVenueId).toBe(venues[0]?.id ?? null);
        expect(new Set(state.items.map((item) => item.id)).size).toBe(state.items.length);
        const listings = new Set(
          state.items.filter((item) => item.type === 'venue' || item.type === 'vendor').map((item) => item.id),
        );
        for (const item of state.items.filter((entry) => entry.parentId))
          expect(listings.has(item.parentId as string)).toBe(true);
        for (const item of state.items) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(item.hours)).toBe(true);
          expect(item.hours).toBeGreaterThanOrEqual(Math.max(1, item.minHours ?? 1));
          expect(item.hours).toBeLessThanOrEqual(12);
        }
        expect(CartStateSchema.safeParse(state).success).toBe(true);
      }),
    );
  });
});

describe('validateCart (§5)', () => {
  const today = '2025-06-10';

  it('needs a venue and a date', () => {
    expect(validateCart(EMPTY_CART, today)).toEqual({
      isValid: false,
      errors: ['A venue is required for booking', 'Event date is required'],
      warnings: [],
    });
  });

  it('rejects past dates but accepts today', () => {
    const state = apply([{ type: 'add', item: venue() }]);
    expect(validateCart({ ...state, selectedDate: '2025-06-09' }, today).errors).toEqual([
      'Event date cannot be in the past',
    ]);
    expect(validateCart({ ...state, selectedDate: '2025-06-10' }, today)).toEqual({
      isValid: true,
      errors: [],
      warnings: [],
    });
  });

  it('accepts dates up to two years ahead', () => {
    const state = apply([{ type: 'add', item: venue() }]);
    expect(validateCart({ ...state, selectedDate: '2027-06-10' }, today).isValid).toBe(true);
    expect(validateCart({ ...state, selectedDate: '2027-06-11' }, today).errors).toEqual([
      'Choose a date within the next two years.',
    ]);
  });

  it('reports a venue below its minimum hours, as a vendor', () => {
    const state = apply([{ type: 'add', item: { ...venue(), minHours: 2 } }]);
    const below = { ...state, selectedDate: '2025-07-01', items: state.items.map((item) => ({ ...item, hours: 1 })) };
    expect(validateCart(below, today).errors).toEqual([`${state.items[0]!.name} requires minimum 2 hours`]);
  });

  it('reports vendors below their minimum hours', () => {
    const state = apply([
      { type: 'add', item: venue() },
      { type: 'add', item: { ...dj, minHours: 6 } },
    ]);
    const below = {
      ...state,
      selectedDate: '2025-07-01',
      items: state.items.map((item) => (item.id === 'dj-1' ? { ...item, hours: 5 } : item)),
    };
    expect(validateCart(below, today).errors).toEqual(['DJ Nova requires minimum 6 hours']);
  });

  it('binds minimum hours to hourly vendors only', () => {
    const caterer: CartItemInput = {
      id: 'cat-1',
      name: 'Taco Truck',
      type: 'vendor',
      priceCents: 2_200,
      unit: 'guest',
      minHours: 6,
    };
    const state = apply([
      { type: 'add', item: venue() },
      { type: 'add', item: caterer },
    ]);
    const short = {
      ...state,
      selectedDate: '2025-07-01',
      items: state.items.map((item) => (item.id === 'cat-1' ? { ...item, hours: 2 } : item)),
    };
    expect(validateCart(short, today)).toMatchObject({ isValid: true, errors: [] });
  });

  it('warns about missing prices and duplicate vendor types', () => {
    const state = apply([
      { type: 'add', item: venue() },
      { type: 'add', item: dj },
      { type: 'add', item: dj2 },
      { type: 'add', item: photo },
      { type: 'add', item: { ...photo, id: 'ph-2', name: 'Flash Ltd', priceCents: 100 } },
      { type: 'setDate', date: '2025-07-01' },
    ]);
    expect(validateCart(state, today)).toEqual({
      isValid: true,
      errors: [],
      warnings: ['Snap Co has no price set', 'Multiple vendors of same type: music-djs, photography-video'],
    });
  });

  it('refuses a cart past the venues and vendors one booking holds, and says why', () => {
    const vendors = Array.from({ length: 50 }, (_, i) => ({ ...dj, id: `dj-${i}`, name: `DJ ${i}` }));
    const fifty = apply([
      { type: 'add', item: venue() },
      ...vendors.slice(0, 49).map((item) => ({ type: 'add' as const, item })),
      { type: 'setDate', date: '2025-07-01' },
    ]);
    expect(validateCart(fifty, today).errors).toEqual([]);
    const fiftyOne = cartReducer(fifty, { type: 'add', item: vendors[49]! });
    expect(validateCart(fiftyOne, today)).toMatchObject({
      isValid: false,
      errors: ['A booking holds at most 50 venues and vendors. Remove some to continue.'],
    });
  });
});

describe('smartBanner (§2)', () => {
  it('covers the five cases', () => {
    expect(smartBanner([])).toMatchObject({ kind: 'empty', actionLabel: 'Browse Venues' });
    expect(smartBanner([{ type: 'venue' }, { type: 'vendor' }])).toEqual({
      kind: 'ready',
      title: 'Your event is ready!',
      actionLabel: 'Checkout Now',
      href: '/checkout',
    });
    expect(smartBanner([{ type: 'venue' }, { type: 'addon' }])).toEqual({
      kind: 'venue-only',
      title: 'Complete your event',
      actionLabel: 'Add Vendors',
      href: '/discover?tab=vendors',
    });
    expect(smartBanner([{ type: 'vendor' }])).toEqual({
      kind: 'vendor-only',
      title: 'You need a venue',
      actionLabel: 'Add Venue',
      href: '/discover?tab=venues',
    });
    expect(smartBanner([{ type: 'package' }])).toEqual({
      kind: 'other',
      title: 'Keep building your event',
      actionLabel: 'Browse Services',
      href: '/discover',
    });
  });
});

describe('drawer display rules', () => {
  it('shows at most 50 items with a label', () => {
    const many = Array.from({ length: 73 }, (_, i) => i);
    expect(visibleItems(many)).toEqual({ items: many.slice(0, 50), hiddenCount: 23, label: 'Showing 50 of 73 items' });
    expect(visibleItems(many.slice(0, 50))).toEqual({ items: many.slice(0, 50), hiddenCount: 0, label: null });
  });

  it('enables checkout only with items, a date and no loading', () => {
    expect(canCheckout({ items: [1], selectedDate: '2025-07-01', loading: false })).toBe(true);
    expect(canCheckout({ items: [], selectedDate: '2025-07-01', loading: false })).toBe(false);
    expect(canCheckout({ items: [1], selectedDate: null, loading: false })).toBe(false);
    expect(canCheckout({ items: [1], selectedDate: '2025-07-01', loading: true })).toBe(false);
  });

  it('counts units and splits price lines', () => {
    const state = apply([
      { type: 'add', item: venue() },
      { type: 'add', item: balloons },
      { type: 'add', item: balloons },
    ]);
    expect(cartItemCount(state.items)).toBe(3);
    const caterer = {
      id: 'c1',
      name: 'Harvest & Hearth',
      type: 'vendor' as const,
      priceCents: 6_800,
      unit: 'guest' as const,
      quantity: 120,
      hours: 1,
    };
    expect(cartItemCount([...state.items, caterer])).toBe(4);
    expect(toPriceLines(state.items)).toEqual({
      services: [{ priceCents: 25_000, quantity: 1, hours: 2, unit: 'hour' }],
      addOns: [{ priceCents: 5_000, quantity: 2, hours: 1, unit: 'item' }],
    });
  });

  it('rejects malformed items at the schema', () => {
    expect(
      CartItemSchema.safeParse({
        id: 'x',
        name: 'X',
        type: 'venue',
        priceCents: 1.5,
        unit: 'hour',
        quantity: 1,
        hours: 1,
      }).success,
    ).toBe(false);
    expect(
      CartItemSchema.safeParse({
        id: 'x',
        name: 'X',
        type: 'venue',
        priceCents: 100,
        unit: 'hour',
        quantity: 1,
        hours: 13,
      }).success,
    ).toBe(false);
  });
});
