import { createContext } from 'react';
import type { CartItem, CartItemInput, CartState } from '#shared/cart.ts';

/** The event cart as the app sees it (spec §4 Cart). */
export interface CartApi {
  state: CartState;
  items: CartItem[];
  itemCount: number;
  /** Toast on success; 'Failed to add item to cart' on failure. `hours`: what the visitor chose on the listing's page;
   *  the item starts at its §4 hours and is then set to them, with the one toast of the add. */
  addItem(input: CartItemInput, options?: { hours?: number }): void;
  /** 'Item removed from cart' toast with an Undo action. */
  removeItem(id: string): void;
  /** 'Quantity updated'; 0 or less removes the item. */
  updateQuantity(id: string, quantity: number): void;
  /** 'Hours updated'; clamped to [max(1, minHours), 12]. */
  updateHours(id: string, hours: number): void;
  setSelectedDate(date: string | null): void;
  /** The event's start (HH:MM) on the venue's clock, kept with the event's details; '' forgets it. */
  setStartTime(startTime: string): void;
  clear(): void;
  has(id: string): boolean;
}

export const CartContext = createContext<CartApi | null>(null);

/** What the drawer shows besides the cart itself: the failed action's message ('Cart Error' panel) and
 *  whether an update is under way (the saved cart being read back, the server's cart being joined). */
export interface CartStatus {
  error: string | null;
  dismissError(): void;
  loading: boolean;
  /** The cart saved on this device has been read back (just after the app's first render): until then the cart is
   *  empty, and what is asked of it waits. */
  restored: boolean;
  /** The item just removed, while its 'Item removed from cart' toast is up: the drawer offers the same Undo
   *  (a modal drawer keeps pointer and focus away from the toast). */
  lastRemoved: { name: string; undo(): void } | null;
  /** The items this device's saved cart held when it was read back. The drawer counts growth from here, so a cart
   *  that grew before the shell was on screen (the account's cart arriving before the page's code) still opens it. */
  startItemCount: number;
}

export const CartStatusContext = createContext<CartStatus | null>(null);
