import type { SeedVendor } from './schemas.ts';

/** The price range a vendor card shows: '$150-$240/hr' for hourly rates, 'From $900/event' otherwise. */
export function priceRange(v: Pick<SeedVendor, 'hourlyRateCents' | 'fixedRateCents' | 'unit'>): string {
  if (v.hourlyRateCents !== null) {
    const low = Math.round(v.hourlyRateCents / 100);
    return `$${low}-$${Math.round(low * 1.6)}/hr`;
  }
  return `From $${Math.round((v.fixedRateCents ?? 0) / 100)}/${v.unit}`;
}
