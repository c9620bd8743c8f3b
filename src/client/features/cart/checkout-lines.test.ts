import { describe, expect, it } from 'vitest';
import { cartItem, MIXED_CART } from '../../test/cart-fixtures.ts';
import { checkoutLines } from './api.ts';

describe('the cart sent to checkout', () => {
  it('sends each listing with its extras nested, for the server to price', () => {
    expect(checkoutLines(MIXED_CART)).toEqual([
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
    expect(checkoutLines([cartItem('venue', 'venue')])).toEqual([
      { type: 'venue', listingId: 'venue', quantity: 1, hours: 4 },
    ]);
  });
});
