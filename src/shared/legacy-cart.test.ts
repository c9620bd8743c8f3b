import { describe, expect, it } from 'vitest';
import { fromLegacyCart, LegacyCartSchema } from './legacy-cart.ts';

describe('fromLegacyCart (§4 migration to the unified cart)', () => {
  it('moves the venue, the vendors (dollars to cents) and the date through the cart rules', () => {
    const legacy = LegacyCartSchema.parse({
      venue: { id: 'v1', name: 'Skyline Rooftop', price: '250', minHours: 3, type: 'rooftop' },
      vendors: [
        { id: 'd1', name: 'DJ Nova', price: 150.5, category: 'music-djs' },
        { id: 'p1', name: 'Flash Studio', price: 200, hours: 6, quantity: 2, category: 'photography-video' },
      ],
      eventDate: '2030-06-01T00:00:00.000Z',
    });
    const state = fromLegacyCart(legacy);
    expect(state.items.map((i) => [i.id, i.type, i.priceCents, i.quantity, i.hours])).toEqual([
      ['v1', 'venue', 25_000, 1, 3],
      ['d1', 'vendor', 15_050, 1, 4],
      ['p1', 'vendor', 20_000, 2, 6],
    ]);
    expect(state.selectedVenueId).toBe('v1');
    expect(state.selectedDate).toBe('2030-06-01');
    expect(state.items[1]?.entityData).toEqual({ category: 'music-djs' });
  });

  it('an old cart without a venue or date is still a cart', () => {
    const state = fromLegacyCart(LegacyCartSchema.parse({ vendors: [{ id: 'd1', name: 'DJ Nova' }] }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.priceCents).toBe(0);
    expect(state.selectedDate).toBeNull();
  });

  it('refuses what is not an old cart', () => {
    expect(LegacyCartSchema.safeParse({ vendors: [{ name: 'no id' }] }).success).toBe(false);
    expect(LegacyCartSchema.safeParse('cart').success).toBe(false);
  });
});
