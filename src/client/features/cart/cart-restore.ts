// What the cart checks against its schemas (zod): the cart saved on this device, read back (the old cart moved in
// first, §4), and each item added. CartProvider loads this module after its first render, so zod and the cart's
// schemas stay out of the first view, and that first render, an empty cart, is the one a server could make too.
import { z } from 'zod';
import type { CartItemInput } from '#shared/cart.ts';
import { CartItemSchema } from '#shared/cart-schemas.ts';
import { mergeCarts } from '#shared/cart-merge.ts';
import { createLocalCartPersistence, type CartPersistence, type SavedCart } from './cart-storage.ts';
import { migrateLegacyCart } from './legacy-cart-migration.ts';

export { mergeCarts };

/** What addItem accepts: a whole cart item whose quantity and hours the rules may decide. */
const CartItemInputSchema = CartItemSchema.extend({ quantity: z.number().optional(), hours: z.number().optional() });

export interface RestoredCart {
  persistence: CartPersistence;
  /** What this device saved, or null when there is nothing (or nothing readable, of this version, unexpired). */
  saved: SavedCart | null;
}

/** Reads back the cart kept on this device (localStorage unless `given`), after the one-off legacy move. */
export function restoreCart(given: CartPersistence | undefined, now: number): RestoredCart {
  const persistence = given ?? createLocalCartPersistence();
  migrateLegacyCart(persistence, now);
  return { persistence, saved: persistence.load(now) };
}

/** The item to add, or null when the input is not one. */
export function parseCartItem(input: unknown): CartItemInput | null {
  const parsed = CartItemInputSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
