// Opens the database, applies migrations and seeds an empty database: the steps shared by main.ts and the tests.
import { buildApp, type BuildOptions } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { refreshEmbeddings } from './features/listings/index.ts';
import type { Env } from './env.ts';

export async function boot(
  env: Env,
  options: Pick<BuildOptions, 'onRoute' | 'timeouts' | 'pushEndpoints' | 'routeLimitPrefix'> = {},
) {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const app = await buildApp({ env, database, ...options });
    app.addHook('onClose', () => database.close());
    if (env.SEED_ON_START) {
      const result = await seedIfEmpty(database.db, app.auth);
      if (result.seeded) app.log.info(result, 'seeded the sample catalogue and demo accounts');
    }
    const embedded = await refreshEmbeddings(database.db, app.listingSearch.embedder);
    if (embedded > 0)
      app.log.info({ embedded, model: app.listingSearch.embedder.model }, 'embedded listings for semantic search');
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
