import { formatMoney } from '#shared/money.ts';
import type { SeedVendor } from './schemas.ts';

/** The price range a vendor card shows: '$150-$240/hr' for hourly rates, 'From $900/event' otherwise. */
export function priceRange(v: Pick<SeedVendor, 'hourlyRateCents' | 'fixedRateCents' | 'unit'>): string {
  if (v.hourlyRateCents !== null) {
    const low = Math.round(v.hourlyRateCents / 100) * 100;
    return `${formatMoney(low, 'listing')}-${formatMoney(low * 1.6, 'listing')}/hr`;
  }
  return `From ${formatMoney(v.fixedRateCents ?? 0, 'listing')}/${v.unit}`;
}
