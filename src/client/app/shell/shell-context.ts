import { createContext } from 'react';

export interface ShellContextValue {
  openCart: () => void;
  openProfile: () => void;
  /** Units in the event cart (cartItemCount): what the nav cart badges show. */
  cartCount: number;
}

export const ShellContext = createContext<ShellContextValue | null>(null);
