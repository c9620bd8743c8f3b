import { describe, expect, it } from 'vitest';
import type { CartItem } from '#shared/cart.ts';
import { checkoutLines } from './api.ts';

const item = (id: string, type: CartItem['type'], parentId?: string): CartItem => ({
  id,
  name: id,
  type,
  priceCents: 100,
  unit: type === 'venue' || type === 'vendor' ? 'hour' : 'item',
  quantity: type === 'addon' ? 2 : 1,
  hours: type === 'venue' || type === 'vendor' ? 4 : 1,
  ...(parentId ? { parentId } : {}),
});

const cart = [
  item('dj', 'vendor'),
  item('venue', 'venue'),
  item('heaters', 'addon', 'venue'),
  item('uplights', 'addon', 'dj'),
  item('cocktails', 'package', 'venue'),
];

describe('the cart sent to checkout', () => {
  it('sends each listing with its extras nested, for the server to price', () => {
    expect(checkoutLines(cart)).toEqual([
      { type: 'vendor', listingId: 'dj', quantity: 1, hours: 4, extras: [{ extraId: 'uplights', quantity: 2 }] },
      {
        type: 'venue',
        listingId: 'venue',
        quantity: 1,
        hours: 4,
        extras: [
          { extraId: 'heaters', quantity: 2 },
          { extraId: 'cocktails', quantity: 1 },
        ],
      },
    ]);
    expect(checkoutLines([item('venue', 'venue')])).toEqual([
      { type: 'venue', listingId: 'venue', quantity: 1, hours: 4 },
    ]);
  });
});
