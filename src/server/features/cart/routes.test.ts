// The account cart over HTTP: only its owner reads and writes it, saves are whole and bounded, stored prices win,
// lines of missing listings are dropped, and the sign-in merge is idempotent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CART, type CartItem, type CartState } from '#shared/cart.ts';
import { ServerCartSchema } from '#shared/cart-merge.ts';
import { cartItems, carts, listingExtras, user, vendors, venues } from '../../db/schema/index.ts';
import { client, signedIn } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let venueLine: CartItem;
let otherVenueLine: CartItem;
let vendorLine: CartItem;

beforeAll(async () => {
  app = await createTestApp();
  const [first, second] = await app.db.select().from(venues).limit(2);
  const [vendor] = await app.db.select().from(vendors).limit(1);
  const line = (id: string, name: string, type: CartItem['type']): CartItem => ({
    id,
    name,
    type,
    priceCents: 1,
    unit: 'hour',
    quantity: 1,
    hours: 4,
    imageUrl: '/media/x.webp',
    description: 'Brooklyn, NY',
  });
  venueLine = line(first!.id, first!.name, 'venue');
  otherVenueLine = line(second!.id, second!.name, 'venue');
  vendorLine = { ...line(vendor!.id, vendor!.name, 'vendor'), entityData: { category: vendor!.category } };
}, 120_000);
afterAll(async () => app?.close());

const cart = (items: CartItem[], patch: Partial<CartState> = {}): CartState => ({
  ...EMPTY_CART,
  items,
  selectedVenueId: items.find((i) => i.type === 'venue')?.id ?? null,
  ...patch,
});

async function cartOf(email: string) {
  const [owner] = await app.db.select().from(user).where(eq(user.email, email));
  const [row] = await app.db.select().from(carts).where(eq(carts.userId, owner!.id));
  return row;
}

