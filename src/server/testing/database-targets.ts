// The data-layer suite runs on every target here: embedded PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const pglite: DatabaseTarget = { name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) };

/**
 * `ownDatabase` gives the suite a PostgreSQL database of its own (<name>_<ownDatabase>, created when missing),
 * so it can run beside the other suites that empty the shared one.
 */
export function databaseTargets(ownDatabase?: string): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.info('PostgreSQL data-layer suite skipped: set TEST_DATABASE_URL=postgres://... to run it.');
    return [pglite];
  }
  return [
    pglite,
    {
      name: 'postgres',
      open: async () => openFreshPostgres(ownDatabase ? await databaseOfItsOwn(url, ownDatabase) : url),
    },
  ];
}

/** A PostgreSQL database of the caller's own beside `url`'s (<name>_<suffix>), created when missing; its URL. */
export async function databaseOfItsOwn(url: string, suffix: string): Promise<string> {
  const own = new URL(url);
  const name = `${own.pathname.slice(1) || 'postgres'}_${suffix}`.replace(/[^a-z0-9_]/gi, '_');
  own.pathname = `/${name}`;
  const admin = await openDatabase({ url });
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code !== '42P04') throw error; // 42P04: it exists already
  } finally {
    await admin.close();
  }
  return own.toString();
}

/** A PostgreSQL database of the caller's own beside `url`'s, emptied (nothing migrated); its URL. */
export async function emptyDatabaseOfItsOwn(url: string, suffix: string): Promise<string> {
  const own = await databaseOfItsOwn(url, suffix);
  await (await openFreshPostgres(own)).close();
  return own;
}

/** Empties the test database so every run starts from the first migration. */
async function openFreshPostgres(url: string): Promise<Database> {
  const database = await openDatabase({ url });
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  return database;
}
