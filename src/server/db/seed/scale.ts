// npm run seed:scale -- N: adds N synthetic listings (half venues, half vendors) for load tests.
import { count, like } from 'drizzle-orm';
import { openDatabase } from '../client.ts';
import { vendors, venues } from '../schema/index.ts';
import { loadEnv } from '../../env.ts';
import { syntheticVendor, syntheticVenue } from './synthetic-listings.ts';

const BATCH = 1000;
const total = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(total) || total < 1) {
  console.error('Usage: npm run seed:scale -- <number of listings, e.g. 100000>');
  process.exit(1);
}

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const { db } = database;

// Continue numbering after earlier runs so slugs stay unique.
const [venueStart] = await db.select({ n: count() }).from(venues).where(like(venues.slug, 'synthetic-venue-%'));
const [vendorStart] = await db.select({ n: count() }).from(vendors).where(like(vendors.slug, 'synthetic-vendor-%'));
const venueCount = Math.ceil(total / 2);
const vendorCount = total - venueCount;

const started = Date.now();
for (let done = 0; done < venueCount; done += BATCH) {
  const size = Math.min(BATCH, venueCount - done);
  await db.insert(venues).values(Array.from({ length: size }, (_, k) => syntheticVenue((venueStart?.n ?? 0) + done + k)));
}
for (let done = 0; done < vendorCount; done += BATCH) {
  const size = Math.min(BATCH, vendorCount - done);
  await db.insert(vendors).values(Array.from({ length: size }, (_, k) => syntheticVendor((vendorStart?.n ?? 0) + done + k)));
}
await database.close();
console.log(`Added ${venueCount} venues and ${vendorCount} vendors in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
