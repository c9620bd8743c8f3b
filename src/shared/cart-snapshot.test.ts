import { describe, expect, it } from 'vitest';
import { EMPTY_CART, cartReducer } from './cart.ts';
import { createCartSnapshot, readCartSnapshot } from './cart-snapshot.ts';

const DAY = 24 * 60 * 60 * 1000;
const state = cartReducer(EMPTY_CART, {
  type: 'add',
  item: { id: 'v1', name: 'Loft 9', type: 'venue', priceCents: 20_000, unit: 'hour' },
});

describe('cart snapshots', () => {
  it('round-trips through JSON within 24 hours', () => {
    const saved = JSON.parse(JSON.stringify(createCartSnapshot(state, 1_000)));
    expect(saved.version).toBe('2.0');
    expect(readCartSnapshot(saved, 1_000 + DAY - 1)).toEqual(state);
  });

  it('drops snapshots at 24 hours, from the future, of another version or malformed', () => {
    const snapshot = createCartSnapshot(state, 1_000);
    expect(readCartSnapshot(snapshot, 1_000 + DAY)).toBeNull();
    expect(readCartSnapshot(snapshot, 999)).toBeNull();
    expect(readCartSnapshot({ ...snapshot, version: '1.0' }, 1_000)).toBeNull();
    expect(readCartSnapshot({ ...snapshot, state: { items: 'nope' } }, 1_000)).toBeNull();
    expect(readCartSnapshot(null, 1_000)).toBeNull();
  });
});
