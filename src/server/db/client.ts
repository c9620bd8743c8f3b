// One database handle for the whole server: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. Each
// driver is imported when its kind of database is opened: pg and its drizzle driver cost about 15 MB of memory a
// server on PGlite never uses.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fromProject } from '../project-paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share drizzle's Postgres query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Name of the newest applied migration, or null before the first. */
  migrationVersion(): Promise<string | null>;
  close(): Promise<void>;
}

const migrationsFolder = fromProject('src/server/db/migrations');

export interface DatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder of the PGlite database; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
}

const kinds = new WeakMap<Db, DatabaseKind>();

/** Which database a handle from openDatabase talks to. */
export function databaseKindOf(db: Db): DatabaseKind | undefined {
  return kinds.get(db);
}

export async function openDatabase({ url, dataDir = './data' }: DatabaseOptions): Promise<Database> {
  return url ? openPostgres(url) : openPglite(dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { vector }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite-pgvector'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    await createPgliteFolder(`${dataDir}/pglite`);
  }
  const client = await PGlite.create(inMemory ? dataDir : `${dataDir}/pglite`, {
    extensions: { vector, btree_gist, pg_trgm },
    // PostgreSQL fills its whole buffer pool at start: initdb's 128 MB cost 260 MB of resident memory and 0.8 s of
    // every start. Searches read the app's own index (ADR 006), so the database serves pages, bookings and writes;
    // 16 MB holds the sample catalogue's hot pages and takes another 45 MB off the idle server (ADR 021; 32 MB before).
    postgresqlconf: ['shared_buffers=16MB'],
  });
  const db = drizzlePglite(client, { schema });
  kinds.set(db, 'pglite');
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    migrationVersion: () => latestMigration(db),
    close: () => client.close(),
  };
}

/**
 * A new PGlite folder is made (initdb) and migrated by a process of its own. initdb's and the first migrations' few
 * hundred MB of buffers, freed at once, are left as holes in the C library's heap that it never hands back: in the
 * server they stayed as about 170 MB of resident memory for the life of a first start (docs/benchmarks.md, ADR 021).
 * The server then opens the folder as on any later start. The modules are those openPglite imports.
 */
async function createPgliteFolder(folder: string): Promise<void> {
  if (existsSync(join(folder, 'PG_VERSION'))) return;
  const url = (specifier: string) => JSON.stringify(import.meta.resolve(specifier));
  const create = `
    const { PGlite } = await import(${url('@electric-sql/pglite')});
    const { btree_gist } = await import(${url('@electric-sql/pglite/contrib/btree_gist')});
    const { pg_trgm } = await import(${url('@electric-sql/pglite/contrib/pg_trgm')});
    const { vector } = await import(${url('@electric-sql/pglite-pgvector')});
    const { drizzle } = await import(${url('drizzle-orm/pglite')});
    const { migrate } = await import(${url('drizzle-orm/pglite/migrator')});
    const client = await PGlite.create(${JSON.stringify(folder)}, { extensions: { vector, btree_gist, pg_trgm } });
    await migrate(drizzle(client), { migrationsFolder: ${JSON.stringify(migrationsFolder)} });
    await client.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', create]);
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A connection PostgreSQL ends (a restart, a failover) must not end the process: an 'error' event nobody listens to
  // is thrown. The pool reports idle ones on itself and drops them; a connection checked out by a transaction reports
  // on itself between two queries, the transaction's next query fails, and the pool drops it when it comes back.
  // Either way the next query opens a new connection.
  pool.on('error', () => undefined);
  pool.on('connect', (connection) => connection.on('error', () => undefined));
  // Fail at start, with the reason, when the server cannot be reached (spec §5 configuration check).
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw new DatabaseUnreachableError(url, error);
  });
  probe.release();
  const db = drizzlePostgres(pool, { schema });
  kinds.set(db, 'postgres');
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    migrationVersion: () => latestMigration(db),
    close: () => pool.end(),
  };
}

export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot reach the database at ${redact(url)}: ${reason}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default as {
  entries: { tag: string; when: number }[];
};

async function latestMigration(db: Db): Promise<string | null> {
  const result = await db
    .execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`)
    .catch(() => null);
  const createdAt = rowsOf<{ created_at: string }>(result)[0]?.created_at;
  if (createdAt === undefined) return null;
  return journal.entries.find((e) => e.when === Number(createdAt))?.tag ?? null;
}

/** The rows of a raw `db.execute` result, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] } | null)?.rows ?? [];
}
