// How a cart item reads in the drawer (and later the checkout page).
import type { CartItem } from '#shared/cart.ts';
import { isVendorCategory, isVenueCategory, VENDOR_CATEGORY_INFO, VENUE_CATEGORY_INFO } from '#shared/categories.ts';
import { lineCostCents } from '#shared/pricing.ts';
import { titleCase } from '../../lib/format.ts';

const TYPE_LABELS: Record<CartItem['type'], string> = {
  venue: 'Venue',
  vendor: 'Vendor',
  addon: 'Add-on',
  package: 'Package',
};

/** 'Venue · Rooftop', 'Vendor · DJ' (its service type, else its category), 'Add-on'. */
export function cartItemKind(item: CartItem): string {
  const detail =
    item.type === 'venue'
      ? venueLabel(item.entityData?.type ?? item.category)
      : item.type === 'vendor'
        ? item.entityData?.type || vendorLabel(item.entityData?.category ?? item.category)
        : item.category && titleCase(item.category);
  return detail ? `${TYPE_LABELS[item.type]} · ${detail}` : TYPE_LABELS[item.type];
}

function venueLabel(category: string | undefined): string | undefined {
  if (!category) return undefined;
  return isVenueCategory(category) ? VENUE_CATEGORY_INFO[category].label : titleCase(category);
}

function vendorLabel(category: string | undefined): string | undefined {
  if (!category) return undefined;
  return isVendorCategory(category) ? VENDOR_CATEGORY_INFO[category].label : titleCase(category);
}

/** The cart as it is shown: each listing followed by its add-ons and packages, in the order they were added. */
export function inDisplayOrder(items: readonly CartItem[]): CartItem[] {
  const extrasOf = new Map<string, CartItem[]>();
  for (const item of items)
    if (item.parentId) extrasOf.set(item.parentId, [...(extrasOf.get(item.parentId) ?? []), item]);
  const listings = items.filter((item) => !item.parentId);
  const shown = new Set(listings.map((item) => item.id));
  const orphans = items.filter((item) => item.parentId && !shown.has(item.parentId));
  return [...listings.flatMap((item) => [item, ...(extrasOf.get(item.id) ?? [])]), ...orphans];
}

/** The item's cost in cents, as its unit prices it (hours count for an hourly price only). */
export function cartItemCost(item: CartItem): number {
  return lineCostCents(item);
}
