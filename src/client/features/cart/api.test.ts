// What the cart provider sends to PUT /api/cart and POST /api/cart/merge is what those routes accept (their own
// schemas, shared): a cart as the reducer leaves it, with a validation, a date, details and co-hosts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartMergeRequestSchema, StoredCartStateSchema } from '#shared/cart-merge.ts';
import { EMPTY_CART, cartReducer, type CartState } from '#shared/cart.ts';
import { stubFetch } from '../../test/render.tsx';
import { MIXED_CART } from '../../test/cart-fixtures.ts';
import { accountCartApi } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function fullCart(): CartState {
  let state = MIXED_CART.reduce((cart, item) => cartReducer(cart, { type: 'add', item }), EMPTY_CART);
  state = cartReducer(state, { type: 'setDate', date: inDays(30) });
  state = cartReducer(state, { type: 'setEventDetails', eventDetails: { name: 'Rooftop birthday', guestCount: 80 } });
  const coHost = { name: 'Sam Lee', email: 'sam@example.com', role: 'co-host' };
  state = cartReducer(state, { type: 'setCoHosts', coHosts: [coHost] });
  return cartReducer(state, { type: 'validate', today: inDays(0) });
}

const sentBody = (calls: { url: string; init: RequestInit | undefined }[], url: string): unknown =>
  JSON.parse(String(calls.find((call) => call.url === url)!.init!.body));

describe('account cart requests', () => {
  it('saves a cart in the body PUT /api/cart accepts', async () => {
    const state = fullCart();
    expect(state.lastValidation).not.toBeNull();
    const { calls } = stubFetch(undefined, { '/api/cart': () => json({ cart: EMPTY_CART }) });
    await accountCartApi.save(state);
    const body = StoredCartStateSchema.parse(sentBody(calls, '/api/cart'));
    expect(body.items.map((item) => item.id)).toEqual(state.items.map((item) => item.id));
  });

  it('merges a guest cart in the body POST /api/cart/merge accepts', async () => {
    const { calls } = stubFetch(undefined, { '/api/cart/merge': () => json({ cart: EMPTY_CART }) });
    await accountCartApi.merge(fullCart()).catch(() => undefined);
    expect(CartMergeRequestSchema.safeParse(sentBody(calls, '/api/cart/merge')).error).toBeUndefined();
  });
});
