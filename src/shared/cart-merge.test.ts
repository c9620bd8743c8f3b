import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type CartItem, type CartState } from './cart.ts';
import { mergeCarts, StoredCartStateSchema } from './cart-merge.ts';

const item = (id: string, type: CartItem['type'], patch: Partial<CartItem> = {}): CartItem => ({
  id,
  name: `Item ${id}`,
  type,
  priceCents: 10_000,
  unit: 'hour',
  quantity: 1,
  hours: 4,
  ...patch,
});
const cart = (items: CartItem[], patch: Partial<CartState> = {}): CartState => ({
  ...EMPTY_CART,
  items,
  selectedVenueId: items.find((i) => i.type === 'venue')?.id ?? null,
  ...patch,
});

describe('mergeCarts (the guest cart joins the account cart at sign-in)', () => {
  it('the guest venue replaces the account venue and becomes the selected one', () => {
    const merged = mergeCarts(cart([item('loft', 'venue'), item('dj', 'vendor')]), cart([item('roof', 'venue')]));
    expect(merged.items.map((i) => i.id)).toEqual(['dj', 'roof']);
    expect(merged.selectedVenueId).toBe('roof');
  });

  it('keeps the account venue when the guest has none', () => {
    const merged = mergeCarts(cart([item('loft', 'venue')]), cart([item('dj', 'vendor')]));
    expect(merged.items.map((i) => i.id)).toEqual(['loft', 'dj']);
    expect(merged.selectedVenueId).toBe('loft');
  });

  it('an item in both keeps the larger quantity and hours, so a second merge changes nothing', () => {
    const account = cart([item('dj', 'vendor', { quantity: 1, hours: 6 })]);
    const guest = cart([item('dj', 'vendor', { quantity: 2, hours: 4 }), item('photo', 'vendor')]);
    const once = mergeCarts(account, guest);
    expect(once.items).toMatchObject([{ id: 'dj', quantity: 2, hours: 6 }, { id: 'photo' }]);
    expect(mergeCarts(once, guest)).toEqual(once);
  });

  it('the guest date, details and co-hosts win where set; the account fills the rest', () => {
    const account = cart([], {
      selectedDate: '2027-01-01',
      eventDetails: { name: 'Launch', guestCount: 80, notes: 'Quiet' },
      coHosts: [{ email: 'Sam@Example.com', name: 'Sam', role: 'planner' }],
    });
    const guest = cart([], {
      selectedDate: null,
      eventDetails: { name: 'Launch party', notes: '' },
      coHosts: [
        { email: 'sam@example.com', name: 'Sam R.', role: 'co-host' },
        { email: 'ana@example.com', name: 'Ana', role: 'guest' },
      ],
    });
    const merged = mergeCarts(account, guest);
    expect(merged.selectedDate).toBe('2027-01-01');
    expect(merged.eventDetails).toEqual({ name: 'Launch party', guestCount: 80, notes: 'Quiet' });
    expect(merged.coHosts.map((h) => h.name)).toEqual(['Sam R.', 'Ana']);
    expect(mergeCarts(account, cart([], { selectedDate: '2027-02-02' })).selectedDate).toBe('2027-02-02');
  });

  it('adds the guest cart’s co-hosts only while the event has room for them', () => {
    const hosts = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        email: `${prefix}${i}@example.com`,
        name: `${prefix}${i}`,
        role: 'co-host',
      }));
    const merged = mergeCarts(cart([], { coHosts: hosts('a', 8) }), cart([], { coHosts: hosts('g', 5) }));
    expect(merged.coHosts.map((h) => h.name)).toEqual([...hosts('a', 8), ...hosts('g', 2)].map((h) => h.name));
    expect(StoredCartStateSchema.safeParse(merged).success).toBe(true);
  });

  it('clears the last validation and leaves the account cart alone without a guest cart', () => {
    const account = cart([item('loft', 'venue')], { lastValidation: { isValid: true, errors: [], warnings: [] } });
    expect(mergeCarts(account, null)).toBe(account);
    expect(mergeCarts(account, EMPTY_CART).lastValidation).toBeNull();
  });

  it('never holds two venues, loses no guest item and is idempotent (property)', () => {
    const arbItem = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      type: fc.constantFrom('venue', 'vendor', 'addon') as fc.Arbitrary<CartItem['type']>,
      quantity: fc.integer({ min: 1, max: 5 }),
      hours: fc.integer({ min: 1, max: 12 }),
    });
    // A valid cart: unique ids, at most one venue.
    const arbCart = fc.uniqueArray(arbItem, { selector: (i) => i.id, maxLength: 5 }).map((raw) => {
      let venueSeen = false;
      const items = raw.map((r) => {
        const type = r.type === 'venue' && venueSeen ? 'vendor' : r.type;
        if (type === 'venue') venueSeen = true;
        return item(r.id, type, { quantity: r.quantity, hours: r.hours });
      });
      return cart(items);
    });
    fc.assert(
      fc.property(arbCart, arbCart, (account, guest) => {
        // The same id is the same listing on both sides.
        const typeOf = new Map(guest.items.map((i) => [i.id, i.type]));
        const consistent = cart(
          account.items
            .map((i) => ({ ...i, type: typeOf.get(i.id) ?? i.type }))
            .filter((i, _, all) => i.type !== 'venue' || all.find((j) => j.type === 'venue') === i),
        );
        const merged = mergeCarts(consistent, guest);
        expect(merged.items.filter((i) => i.type === 'venue').length).toBeLessThanOrEqual(1);
        for (const g of guest.items) expect(merged.items.some((i) => i.id === g.id)).toBe(true);
        expect(mergeCarts(merged, guest)).toEqual(merged);
      }),
    );
  });

  it('bounds what one account stores', () => {
    const many = cart(Array.from({ length: 201 }, (_, i) => item(`x${i}`, 'addon')));
    expect(StoredCartStateSchema.safeParse(many).success).toBe(false);
    expect(StoredCartStateSchema.safeParse(cart(many.items.slice(0, 200))).success).toBe(true);
  });
});
