// §7 api_get_categories: the category lists of §3 with how many live listings each holds.
import { count } from 'drizzle-orm';
import {
  VENDOR_CATEGORIES,
  VENDOR_CATEGORY_INFO,
  VENUE_CATEGORIES,
  VENUE_CATEGORY_INFO,
  type CategoryInfo,
} from '#shared/categories.ts';
import type { CategoryCount, GetCategoriesResponse } from '#shared/search.ts';
import type { Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import { liveVendor, liveVenue } from '../listings/index.ts';

export async function getCategories(db: Db, entityType: 'all' | 'venue' | 'vendor'): Promise<GetCategoriesResponse> {
  const [venueCounts, vendorCounts] = await Promise.all([
    entityType === 'vendor'
      ? null
      : db.select({ slug: venues.type, n: count() }).from(venues).where(liveVenue).groupBy(venues.type),
    entityType === 'venue'
      ? null
      : db.select({ slug: vendors.category, n: count() }).from(vendors).where(liveVendor).groupBy(vendors.category),
  ]);
  return {
    success: true,
    data: {
      ...(venueCounts ? { venue_categories: withCounts(VENUE_CATEGORIES, VENUE_CATEGORY_INFO, venueCounts) } : {}),
      ...(vendorCounts ? { vendor_categories: withCounts(VENDOR_CATEGORIES, VENDOR_CATEGORY_INFO, vendorCounts) } : {}),
    },
  };
}

function withCounts(
  slugs: readonly string[],
  info: Record<string, CategoryInfo>,
  counts: { slug: string; n: number }[],
): CategoryCount[] {
  const bySlug = new Map(counts.map((c) => [c.slug, c.n]));
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  return slugs.map((slug) => ({
    slug,
    ...(info[slug] as CategoryInfo),
    count: slug === 'all' ? total : (bySlug.get(slug) ?? 0),
  }));
}
