import { useContext } from 'react';
import { CartContext, CartStatusContext, type CartApi, type CartStatus } from './cart-context.ts';

export type { CartApi, CartStatus } from './cart-context.ts';

/** The event cart. Throws outside a CartProvider. */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}

/** The cart, or null outside a CartProvider: for the shell, which also renders in tests without one. */
export function useOptionalCart(): CartApi | null {
  return useContext(CartContext);
}

const NO_STATUS: CartStatus = {
  error: null,
  dismissError: () => {},
  loading: false,
  restored: true,
  lastRemoved: null,
  startItemCount: 0,
};

/** The cart's error and loading flags (no error, not loading outside a CartProvider). */
export function useCartStatus(): CartStatus {
  return useContext(CartStatusContext) ?? NO_STATUS;
}
