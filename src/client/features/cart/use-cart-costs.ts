import { useMemo } from 'react';
import type { CartItem } from '#shared/cart.ts';
import { costBreakdown, type CostBreakdown } from '#shared/fees.ts';
import { checkoutLines, useCheckoutQuote } from './api.ts';

export interface CartCosts {
  /** The server's figures for the cart; null while they load or when they could not be had. */
  cost: CostBreakdown | null;
  failed: boolean;
  retry(): void;
}

/** The cart's costs as the server prices them (the drawer's body and footer ask alike: one request). */
export function useCartCosts(items: readonly CartItem[], eventDate: string | null): CartCosts {
  const lines = useMemo(() => checkoutLines(items), [items]);
  const quote = useCheckoutQuote(lines, eventDate);
  return {
    cost: quote.data ? costBreakdown(quote.data.breakdown) : null,
    failed: quote.isError && !quote.data,
    retry: () => void quote.refetch(),
  };
}
