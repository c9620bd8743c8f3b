import { Check, Minus, Plus, Sparkles } from 'lucide-react';
import type { CartItemInput } from '#shared/cart.ts';
import { EXTRA_KIND_LABELS, EXTRA_LIMITS, type ListingExtra } from '#shared/extras.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { formatMoney } from '#shared/money.ts';
import { extraCartItem } from '#shared/listing-cart-items.ts';
import { useCart } from '../cart/index.ts';
import { ListingSection } from './listing-section.tsx';

export interface ExtrasSectionProps {
  extras: ListingExtra[];
  /** The venue or vendor as the cart takes it on the cart's event date: added first when an extra is added without
   *  it. Read here, so that the page around does not re-render with every change to the cart. */
  listingOn: (selectedDate: string | null) => CartItemInput;
}

/**
 * 'Add-ons & packages': what the listing offers beside its hourly rate, each addable in one click. An extra is
 * booked with its listing, so adding one puts the listing in the cart too when it is not there yet. Nothing when
 * the listing offers none.
 */
export function ExtrasSection({ extras, listingOn }: ExtrasSectionProps) {
  const cart = useCart();
  if (extras.length === 0) return null;
  const listing = listingOn(cart.state.selectedDate);
  const listingInCart = cart.has(listing.id);
  const add = (extra: ListingExtra) => {
    if (!listingInCart) cart.addItem(listing);
    cart.addItem(extraCartItem(extra, listing));
  };

  return (
    <ListingSection
      id="extras"
      title="Add-ons & packages"
      description={
        listingInCart
          ? `Booked with ${listing.name}, on the same request and the same payment.`
          : `Adding one also adds ${listing.name} to your cart: they are booked together.`
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {extras.map((extra) => {
          const inCart = cart.items.find((item) => item.id === extra.id);
          return (
            <li key={extra.id} className="flex flex-col rounded-2xl border border-line bg-surface p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Badge tone={extra.kind === 'package' ? 'gold' : 'neutral'} size="sm">
                    {extra.kind === 'package' ? <Sparkles aria-hidden="true" /> : null}
                    {EXTRA_KIND_LABELS[extra.kind]}
                  </Badge>
                  <h3 className="mt-2 font-semibold text-ink">{extra.name}</h3>
                </div>
                <p className="shrink-0 text-right font-bold text-ink tabular-nums">
                  {formatMoney(extra.priceCents, 'listing')}
                </p>
              </div>
              <p className="mt-1.5 text-sm leading-6 text-muted">{extra.description}</p>
              {extra.includes.length > 0 ? (
                <ul aria-label={`${extra.name} includes`} className="mt-2 space-y-1 text-sm text-dusk-700">
                  {extra.includes.map((line) => (
                    <li key={line} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon-600" />
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-auto pt-4">
                {inCart ? (
                  <div className="flex items-center justify-between gap-3">
                    <p className="flex items-center gap-1.5 text-sm font-semibold text-lagoon-800">
                      <Check aria-hidden="true" className="size-4" /> In your cart
                    </p>
                    <div
                      role="group"
                      aria-label={`Quantity of ${extra.name}`}
                      className="flex items-center rounded-full border border-line"
                    >
                      <IconButton
                        size="sm"
                        label={`One less ${extra.name}`}
                        icon={<Minus aria-hidden="true" />}
                        onClick={() => cart.updateQuantity(extra.id, inCart.quantity - 1)}
                      />
                      <output
                        aria-label={`Quantity: ${inCart.quantity}`}
                        className="min-w-8 text-center text-sm font-semibold tabular-nums"
                      >
                        {inCart.quantity}
                      </output>
                      <IconButton
                        size="sm"
                        label={`One more ${extra.name}`}
                        icon={<Plus aria-hidden="true" />}
                        disabled={inCart.quantity >= EXTRA_LIMITS.maxQuantity}
                        onClick={() => cart.updateQuantity(extra.id, inCart.quantity + 1)}
                      />
                    </div>
                  </div>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    block
                    onClick={() => add(extra)}
                    aria-label={`Add ${extra.name} to your cart`}
                  >
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </ListingSection>
  );
}
