// Bulk insert of synthetic listings (npm run seed:scale, the search benchmark): half venues, half vendors,
// numbered after the synthetic listings already there so slugs stay unique. The search triggers fill
// search_vector and search_terms as rows go in; embeddings come after (bulk-embed.ts).
import { count, like } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { vendors, venues } from '../schema/index.ts';
import { syntheticVendor, syntheticVenue } from './synthetic-listings.ts';

const BATCH = 1000;

export interface SyntheticCounts {
  venues: number;
  vendors: number;
}

/** Synthetic listings already in the database. */
export async function countSyntheticListings(db: Db): Promise<SyntheticCounts> {
  const [venueRow] = await db.select({ n: count() }).from(venues).where(like(venues.slug, 'synthetic-venue-%'));
  const [vendorRow] = await db.select({ n: count() }).from(vendors).where(like(vendors.slug, 'synthetic-vendor-%'));
  return { venues: venueRow?.n ?? 0, vendors: vendorRow?.n ?? 0 };
}

/** Adds `add.venues` venues and `add.vendors` vendors in batches; `onBatch` hears the running total. */
export async function addSyntheticListings(
  db: Db,
  add: SyntheticCounts,
  onBatch?: (inserted: number) => void,
): Promise<void> {
  const start = await countSyntheticListings(db);
  let inserted = 0;
  for (let done = 0; done < add.venues; done += BATCH) {
    const size = Math.min(BATCH, add.venues - done);
    await db.insert(venues).values(Array.from({ length: size }, (_, k) => syntheticVenue(start.venues + done + k)));
    onBatch?.((inserted += size));
  }
  for (let done = 0; done < add.vendors; done += BATCH) {
    const size = Math.min(BATCH, add.vendors - done);
    await db.insert(vendors).values(Array.from({ length: size }, (_, k) => syntheticVendor(start.vendors + done + k)));
    onBatch?.((inserted += size));
  }
}

/** `total` listings split as seed:scale always has: the odd one is a venue. */
export function halfAndHalf(total: number): SyntheticCounts {
  const venueCount = Math.ceil(total / 2);
  return { venues: venueCount, vendors: total - venueCount };
}
