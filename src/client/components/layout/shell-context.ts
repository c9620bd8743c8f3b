import { createContext } from 'react';

export interface ShellContextValue {
  openCart: () => void;
  /** The cart drawer is open (opened by the user or by the cart growing). */
  cartOpen: boolean;
  openProfile: () => void;
  /** Units in the event cart (cartItemCount): what the nav cart badges show. */
  cartCount: number;
  /** Messages from others the signed-in user has not read (the account badges). */
  unreadMessages: number;
}

export const ShellContext = createContext<ShellContextValue | null>(null);
