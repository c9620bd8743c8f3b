// What every table holds, cheaply: its row count and the newest row version (xmin), so an insert, update or
// delete anywhere changes the fingerprint. For "nothing written" checks around requests that must write nothing.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

export type TableFingerprint = Record<string, string>;

export async function tableFingerprint(db: Db): Promise<TableFingerprint> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`),
  );
  const perTable = tables.map(
    ({ name }) =>
      sql`SELECT ${name} AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS state FROM ${sql.identifier(name)}`,
  );
  const rows = rowsOf<{ name: string; state: string }>(await db.execute(sql.join(perTable, sql` UNION ALL `)));
  return Object.fromEntries(rows.map(({ name, state }) => [name, state]));
}
