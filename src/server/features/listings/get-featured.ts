import { countDistinct, count, desc } from 'drizzle-orm';
import type { FeaturedCatalogue } from '#shared/listings.ts';
import type { Db } from '../../db/client.ts';
import { stories, vendors, venues } from '../../db/schema/index.ts';
import { liveVendor, liveVenue } from './liveness.ts';
import { toStoryCard, toVendorCard, toVenueCard } from './to-cards.ts';

const FEATURED = { venues: 8, vendors: 8, stories: 3 } as const;

/** The best-rated live listings and newest stories for the home page. */
export async function getFeatured(db: Db): Promise<FeaturedCatalogue> {
  const [venueRows, vendorRows, storyRows, [venueStats], [vendorStats]] = await Promise.all([
    db
      .select()
      .from(venues)
      .where(liveVenue)
      .orderBy(desc(venues.rating), desc(venues.reviewsCount))
      .limit(FEATURED.venues),
    db
      .select()
      .from(vendors)
      .where(liveVendor)
      .orderBy(desc(vendors.rating), desc(vendors.reviewsCount))
      .limit(FEATURED.vendors),
    db.select().from(stories).orderBy(desc(stories.publishedAt)).limit(FEATURED.stories),
    db
      .select({ total: count(), cities: countDistinct(venues.city) })
      .from(venues)
      .where(liveVenue),
    db.select({ total: count() }).from(vendors).where(liveVendor),
  ]);
  return {
    venues: venueRows.map(toVenueCard),
    vendors: vendorRows.map(toVendorCard),
    stories: storyRows.map(toStoryCard),
    stats: { venues: venueStats?.total ?? 0, vendors: vendorStats?.total ?? 0, cities: venueStats?.cities ?? 0 },
  };
}
