// A small cart for tests of how lines are ordered and sent: a vendor, a venue, and extras hanging off each.
import type { CartItem } from '#shared/cart.ts';

export const cartItem = (id: string, type: CartItem['type'], parentId?: string): CartItem => ({
  id,
  name: id,
  type,
  priceCents: 100,
  unit: type === 'venue' || type === 'vendor' ? 'hour' : 'item',
  quantity: type === 'addon' ? 2 : 1,
  hours: type === 'venue' || type === 'vendor' ? 4 : 1,
  ...(parentId ? { parentId } : {}),
});

export const MIXED_CART = [
  cartItem('dj', 'vendor'),
  cartItem('venue', 'venue'),
  cartItem('heaters', 'addon', 'venue'),
  cartItem('uplights', 'addon', 'dj'),
  cartItem('cocktails', 'package', 'venue'),
];
