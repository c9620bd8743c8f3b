// An embedded database folder: made on the first open, kept and reopened after.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client.ts';

let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('openDatabase on a PGlite folder', () => {
  it('makes the folder on the first open, migrates it, and finds what was written on the next', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pglite-folder-'));
    const first = await openDatabase({ dataDir });
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await first.migrate();
    const version = await first.migrationVersion();
    expect(version).not.toBeNull();
    await first.db.execute(sql`CREATE TABLE kept (note text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    try {
      expect(await again.migrationVersion()).toBe(version);
      expect(rowsOf<{ note: string }>(await again.db.execute(sql`SELECT note FROM kept`))).toEqual([
        { note: 'still here' },
      ]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
