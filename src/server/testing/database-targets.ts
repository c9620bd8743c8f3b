// The data-layer suite runs on every target here: embedded PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const pglite: DatabaseTarget = { name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) };

export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.info('PostgreSQL data-layer suite skipped: set TEST_DATABASE_URL=postgres://... to run it.');
    return [pglite];
  }
  return [pglite, { name: 'postgres', open: () => openFreshPostgres(url) }];
}

/** Empties the test database so every run starts from the first migration. */
async function openFreshPostgres(url: string): Promise<Database> {
  const database = await openDatabase({ url });
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  return database;
}
