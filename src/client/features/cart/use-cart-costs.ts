import { useMemo } from 'react';
import type { CancellationTier } from '#shared/cancellation-policies.ts';
import type { CartItem } from '#shared/cart.ts';
import type { PricedLine } from '#shared/checkout.ts';
import { costBreakdown, type CostBreakdown } from '#shared/fees.ts';
import { checkoutLines, useCheckoutQuote } from './api.ts';

export interface CartCosts {
  /** The server's figures for the cart; null while they load or when they could not be had. */
  cost: CostBreakdown | null;
  failed: boolean;
  retry(): void;
  /** Each cart item's cost (a listing's without its extras; each extra's own) as the server priced the cart as it is
   *  now; null until that answer comes (the rows show their own estimate meanwhile). */
  itemCosts: ReadonlyMap<string, number> | null;
  /** The server's priced lines (each with its payment terms and instalments); null until they come. */
  lines: readonly PricedLine[] | null;
  /** The listings whose lines confirm at checkout (instant book), as the server priced the cart now. */
  confirmsAtOnce: ReadonlySet<string>;
  /** Each listing's cancellation policy, as the server priced the cart now. */
  cancellationTiers: ReadonlyMap<string, CancellationTier>;
  /** Each listing's refundable security deposit in cents, for those that ask one. */
  securityDeposits: ReadonlyMap<string, number>;
}

/** The cost of each cart item by its id, from the server's lines: a listing's line less its extras, and each extra. */
export function quotedItemCosts(lines: readonly PricedLine[]): Map<string, number> {
  return new Map(
    lines.flatMap((line) => [
      [
        line.listingId,
        line.lineTotalCents - line.extras.reduce((sum, extra) => sum + extra.lineTotalCents, 0),
      ] as const,
      ...line.extras.map((extra) => [extra.extraId, extra.lineTotalCents] as const),
    ]),
  );
}

/** The cart's costs as the server prices them (the drawer's body and footer ask alike: one request). */
export function useCartCosts(items: readonly CartItem[], eventDate: string | null): CartCosts {
  const lines = useMemo(() => checkoutLines(items), [items]);
  const quote = useCheckoutQuote(lines, eventDate);
  const current = quote.data && !quote.isPlaceholderData ? quote.data.lines : [];
  return {
    cost: quote.data ? costBreakdown(quote.data.breakdown) : null,
    failed: quote.isError && !quote.data,
    retry: () => void quote.refetch(),
    itemCosts: quote.data && !quote.isPlaceholderData ? quotedItemCosts(quote.data.lines) : null,
    lines: quote.data && !quote.isPlaceholderData ? quote.data.lines : null,
    confirmsAtOnce: new Set(current.filter((line) => line.confirmsAtOnce).map((line) => line.listingId)),
    cancellationTiers: new Map(current.map((line) => [line.listingId, line.cancellationTier])),
    securityDeposits: new Map(
      current.flatMap((line) =>
        line.securityDepositCents === null ? [] : [[line.listingId, line.securityDepositCents]],
      ),
    ),
  };
}
