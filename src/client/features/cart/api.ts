// The signed-in user's cart on the server (GET/PUT /api/cart, POST /api/cart/merge), and the server's price quote
// for the cart (POST /api/checkout/quote), which the drawer, the cart page and checkout show.
import { useQuery } from '@tanstack/react-query';
import type { CartItem, CartState } from '#shared/cart.ts';
import { PriceQuoteSchema, type CheckoutLine } from '#shared/checkout.ts';
import { api } from '../../lib/api.ts';

export const cartKeys = {
  quote: (lines: CheckoutLine[], eventDate: string | null, startTime: string) =>
    ['cart-quote', lines, eventDate, startTime] as const,
};

/** The cart's venue and vendor lines, each with its extras, as the server prices them (it ignores any price
 *  the cart holds). */
export function checkoutLines(items: readonly CartItem[]): CheckoutLine[] {
  return items
    .filter((item): item is CartItem & { type: 'venue' | 'vendor' } => item.type === 'venue' || item.type === 'vendor')
    .map((item) => {
      const extras = items
        .filter((extra) => extra.parentId === item.id)
        .map((extra) => ({ extraId: extra.id, quantity: extra.quantity }));
      return {
        type: item.type,
        listingId: item.id,
        quantity: item.quantity,
        hours: item.hours,
        ...(extras.length > 0 ? { extras } : {}),
      };
    });
}

/** The server's prices for the cart: its lines, the §9 breakdown and the §5 validation. */
export function useCheckoutQuote(lines: CheckoutLine[], eventDate: string | null, startTime = '18:00') {
  return useQuery({
    queryKey: cartKeys.quote(lines, eventDate, startTime),
    queryFn: ({ signal }) =>
      api('/api/checkout/quote', { body: { lines, eventDate, startTime }, schema: PriceQuoteSchema, signal }),
    enabled: lines.length > 0,
    staleTime: 30_000,
    // A change of hours keeps the figures shown until the new ones come: no flash of placeholders.
    placeholderData: (previous) => previous,
  });
}

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
