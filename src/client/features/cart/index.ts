// The event cart's public surface: its provider and the hooks that read and change it.
export { CartProvider } from './cart-provider.tsx';
export { useCart, useCartStatus } from './use-cart.ts';
