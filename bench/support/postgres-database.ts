// A PostgreSQL database of a benchmark's own, beside the one a base URL names: created when missing, kept after.
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '#server/db/client.ts';

export async function benchPostgres(baseUrl: string, name: string): Promise<string> {
  const url = new URL(baseUrl);
  const admin = await openDatabase({ url: url.toString() });
  try {
    const exists = await admin.db.execute(sql`SELECT 1 FROM pg_database WHERE datname = ${name}`);
    if (rowsOf(exists).length === 0) await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
  } finally {
    await admin.close();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
