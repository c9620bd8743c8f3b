import { createContext, useContext, useEffect } from 'react';

export interface ShellContextValue {
  openCart: () => void;
  /** The cart drawer is open (opened by the user or by the cart growing). */
  cartOpen: boolean;
  openProfile: () => void;
  /** Units in the event cart (cartItemCount): what the nav cart badges show. */
  cartCount: number;
  /** Messages from others the signed-in user has not read (the account badges). */
  unreadMessages: number;
  /** Loads, once the page is idle, what an add to the cart shows (the cart drawer's code, the toasts); returns a
   *  function that cancels it if it has not started. */
  prepareAdd: () => () => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/**
 * Where an add to the cart is about to come (a booking panel on screen, the availability checker open): the drawer
 * and the toast it brings are loaded while the planner is still choosing, so the frame after Add to cart holds the
 * add alone (issue 44's interaction target), not the loading of their code.
 */
export function useAddAhead(): void {
  const prepareAdd = useContext(ShellContext)?.prepareAdd;
  useEffect(() => prepareAdd?.(), [prepareAdd]);
}
