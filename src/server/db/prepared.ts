// Queries of the hottest paths (every message, every signed-in request), built once per database handle and run
// with placeholders. Drizzle turns its query objects into SQL text on every call (about 220 µs for the CTE that stores
// a message, 35–50 µs for a simple select), and PostgreSQL parses and plans a named statement once per connection.
import type { Db } from './client.ts';

/** `build` runs once per database handle; the name must be unique among prepared statements. */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