describe('account cart routes', () => {
  it('are for signed-in users only', async () => {
    const guest = client(app);
    expect((await guest.request('GET', '/api/cart')).statusCode).toBe(401);
    expect((await guest.request('PUT', '/api/cart', EMPTY_CART)).statusCode).toBe(401);
    expect((await guest.request('POST', '/api/cart/merge', { guest: null })).statusCode).toBe(401);
  });

  it('saves a cart whole and reads it back in order, with stored prices and display fields', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    expect(ServerCartSchema.parse((await customer.request('GET', '/api/cart')).json())).toEqual({
      cart: EMPTY_CART,
      updatedAt: null,
    });
    const [offered] = await app.db.select().from(listingExtras).where(eq(listingExtras.venueId, venueLine.id)).limit(1);
    const addOn: CartItem = {
      id: offered!.id,
      name: 'Old name',
      type: offered!.kind,
      priceCents: 1,
      unit: 'item',
      quantity: 2,
      hours: 1,
      parentId: venueLine.id,
    };
    const notOffered: CartItem = { ...addOn, id: '00000000-0000-4000-8000-00000000e1e1' };
    const otherListings: CartItem = { ...addOn, parentId: otherVenueLine.id };
    const saved = await customer.request(
      'PUT',
      '/api/cart',
      cart([vendorLine, venueLine, addOn, notOffered], {
        selectedDate: '2027-06-01',
        eventDetails: { name: 'Launch', guestCount: 120 },
      }),
    );
    expect(saved.statusCode).toBe(200);
    const { cart: read, updatedAt } = ServerCartSchema.parse((await customer.request('GET', '/api/cart')).json());
    expect(updatedAt).not.toBeNull();
    // An extra its listing does not offer is left out.
    expect(read.items.map((i) => i.id)).toEqual([vendorLine.id, venueLine.id, offered!.id]);
    expect(read.selectedVenueId).toBe(venueLine.id);
    expect(read.selectedDate).toBe('2027-06-01');
    expect(read.eventDetails).toEqual({ name: 'Launch', guestCount: 120 });
    const [venue] = await app.db.select().from(venues).where(eq(venues.id, venueLine.id));
    expect(read.items[1]).toMatchObject({
      priceCents: venue!.hourlyRateCents,
      imageUrl: '/media/x.webp',
      description: 'Brooklyn, NY',
    });
    // An add-on reads with its stored name and price, its quantity and its listing.
    expect(read.items[2]).toMatchObject({
      name: offered!.name,
      priceCents: offered!.priceCents,
      quantity: 2,
      parentId: venueLine.id,
    });
    // One whose listing is not in the cart is not saved.
    await customer.request('PUT', '/api/cart', cart([venueLine, otherListings]));
    expect(
      ServerCartSchema.parse((await customer.request('GET', '/api/cart')).json()).cart.items.map((i) => i.id),
    ).toEqual([venueLine.id]);
    await customer.request(
      'PUT',
      '/api/cart',
      cart([vendorLine, venueLine, addOn], {
        selectedDate: '2027-06-01',
        eventDetails: { name: 'Launch', guestCount: 120 },
      }),
    );
    // Vendor hours never fall below the vendor's stored minimum.
    const [vendor] = await app.db.select().from(vendors).where(eq(vendors.id, vendorLine.id));
    expect(read.items[0]!.hours).toBeGreaterThanOrEqual(Math.min(12, vendor!.minimumHours));

    // Another user never sees it.
    const other = await signedIn(app, 'vendor@example.com');
    expect(ServerCartSchema.parse((await other.request('GET', '/api/cart')).json()).cart.items).toEqual([]);

    // Saving an empty cart empties it.
    await customer.request('PUT', '/api/cart', EMPTY_CART);
    expect(ServerCartSchema.parse((await customer.request('GET', '/api/cart')).json()).cart.items).toEqual([]);
  });

  it('leaves out lines whose listing does not exist, and refuses a malformed cart or a listing on two lines without changing the saved one', async () => {
    const customer = await signedIn(app, 'admin@example.com');
    const ghost: CartItem = { ...vendorLine, id: '00000000-0000-4000-8000-000000000000', name: 'Gone' };
    const notAnId: CartItem = { ...vendorLine, id: 'sample-dj', name: 'Sample' };
    const saved = ServerCartSchema.parse(
      (await customer.request('PUT', '/api/cart', cart([venueLine, ghost, notAnId]))).json(),
    );
    expect(saved.cart.items.map((i) => i.id)).toEqual([venueLine.id]);

    const bad = await customer.request('PUT', '/api/cart', cart([venueLine], { selectedDate: 'next friday' }));
    expect(bad.statusCode).toBe(400);
    const tooMany = await customer.request(
      'PUT',
      '/api/cart',
      cart(Array.from({ length: 201 }, (_, i) => ({ ...vendorLine, id: `addon-${i}`, type: 'addon' as const }))),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields[0].message).toBe('A cart holds at most 200 items.');
    const twice = await customer.request(
      'PUT',
      '/api/cart',
      cart([venueLine, vendorLine, { ...vendorLine, hours: 6 }]),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      code: 'DUPLICATE_LISTING',
      message: 'Each listing can be booked once per event. Change its quantity or hours instead.',
    });
    const still = ServerCartSchema.parse((await customer.request('GET', '/api/cart')).json());
    expect(still.cart.items.map((i) => i.id)).toEqual([venueLine.id]);
    await customer.request('PUT', '/api/cart', EMPTY_CART);
  });

  it('merges the guest cart at sign-in: the guest venue wins, quantities never double', async () => {
    const customer = await signedIn(app, 'venue@example.com');
    await customer.request('PUT', '/api/cart', cart([otherVenueLine, vendorLine], { selectedDate: '2027-07-04' }));
    const guest = cart([venueLine, { ...vendorLine, quantity: 2 }], {
      selectedDate: null,
      eventDetails: { name: 'Roof party' },
    });
    const merged = ServerCartSchema.parse((await customer.request('POST', '/api/cart/merge', { guest })).json()).cart;
    expect(merged.items.map((i) => [i.id, i.quantity])).toEqual([
      [vendorLine.id, 2],
      [venueLine.id, 1],
    ]);
    expect(merged.selectedVenueId).toBe(venueLine.id);
    expect(merged.selectedDate).toBe('2027-07-04');
    expect(merged.eventDetails).toEqual({ name: 'Roof party' });
    const again = ServerCartSchema.parse((await customer.request('POST', '/api/cart/merge', { guest })).json()).cart;
    expect(again).toEqual(merged);
    // No guest cart: the account's answers as it is.
    const none = ServerCartSchema.parse(
      (await customer.request('POST', '/api/cart/merge', { guest: null })).json(),
    ).cart;
    expect(none).toEqual(merged);
    const row = await cartOf('venue@example.com');
    expect(await app.db.select().from(cartItems).where(eq(cartItems.cartId, row!.id))).toHaveLength(2);
  });

  it('two merges at once leave one cart with each line once', async () => {
    const customer = await signedIn(app, 'vendor@example.com');
    const guest = cart([venueLine, vendorLine]);
    const answers = await Promise.all([
      customer.request('POST', '/api/cart/merge', { guest }),
      customer.request('POST', '/api/cart/merge', { guest }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const read = ServerCartSchema.parse((await customer.request('GET', '/api/cart')).json()).cart;
    expect(read.items.map((i) => i.id).sort()).toEqual([venueLine.id, vendorLine.id].sort());
  });
});
