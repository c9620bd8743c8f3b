// A first start on an empty PGlite folder, run by first-start.ts in a short-lived child process: creates the
// database, migrates it and seeds the sample catalogue and demo accounts, then exits, so the memory this takes
// (PostgreSQL's initdb, the catalogue's inserts, better-auth) goes back to the system before the server opens the
// folder. Exit code 0: done.
import { createMailer } from './adapters/mail/index.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { loadEnv } from './env.ts';
import { createAuth } from './features/auth/index.ts';

const env = loadEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR });
try {
  await database.migrate();
  if (env.SEED_ON_START) {
    const quiet = () => undefined;
    const log = { error: console.error, warn: console.warn, info: quiet, debug: quiet };
    await seedIfEmpty(database.db, createAuth(env, database.db, createMailer(env, database.db), log));
  }
} finally {
  await database.close();
}
