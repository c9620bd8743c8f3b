// Listing cards → cart inputs, for the pages' Add to cart and the concierge's plans (whose estimate must be what
// the cart will show). The cart's rules (§4) decide quantity and hours.
import type { CartItemInput } from './cart.ts';
import { CART_LIMITS } from './constants.ts';
import type { ListingExtra } from './extras.ts';
import type { VendorCard, VenueCard } from './listings.ts';
import { isHourly } from './pricing.ts';

/** A listing's minimum hours as the cart accepts them (whole, 1..12), or undefined when it has none. */
function cartMinHours(minimumHours: number): number | undefined {
  if (!Number.isFinite(minimumHours) || minimumHours < CART_LIMITS.minHours) return undefined;
  return Math.min(CART_LIMITS.maxHours, Math.round(minimumHours));
}

function withoutEmpty(imageUrl: string): string | undefined {
  return imageUrl === '' ? undefined : imageUrl;
}

/** `hours`: the event's length, when known; the cart raises it to the venue's minimum. */
export function venueCartItem(venue: VenueCard, date?: string | null, hours?: number): CartItemInput {
  return {
    id: venue.id,
    name: venue.name,
    type: 'venue',
    description: venue.location,
    priceCents: venue.priceCents,
    unit: venue.unit,
    minHours: cartMinHours(venue.minimumHours),
    category: venue.type,
    imageUrl: withoutEmpty(venue.imageUrl),
    date: date ?? null,
    ...(hours === undefined ? {} : { hours }),
    entityData: { type: venue.type },
  };
}

export function vendorCartItem(vendor: VendorCard, date?: string | null): CartItemInput {
  return {
    id: vendor.id,
    name: vendor.name,
    type: 'vendor',
    description: vendor.location,
    priceCents: vendor.priceCents,
    unit: vendor.unit,
    // A vendor's minimum hours bind an hourly price only.
    minHours: isHourly(vendor.unit) ? cartMinHours(vendor.minimumHours) : undefined,
    category: vendor.category,
    imageUrl: withoutEmpty(vendor.imageUrl),
    date: date ?? null,
    entityData: { category: vendor.category, type: vendor.serviceType },
  };
}

/** An add-on or package of a listing in the cart: a flat price per unit, booked with that listing. */
export function extraCartItem(extra: ListingExtra, listing: { id: string; name: string }): CartItemInput {
  return {
    id: extra.id,
    name: extra.name,
    type: extra.kind,
    description: `For ${listing.name}`,
    priceCents: extra.priceCents,
    unit: 'item',
    features: extra.includes,
    parentId: listing.id,
  };
}
