// The signed-in user's cart on the server (GET/PUT /api/cart, POST /api/cart/merge).
import type { CartState } from '#shared/cart.ts';
import { api } from '../../lib/api.ts';

export interface AccountCartApi {
  /** Joins this device's guest cart (or nothing) to the account's and answers the account's cart. */
  merge(guest: CartState | null): Promise<CartState>;
  /** Saves the cart whole; `keepalive` lets the request outlive the page. */
  save(state: CartState, options?: { keepalive?: boolean }): Promise<void>;
}

/** The server keeps no last validation: it is recomputed where it is shown. */
const stored = ({ lastValidation: _, ...state }: CartState) => ({ ...state, lastValidation: null });

export const accountCartApi: AccountCartApi = {
  async merge(guest) {
    const answer = await api('/api/cart/merge', {
      method: 'POST',
      body: { guest: guest && stored(guest) },
      // The provider (in the first view) holds this: the schema's module loads beside the request.
      schema: () => import('#shared/cart-merge.ts').then((module) => module.ServerCartSchema),
    });
    return answer.cart;
  },
  async save(state, options = {}) {
    await api('/api/cart', { method: 'PUT', body: stored(state), keepalive: options.keepalive ?? false });
  },
};
