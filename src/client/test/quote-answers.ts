// The server's price quote (POST /api/checkout/quote) for tests: the cart's lines priced from the items given, with
// the fee rules the server uses (#shared/fees.ts). A stubFetch answer.
import type { CartItemInput } from '#shared/cart.ts';
import type { PriceQuote, PriceQuoteRequest } from '#shared/checkout.ts';
import { calculatePriceBreakdown } from '#shared/fees.ts';
import { json } from './render.tsx';

export function quoteAnswer(catalogue: readonly CartItemInput[]) {
  const priceOf = (id: string) => {
    const item = catalogue.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`quoteAnswer has no price for ${id}`);
    return item;
  };
  return (init?: RequestInit): Response => {
    const { lines } = JSON.parse(String(init?.body)) as PriceQuoteRequest;
    const breakdown = calculatePriceBreakdown({
      services: lines.map((line) => ({ ...priceOf(line.listingId), quantity: line.quantity, hours: line.hours })),
      addOns: lines.flatMap((line) =>
        (line.extras ?? []).map((extra) => ({ ...priceOf(extra.extraId), quantity: extra.quantity })),
      ),
    });
    const answer: PriceQuote = {
      lines: [],
      breakdown,
      validation: { isValid: true, errors: [], warnings: [] },
      timeZone: 'America/New_York',
    };
    return json(answer);
  };
}
