// One database handle for the whole server: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. Each
// driver is imported when its kind of database is asked for: pg and its drizzle driver cost about 15 MB of memory a
// server on PGlite never uses, and PGlite's the same to a server on PostgreSQL.
import { existsSync, mkdirSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
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
  /**
   * Opens the database (the PGlite folder, or a first connection to PostgreSQL: DatabaseUnreachableError when it
   * cannot be reached). Queries made before wait for it, so the app can be built first (ADR 020).
   */
  open(): Promise<void>;
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

/** The database handle, not open yet: `open()` it (queries wait until then). */
export async function databaseHandle({ url, dataDir = './data' }: DatabaseOptions): Promise<Database> {
  return url ? postgresHandle(url) : pgliteHandle(dataDir);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await databaseHandle(options);
  await database.open().catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return database;
}

/** The PGlite folder of DATA_DIR, or the in-memory database's name. */
function pgliteFolder(dataDir: string): string {
  return dataDir.startsWith('memory://') ? dataDir : `${dataDir}/pglite`;
}

/** Whether DATA_DIR holds no PGlite database yet (initdb writes PG_VERSION): a first start. */
export function isNewPgliteFolder(dataDir: string): boolean {
  return !dataDir.startsWith('memory://') && !existsSync(`${pgliteFolder(dataDir)}/PG_VERSION`);
}

/**
 * What drizzle calls on a PGlite client, forwarded once the client is open: the app is built on it before the
 * folder is opened (on a first start, before a child process has even made it).
 */
class PgliteWhenOpen {
  constructor(private readonly client: Promise<PGlite>) {}
  async query(...args: Parameters<PGlite['query']>) {
    return (await this.client).query(...args);
  }
  async exec(...args: Parameters<PGlite['exec']>) {
    return (await this.client).exec(...args);
  }
  async transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return (await this.client).transaction(callback);
  }
}

async function pgliteHandle(dataDir: string): Promise<Database> {
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { vector }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite-pgvector'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  let opening: Promise<PGlite> | null = null;
  let opened!: (client: PGlite) => void;
  const client = new Promise<PGlite>((resolve) => (opened = resolve));
  const open = () => {
    opening ??= (async () => {
      if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
      const created = await PGlite.create(pgliteFolder(dataDir), {
        extensions: { vector, btree_gist, pg_trgm },
        // PostgreSQL fills its whole buffer pool at start: initdb's 128 MB cost 260 MB of resident memory and 0.8 s of
        // every start. Searches read the app's own index (ADR 006), so the database serves pages, bookings and
        // writes; 16 MB holds the sample catalogue's hot pages and takes another 45 MB off the idle server (ADR 021;
        // 32 MB before).
        postgresqlconf: ['shared_buffers=16MB'],
      });
      opened(created);
      return created;
    })();
    return opening;
  };
  const db = drizzlePglite({ client: new PgliteWhenOpen(client) as unknown as PGlite, schema });
  kinds.set(db, 'pglite');
  return {
    db,
    kind: 'pglite',
    open: async () => void (await open()),
    migrate: () => migratePglite(db, { migrationsFolder }),
    migrationVersion: () => latestMigration(db),
    // Never opened, or failed to: nothing to close (and queries still waiting never will be answered).
    close: async () => void (await (await opening?.catch(() => null))?.close()),
  };
}

async function postgresHandle(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // The pool connects on its first query, so the app can be built on it before the server is known to answer.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A connection PostgreSQL ends (a restart, a failover) must not end the process: an 'error' event nobody listens to
  // is thrown. The pool reports idle ones on itself and drops them; a connection checked out by a transaction reports
  // on itself between two queries, the transaction's next query fails, and the pool drops it when it comes back.
  // Either way the next query opens a new connection.
  pool.on('error', () => undefined);
  pool.on('connect', (connection) => connection.on('error', () => undefined));
  const db = drizzlePostgres(pool, { schema });
  kinds.set(db, 'postgres');
  return {
    db,
    kind: 'postgres',
    // Fail at start, with the reason, when the server cannot be reached (spec §5 configuration check).
    open: async () => {
      const probe = await pool.connect().catch((error: unknown) => {
        throw new DatabaseUnreachableError(url, error);
      });
      probe.release();
    },
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
