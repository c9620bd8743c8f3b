import { describe, expect, it } from 'vitest';
import type { CartItem } from '#shared/cart.ts';
import { inDisplayOrder } from './cart-display.ts';
import { extraCartItem } from '#shared/listing-cart-items.ts';

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

describe('the cart with add-ons and packages', () => {
  it('shows each listing followed by its extras, in the order they were added', () => {
    expect(inDisplayOrder(cart).map((i) => i.id)).toEqual(['dj', 'uplights', 'venue', 'heaters', 'cocktails']);
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
