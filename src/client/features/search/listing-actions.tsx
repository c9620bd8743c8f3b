import { Check, MessageCircle, Plus } from 'lucide-react';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCart } from '../cart/index.ts';
import { vendorCartItem, venueCartItem } from '#shared/listing-cart-items.ts';
import { useMessageAction } from '../listings/index.ts';

export type ListingActionsProps =
  { kind: 'venue'; listing: VenueCard; date: string } | { kind: 'vendor'; listing: VendorCard; date: string };

/** Add to cart (or 'In cart') and Message, under a result card. */
export function ListingActions(props: ListingActionsProps) {
  const { kind, listing } = props;
  const cart = useCart();
  const message = useMessageAction(kind, listing.id, listing.name);
  const inCart = cart.has(listing.id);
  const date = props.date || cart.state.selectedDate;

  const add = () => {
    if (inCart) return;
    cart.addItem(props.kind === 'venue' ? venueCartItem(props.listing, date) : vendorCartItem(props.listing, date));
  };

  return (
    <>
      <Button
        size="sm"
        variant={inCart ? 'subtle' : 'secondary'}
        className="flex-1 aria-disabled:opacity-100"
        onClick={add}
        aria-disabled={inCart || undefined}
        aria-label={`${inCart ? 'In cart' : 'Add to cart'}: ${listing.name}`}
      >
        {inCart ? <Check aria-hidden="true" className="text-lagoon-700" /> : <Plus aria-hidden="true" />}
        {inCart ? 'In cart' : 'Add to cart'}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => message()} aria-label={`Message ${listing.name}`}>
        <MessageCircle aria-hidden="true" />
        Message
      </Button>
    </>
  );
}
