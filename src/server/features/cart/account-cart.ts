// A signed-in user's cart on the server (carts, cart_items): read with each listing's current name, price and
// minimum hours, saved whole, and merged with the guest cart of a device at sign-in (#shared/cart-merge.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import { clampHours, EMPTY_CART, type CartItem, type CartState } from '#shared/cart.ts';
import { mergeCarts, type ServerCart } from '#shared/cart-merge.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, carts, vendors, venues } from '../../db/schema/index.ts';
import { isUuid } from '#shared/ids.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

function wholeHours(value: number): number {
  return Math.min(CART_LIMITS.maxHours, Math.max(CART_LIMITS.minHours, Math.round(value)));
}

export async function readAccountCart(db: Reader, userId: string): Promise<ServerCart> {
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  if (!cart) return { cart: EMPTY_CART, updatedAt: null };
  const rows = await db
    .select({
      line: cartItems,
      venue: { name: venues.name, price: venues.hourlyRateCents, minHours: venues.minimumHours },
      vendor: { name: vendors.name, price: vendors.priceCents, minHours: vendors.minimumHours },
    })
    .from(cartItems)
    .leftJoin(venues, eq(venues.id, cartItems.venueId))
    .leftJoin(vendors, eq(vendors.id, cartItems.vendorId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(cartItems.position, cartItems.createdAt);
  const items = rows.map(({ line, venue, vendor }): CartItem => {
    // The listing's stored name, price and minimum win over what the line kept: they may have changed since.
    const listing = venue ?? vendor;
    const minHours = wholeHours(listing?.minHours ?? line.minHours);
    const { itemId, ...details } = line.details;
    return {
      ...details,
      id: line.venueId ?? line.vendorId ?? itemId ?? line.id,
      name: listing?.name ?? line.name,
      type: line.itemType,
      priceCents: listing?.price ?? line.unitPriceCents,
      quantity: line.quantity,
      minHours,
      hours: line.itemType === 'vendor' ? clampHours(line.hours, { minHours }) : line.hours,
      entityData: line.entityData,
    };
  });
  return {
    cart: {
      items,
      selectedDate: cart.selectedDate,
      selectedVenueId: items.find((item) => item.type === 'venue')?.id ?? null,
      coHosts: cart.coHosts,
      eventDetails: cart.eventDetails,
      lastValidation: null,
    },
    updatedAt: cart.updatedAt.toISOString(),
  };
}

/** Which of the cart's venue and vendor lines name a listing that exists: the others are dropped. */
async function existingListings(db: Reader, items: readonly CartItem[]): Promise<Set<string>> {
  const idsOf = (type: CartItem['type']) => items.filter((item) => item.type === type && isUuid(item.id)).map((item) => item.id);
  const [venueIds, vendorIds] = [idsOf('venue'), idsOf('vendor')];
  const [venueRows, vendorRows] = await Promise.all([
    venueIds.length ? db.select({ id: venues.id }).from(venues).where(inArray(venues.id, venueIds)) : [],
    vendorIds.length ? db.select({ id: vendors.id }).from(vendors).where(inArray(vendors.id, vendorIds)) : [],
  ]);
  return new Set([...venueRows, ...vendorRows].map((row) => row.id));
}

/** Replaces the account's cart with `state`; lines whose listing does not exist are left out. */
async function writeAccountCart(tx: Tx, userId: string, state: CartState): Promise<void> {
  const existing = await existingListings(tx, state.items);
  const kept = state.items.filter((item) => (item.type === 'venue' || item.type === 'vendor' ? existing.has(item.id) : true));
  const venueId = kept.find((item) => item.type === 'venue')?.id ?? null;
  const values = { selectedDate: state.selectedDate, selectedVenueId: venueId, eventDetails: state.eventDetails, coHosts: state.coHosts };
  const [cart] = await tx
    .insert(carts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: carts.userId, set: { ...values, version: sql`${carts.version} + 1`, updatedAt: new Date() } })
    .returning({ id: carts.id });
  await tx.delete(cartItems).where(eq(cartItems.cartId, cart!.id));
  if (kept.length === 0) return;
  await tx.insert(cartItems).values(
    kept.map((item, position) => {
      const { id, name, type, priceCents, quantity, hours, minHours, entityData, description, category, features, imageUrl, date } = item;
      return {
        cartId: cart!.id,
        itemType: type,
        venueId: type === 'venue' ? id : null,
        vendorId: type === 'vendor' ? id : null,
        name,
        unitPriceCents: priceCents,
        quantity,
        hours,
        minHours: wholeHours(minHours ?? CART_LIMITS.minHours),
        entityData: Object.fromEntries(Object.entries(entityData ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
        position,
        details: { description, category, features, imageUrl, date, ...(type === 'venue' || type === 'vendor' ? {} : { itemId: id }) },
      };
    }),
  );
}

export async function saveAccountCart(db: Db, userId: string, state: CartState): Promise<ServerCart> {
  return db.transaction(async (tx) => {
    await writeAccountCart(tx, userId, state);
    return readAccountCart(tx, userId);
  });
}

/** The device's guest cart joins the account's; both sign-in tabs merging at once is serialized by the row lock. */
export async function mergeIntoAccountCart(db: Db, userId: string, guest: CartState | null): Promise<ServerCart> {
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
    const account = await readAccountCart(tx, userId);
    if (!guest) return account;
    await writeAccountCart(tx, userId, mergeCarts(account.cart, guest));
    return readAccountCart(tx, userId);
  });
}
