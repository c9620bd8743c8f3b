import type { VendorDetail } from '#shared/listing-detail.ts';
import { DISPLAY } from '#shared/constants.ts';
import type { VendorCard } from '#shared/listings.ts';
import { formatMoney } from '#shared/money.ts';
import { formatUnit, titleCase } from '../../lib/format.ts';

/** §3 display defaults: minimum hours 4 when the listing has none. */
export function vendorMinimumHours(vendor: Pick<VendorCard, 'minimumHours'>): number {
  return vendor.minimumHours > 0 ? vendor.minimumHours : DISPLAY.defaultVendorMinimumHours;
}

/** §3 display default '$100-$200/hr' when the listing has no range. */
export function vendorPriceRange(vendor: Pick<VendorCard, 'priceRange'>): string {
  return vendor.priceRange.trim() || DISPLAY.defaultVendorPriceRange;
}

/** 'Hourly · per hr'. */
export function pricingModelLabel(vendor: Pick<VendorDetail, 'pricingModel' | 'unit'>): string {
  return `${titleCase(vendor.pricingModel || 'hourly')} · per ${formatUnit(vendor.unit)}`;
}

/** The rates the vendor quotes: hourly and/or fixed. The fees a customer pays on top are the §9 fees of the cart. */
export function vendorRates(vendor: VendorDetail): { label: string; value: string }[] {
  const rates: { label: string; value: string }[] = [];
  if (vendor.hourlyRateCents)
    rates.push({ label: 'Hourly rate', value: `${formatMoney(vendor.hourlyRateCents, 'listing')} / hr` });
  if (vendor.fixedRateCents)
    rates.push({
      label: 'Fixed price',
      value: `${formatMoney(vendor.fixedRateCents, 'listing')} / ${formatUnit(vendor.unit === 'hour' ? 'event' : vendor.unit)}`,
    });
  if (rates.length === 0)
    rates.push({ label: 'Price', value: `${formatMoney(vendor.priceCents, 'listing')} / ${formatUnit(vendor.unit)}` });
  return rates;
}
