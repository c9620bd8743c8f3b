// Add-ons and packages (spec §3 cart item types 'addon' and 'package'): extras a venue or vendor offers beside its
// hourly service, each at a flat price per unit. They are booked with their listing, on that partner's booking:
// an add-on counts in the breakdown's addOnsCost, a package in servicesCost (§9).
import { z } from 'zod';

export const EXTRA_KINDS = ['addon', 'package'] as const;
export const ExtraKindSchema = z.enum(EXTRA_KINDS);
export type ExtraKind = z.infer<typeof ExtraKindSchema>;

export const EXTRA_KIND_LABELS: Record<ExtraKind, string> = { addon: 'Add-on', package: 'Package' };

export const EXTRA_LIMITS = {
  /** Units of one extra on one booking. */
  maxQuantity: 20,
  /** Different extras booked with one listing. */
  maxPerListing: 20,
} as const;

/** An extra as a listing page offers it. */
export const ListingExtraSchema = z.object({
  id: z.string(),
  kind: ExtraKindSchema,
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int().nonnegative(),
  /** What a package holds ('4 hours of coverage', '200 edited photos'); usually empty for an add-on. */
  includes: z.array(z.string()),
});
export type ListingExtra = z.infer<typeof ListingExtraSchema>;

/** What the cart sends for an extra: which one, how many. The server prices it. */
export const ExtraRequestSchema = z.object({
  extraId: z.uuid('Not an add-on id'),
  quantity: z.number().int().min(1).max(EXTRA_LIMITS.maxQuantity),
});
export type ExtraRequest = z.infer<typeof ExtraRequestSchema>;

/** An extra as priced at checkout and kept on the partner's booking. */
export const ExtraLineSchema = ExtraRequestSchema.extend({
  kind: ExtraKindSchema,
  name: z.string(),
  unitPriceCents: z.number().int().nonnegative(),
  lineTotalCents: z.number().int().nonnegative(),
});
export type ExtraLine = z.infer<typeof ExtraLineSchema>;

/** 'With Sunset cocktail hour and Patio heaters × 2': a booked line's extras in a few words; '' without any. */
export function extrasSummary(extras: readonly Pick<ExtraLine, 'name' | 'quantity'>[]): string {
  const names = extras.map((extra) => (extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name));
  if (names.length === 0) return '';
  const last = names.pop() as string;
  return `With ${names.length > 0 ? `${names.join(', ')} and ${last}` : last}`;
}
