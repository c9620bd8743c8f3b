// npm run seed:scale -- N: adds N synthetic listings (half venues, half vendors) for load tests, then
// embeds them, so the database is searchable straight away.
import { createEmbedder } from '../../adapters/embeddings/index.ts';
import { openDatabase } from '../client.ts';
import { loadEnv } from '../../env.ts';
import { addSyntheticListings, halfAndHalf } from './add-synthetic-listings.ts';
import { embedAfterBulkLoad } from './bulk-embed.ts';

const total = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(total) || total < 1) {
  console.error('Usage: npm run seed:scale -- <number of listings, e.g. 100000>');
  process.exit(1);
}

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const counts = halfAndHalf(total);
  const started = performance.now();
  await addSyntheticListings(database.db, counts);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `Added ${counts.venues} venues and ${counts.vendors} vendors in ${seconds(performance.now() - started)} s.`,
  );
  const embedded = await embedAfterBulkLoad(database.db, createEmbedder(env));
  console.log(
    `Embedded ${embedded.embedded} listings in ${seconds(embedded.embedMs)} s; analysed the tables in ${seconds(embedded.analyzeMs)} s.`,
  );
} finally {
  await database.close();
}
