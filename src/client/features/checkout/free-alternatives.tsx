// A line that is not free for the event's time, with listings of the same kind that are (issue 47): the customer
// swaps one in without leaving checkout, for the same hours, and the summary checks the cart again.
import { Star } from 'lucide-react';
import type { PricedLine } from '#shared/checkout.ts';
import { vendorCartItem, venueCartItem } from '#shared/listing-cart-items.ts';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { formatMoney } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCart } from '../cart/index.ts';

type Alternative = VenueCard | VendorCard;

const isVenue = (card: Alternative): card is VenueCard => 'capacity' in card;

export function FreeAlternatives({ line, eventDate }: { line: PricedLine; eventDate: string }) {
  const cart = useCart();
  if (line.alternatives.length === 0) return null;
  const swap = (card: Alternative) => {
    // A venue takes the place of the one in the cart by itself; a vendor goes in beside, so the one taken leaves.
    if (isVenue(card)) {
      cart.addItem(venueCartItem(card, eventDate, line.hours));
      return;
    }
    cart.removeItem(line.listingId);
    cart.addItem(vendorCartItem(card, eventDate), { hours: line.hours });
  };
  return (
    <div className="mt-2 rounded-xl bg-dusk-50 p-2.5">
      <p className="text-xs font-semibold text-ink">Free then instead</p>
      <ul aria-label={`Free instead of ${line.name}`} className="mt-1.5 flex flex-col gap-1.5">
        {line.alternatives.map((card) => (
          <li key={card.id} className="flex items-center justify-between gap-2 text-xs">
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink">{card.name}</span>
              <span className="block text-muted">
                <Star aria-hidden="true" className="inline size-3 fill-gold-500 align-[-1px] text-gold-500" />
                <span className="sr-only">Rated</span> {card.rating.toFixed(1)} ·{' '}
                {formatMoney(card.priceCents, 'listing')} / {card.unit}
              </span>
            </span>
            <Button size="sm" variant="secondary" className="shrink-0" onClick={() => swap(card)}>
              <span aria-hidden="true">Book instead</span>
              <span className="sr-only">Book instead: {card.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
