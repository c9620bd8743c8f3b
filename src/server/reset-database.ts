// npm run db:reset: drops everything and rebuilds the database with the sample catalogue.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { boot } from './boot.ts';
import { openDatabase } from './db/client.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
if (env.DATABASE_URL) {
  const database = await openDatabase({ url: env.DATABASE_URL });
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`DROP SCHEMA public CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  await database.close();
} else {
  await rm(env.DATA_DIR, { recursive: true, force: true });
}
const app = await boot({ ...env, SEED_ON_START: true, LOG_LEVEL: 'warn' });
await app.close();
console.log(`Database reset (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}), migrated and seeded.`);
