// A signed-in user's cart on the server (carts, cart_items): read with each listing's current name, price and
// minimum hours, saved whole, and merged with the guest cart of a device at sign-in (#shared/cart-merge.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clampHours, EMPTY_CART, type CartItem, type CartState } from '#shared/cart.ts';
import { mergeCarts, type ServerCart } from '#shared/cart-merge.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import { isUuid } from '#shared/ids.ts';
import { vendorPricing, venuePricing, type ListingPricing } from '#shared/pricing.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, carts, listingExtras, vendors, venues } from '../../db/schema/index.ts';

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
      venue: {
        name: venues.name,
        pricingModel: venues.pricingModel,
        hourlyRateCents: venues.hourlyRateCents,
        dailyRateCents: venues.dailyRateCents,
        basePriceCents: venues.basePriceCents,
        minimumHours: venues.minimumHours,
      },
      vendor: {
        name: vendors.name,
        pricingModel: vendors.pricingModel,
        unit: vendors.unit,
        priceCents: vendors.priceCents,
        minimumHours: vendors.minimumHours,
      },
    })
    .from(cartItems)
    .leftJoin(venues, eq(venues.id, cartItems.venueId))
    .leftJoin(vendors, eq(vendors.id, cartItems.vendorId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(cartItems.position, cartItems.createdAt);
  const extras = await offeredExtras(
    db,
    rows.flatMap(({ line }) => (line.details.itemId && line.details.parentId ? [line.details.itemId] : [])),
  );
  const items = rows.flatMap(({ line, venue, vendor }): CartItem[] => {
    // The listing's (or extra's) stored name, price and minimum win over what the line kept: they may have changed since.
    const { itemId, ...details } = line.details;
    const extra = details.parentId ? extras.get(itemId ?? '') : undefined;
    // An extra its listing no longer offers leaves the cart.
    if (details.parentId && extra?.listingId !== details.parentId) return [];
    const listing: (ListingPricing & { name: string }) | undefined = venue
      ? { name: venue.name, ...venuePricing(venue) }
      : vendor
        ? { name: vendor.name, ...vendorPricing(vendor) }
        : extra && { name: extra.name, priceCents: extra.price, unit: 'item', minHours: extra.minHours };
    const minHours = wholeHours(listing?.minHours ?? line.minHours);
    return [
      {
        ...details,
        id: line.venueId ?? line.vendorId ?? itemId ?? line.id,
        name: listing?.name ?? line.name,
        type: line.itemType,
        priceCents: listing?.priceCents ?? line.unitPriceCents,
        // A line whose listing is gone keeps its stored price; it is dropped at the next save.
        unit: listing?.unit ?? 'hour',
        quantity: line.quantity,
        minHours,
        hours: line.itemType === 'vendor' ? clampHours(line.hours, { minHours }) : line.hours,
        entityData: line.entityData,
      },
    ];
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

/** The extras still on offer among `ids`, with the listing that offers each. */
async function offeredExtras(
  db: Reader,
  ids: readonly string[],
): Promise<Map<string, { listingId: string; name: string; price: number; minHours: number }>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({
      id: listingExtras.id,
      venueId: listingExtras.venueId,
      vendorId: listingExtras.vendorId,
      name: listingExtras.name,
      price: listingExtras.priceCents,
    })
    .from(listingExtras)
    .where(and(inArray(listingExtras.id, valid), eq(listingExtras.isActive, true)));
  return new Map(
    rows.map((row) => [
      row.id,
      { listingId: (row.venueId ?? row.vendorId)!, name: row.name, price: row.price, minHours: CART_LIMITS.minHours },
    ]),
  );
}

/** Which of the cart's venue and vendor lines name a listing that exists: the others are dropped. */
async function existingListings(db: Reader, items: readonly CartItem[]): Promise<Set<string>> {
  const idsOf = (type: CartItem['type']) =>
    items.filter((item) => item.type === type && isUuid(item.id)).map((item) => item.id);
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
  // An add-on or package stays only with its listing.
  const kept = state.items.filter((item) =>
    existing.has(item.type === 'venue' || item.type === 'vendor' ? item.id : (item.parentId ?? '')),
  );
  const venueId = kept.find((item) => item.type === 'venue')?.id ?? null;
  const values = {
    selectedDate: state.selectedDate,
    selectedVenueId: venueId,
    eventDetails: state.eventDetails,
    coHosts: state.coHosts,
  };
  const [cart] = await tx
    .insert(carts)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { ...values, version: sql`${carts.version} + 1`, updatedAt: new Date() },
    })
    .returning({ id: carts.id });
  await tx.delete(cartItems).where(eq(cartItems.cartId, cart!.id));
  if (kept.length === 0) return;
  await tx.insert(cartItems).values(
    kept.map((item, position) => {
      const {
        id,
        name,
        type,
        priceCents,
        quantity,
        hours,
        minHours,
        entityData,
        description,
        category,
        features,
        imageUrl,
        date,
        parentId,
      } = item;
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
        entityData: Object.fromEntries(
          Object.entries(entityData ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
        position,
        details: {
          description,
          category,
          features,
          imageUrl,
          date,
          ...(type === 'venue' || type === 'vendor' ? {} : { itemId: id, parentId }),
        },
      };
    }),
  );
}

/** A booked cart leaves the account in the booking's own transaction, so no device is handed it again. */
export async function emptyAccountCart(tx: Tx, userId: string): Promise<void> {
  // Its lines go with it (ON DELETE CASCADE); the account reads as one that never had a cart.
  await tx.delete(carts).where(eq(carts.userId, userId));
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
