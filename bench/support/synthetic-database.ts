// A benchmark database holding N synthetic listings (half venues, half vendors), seeded once and kept between runs:
// PGlite in data/bench-<N>, or a PostgreSQL database given by URL (the run adds listings up to N and keeps them).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLocalEmbedder } from '#server/adapters/embeddings/local.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { addSyntheticListings, countSyntheticListings, halfAndHalf } from '#server/db/seed/add-synthetic-listings.ts';
import { embedAfterBulkLoad } from '#server/db/seed/bulk-embed.ts';
import { seconds, thousands } from './report-format.ts';

export interface SeedRecord {
  listings: number;
  insertMs: number;
  embedMs: number;
  analyzeMs: number;
  seededAt: string;
}

export interface SyntheticDatabaseOptions {
  listings: number;
  /** A PostgreSQL database of the bench's own; PGlite when absent. */
  postgresUrl?: string;
  /** Drops the PGlite folder and seeds it again. */
  fresh?: boolean;
}

/** The PGlite folder for N listings: data/bench-100k, data/bench-10k, data/bench-2500. */
export function pgliteBenchDir(listings: number): string {
  const name = listings % 1000 === 0 ? `${listings / 1000}k` : String(listings);
  return fileURLToPath(new URL(`../../data/bench-${name}`, import.meta.url));
}

/** Opens (and migrates) the database, adding synthetic listings and their embeddings up to `listings`. */
export async function prepareSyntheticDatabase({
  listings,
  postgresUrl,
  fresh = false,
}: SyntheticDatabaseOptions): Promise<{ database: Database; seed: SeedRecord; reused: boolean }> {
  const dataDir = pgliteBenchDir(listings);
  const recordPath = `${dataDir}/bench-seed.json`;
  if (postgresUrl && fresh)
    throw new Error(
      '--fresh drops the PGlite bench folder only; for PostgreSQL, point --postgres at a new, empty database.',
    );
  if (!postgresUrl && fresh) rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase(postgresUrl ? { url: postgresUrl } : { dataDir });
  await database.migrate();
  const target = halfAndHalf(listings);
  const present = await countSyntheticListings(database.db);
  const add = {
    venues: Math.max(0, target.venues - present.venues),
    vendors: Math.max(0, target.vendors - present.vendors),
  };
  const embedder = createLocalEmbedder();
  const where = postgresUrl ? 'PostgreSQL' : dataDir;
  if (add.venues + add.vendors === 0) {
    // Reused: still embeds anything an interrupted run left without an embedding.
    const embedded = await embedAfterBulkLoad(database.db, embedder);
    const previous =
      !postgresUrl && existsSync(recordPath) ? (JSON.parse(readFileSync(recordPath, 'utf8')) as SeedRecord) : null;
    console.log(
      `Database: reused ${where} with ${thousands(present.venues)} venues and ${thousands(present.vendors)} vendors` +
        (previous
          ? ` (seeded ${previous.seededAt}: ${seconds(previous.insertMs + previous.embedMs + (previous.analyzeMs ?? 0))})`
          : '') +
        (embedded.embedded > 0 ? `; embedded ${embedded.embedded} left over` : '') +
        '.',
    );
    const seed = previous ?? { listings, insertMs: NaN, embedMs: NaN, analyzeMs: NaN, seededAt: 'unknown' };
    return { database, seed, reused: true };
  }
  console.log(
    `Database: seeding ${thousands(add.venues)} venues and ${thousands(add.vendors)} vendors into ${where}...`,
  );
  const insertStarted = performance.now();
  let lastReport = 0;
  await addSyntheticListings(database.db, add, (inserted) => {
    if (inserted - lastReport >= 10_000) {
      lastReport = inserted;
      console.log(`  inserted ${thousands(inserted)} (${seconds(performance.now() - insertStarted)})`);
    }
  });
  const insertMs = performance.now() - insertStarted;
  const embedded = await embedAfterBulkLoad(database.db, embedder);
  const seed: SeedRecord = {
    listings,
    insertMs,
    embedMs: embedded.embedMs,
    analyzeMs: embedded.analyzeMs,
    seededAt: new Date().toISOString(),
  };
  if (!postgresUrl) writeFileSync(recordPath, `${JSON.stringify(seed, null, 2)}\n`);
  console.log(
    `Seeded in ${seconds(insertMs + embedded.embedMs + embedded.analyzeMs)}: insert ${seconds(insertMs)} (search triggers included), ` +
      `embed ${thousands(embedded.embedded)} listings ${seconds(embedded.embedMs)}, ` +
      `ANALYZE ${seconds(embedded.analyzeMs)}.`,
  );
  return { database, seed, reused: false };
}
