import { Check, MessageCircle, Plus } from 'lucide-react';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCart } from '../cart/index.ts';
import { vendorCartItem, venueCartItem } from '#shared/listing-cart-items.ts';
import { useMessageAction } from '../listings/index.ts';

/** What Discover asked for: a day, and its start and hours when both are set. */
export interface AskedTime {
  date: string;
  startTime: string;
  hours: number | null;
}

/** `asked`: when a search asked for a day (and hours); the cart's own day otherwise. */
export type ListingActionsProps = { asked?: AskedTime } & (
  { kind: 'venue'; listing: VenueCard } | { kind: 'vendor'; listing: VendorCard }
);

const NOTHING_ASKED: AskedTime = { date: '', startTime: '', hours: null };

/** Add to cart (or 'In cart') and Message, under a result card. */
export function ListingActions(props: ListingActionsProps) {
  const { kind, listing } = props;
  const cart = useCart();
  const message = useMessageAction(kind, listing.id, listing.name);
  const inCart = cart.has(listing.id);
  const asked = props.asked ?? NOTHING_ASKED;
  const date = asked.date || cart.state.selectedDate;
  const hours = asked.date && asked.startTime && asked.hours !== null ? asked.hours : undefined;

  // The event takes the day and hours Discover found the listing free for.
  const add = () => {
    if (inCart) return;
    if (asked.date) cart.setSelectedDate(asked.date);
    if (hours !== undefined) cart.setStartTime(asked.startTime);
    if (props.kind === 'venue') cart.addItem(venueCartItem(props.listing, date, hours));
    else cart.addItem(vendorCartItem(props.listing, date), hours === undefined ? undefined : { hours });
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
