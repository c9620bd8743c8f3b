import { describe, expect, it } from 'vitest';
import { MIXED_CART } from '../../test/cart-fixtures.ts';
import { inDisplayOrder } from './cart-display.ts';
import { extraCartItem } from '#shared/listing-cart-items.ts';

describe('the cart with add-ons and packages', () => {
  it('shows each listing followed by its extras, in the order they were added', () => {
    expect(inDisplayOrder(MIXED_CART).map((i) => i.id)).toEqual(['dj', 'uplights', 'venue', 'heaters', 'cocktails']);
  });

  it('makes a cart line of a listing’s extra, tied to that listing', () => {
    const extra = {
      id: 'x1',
      kind: 'package' as const,
      name: 'Cocktail hour',
      description: 'A bartender',
      priceCents: 120_000,
      includes: ['1 bartender'],
    };
    expect(extraCartItem(extra, { id: 'venue', name: 'Skyline' })).toEqual({
      id: 'x1',
      name: 'Cocktail hour',
      type: 'package',
      description: 'For Skyline',
      priceCents: 120_000,
      unit: 'item',
      features: ['1 bartender'],
      parentId: 'venue',
    });
  });
});
