// How a listing's price is charged: the unit one price buys (by the hour, the day, the event, the guest, the
// package, or an extra's item) and the one rule that prices a line from it. The cart, the quote, checkout,
// bookings and payouts all price through lineCostCents, so what is shown is what is charged. No schema here (the
// unit's is in listings.ts): the client's first view prices its cards and its cart from it without zod.
import { formatMoney, roundHalfUp, safeAmount, type MoneyPlace } from './money.ts';

export const PRICE_UNITS = ['hour', 'day', 'event', 'guest', 'package', 'item'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** Only a price by the hour counts the hours booked. A vendor's minimum hours bind it alone; a venue's always hold
 *  (they are how long the room is held: minimumHoursProblem in cart.ts). */
export const isHourly = (unit: PriceUnit): boolean => unit === 'hour';

export interface PricedUnits {
  priceCents: number;
  /** Units bought: listings and extras by quantity, guests by the number of guests. */
  quantity: number;
  /** Hours booked; counted only when the unit is 'hour'. */
  hours?: number;
  unit: PriceUnit;
}

/** hour: price x quantity x hours; day, event, guest, package, item: price x quantity. Invalid numbers count as 0. */
export function lineCostCents({ priceCents, quantity, hours = 1, unit }: PricedUnits): number {
  const billedHours = isHourly(unit) ? safeAmount(hours) : 1;
  return roundHalfUp(safeAmount(priceCents) * safeAmount(quantity) * billedHours);
}

/** What a listing charges and for how long it must at least be booked, as the cart and the server price it. */
export interface ListingPricing {
  priceCents: number;
  unit: PriceUnit;
  minHours: number;
}

export interface VenuePricingColumns {
  pricingModel: string;
  hourlyRateCents: number;
  dailyRateCents: number | null;
  basePriceCents: number | null;
  minimumHours: number;
}

/** A venue by its pricing model: hourly rate per hour, daily rate per day, base price per event. Its minimum hours
 *  bound the booking's length whatever the model (the room is held that long). */
export function venuePricing(venue: VenuePricingColumns): ListingPricing {
  const minHours = venue.minimumHours;
  if (venue.pricingModel === 'daily' && venue.dailyRateCents !== null)
    return { priceCents: venue.dailyRateCents, unit: 'day', minHours };
  if (venue.pricingModel === 'fixed' && venue.basePriceCents !== null)
    return { priceCents: venue.basePriceCents, unit: 'event', minHours };
  return { priceCents: venue.hourlyRateCents, unit: 'hour', minHours };
}

export interface VendorPricingColumns {
  pricingModel: string;
  unit: string;
  priceCents: number;
  minimumHours: number;
}

const FLAT_VENDOR_UNITS: readonly PriceUnit[] = ['event', 'guest', 'package'];

/** A vendor by its pricing model and unit: hourly per hour; fixed and package per event, guest or package (an
 *  unknown unit of a fixed price reads as per event). Minimum hours bind hourly vendors only. */
export function vendorPricing(vendor: VendorPricingColumns): ListingPricing {
  if (vendor.pricingModel === 'hourly')
    return { priceCents: vendor.priceCents, unit: 'hour', minHours: vendor.minimumHours };
  const unit =
    FLAT_VENDOR_UNITS.find((candidate) => candidate === vendor.unit) ??
    (vendor.pricingModel === 'package' ? 'package' : 'event');
  return { priceCents: vendor.priceCents, unit, minHours: 1 };
}

/** '$650 / hour', '$1,800 / day': what one price buys, in words. */
export const PRICE_UNIT_NAMES: Record<PriceUnit, string> = {
  hour: 'hour',
  day: 'day',
  event: 'event',
  guest: 'guest',
  package: 'package',
  item: 'item',
};

/** How a line's price reads where it is shown: '$175.00/hr × 4 h' in the cart, '$850 / event' on a listing's page,
 *  '$45.00 / guest × 120', '$60.00 each'. */
export function unitPriceLabel({ priceCents, quantity, hours = 1, unit }: PricedUnits, place: MoneyPlace): string {
  const price = formatMoney(priceCents, place);
  const times = quantity > 1 ? ` × ${quantity}` : '';
  if (unit === 'hour') return `${price}/hr × ${hours} h${times}`;
  if (unit === 'item') return `${price} each`;
  return `${price} / ${PRICE_UNIT_NAMES[unit]}${unit === 'guest' ? ` × ${quantity}` : times}`;
}
