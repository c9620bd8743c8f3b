// The app and its database, in two steps (ADR 020): assembleApp() builds the app on a database handle that is not
// open yet; its prepare() then opens the database (on a first start after a child process has created and seeded
// it: first-start.ts), applies migrations, seeds an empty database and embeds the listings. main.ts listens between
// the two; boot() does both at once, for the tests and scripts.
import { buildApp, type BuildOptions } from './app.ts';
import { databaseHandle, isNewPgliteFolder } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { refreshEmbeddings } from './features/listings/index.ts';
import { FirstStart } from './first-start.ts';
import type { Env } from './env.ts';

type BootOptions = Pick<BuildOptions, 'onRoute' | 'timeouts' | 'pushEndpoints' | 'calendarFeeds' | 'routeLimitPrefix'>;

export async function assembleApp(env: Env, options: BootOptions = {}) {
  const database = await databaseHandle({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({ env, database, ...options }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const firstStart = new FirstStart();
  app.addHook('onClose', async () => {
    firstStart.stop();
    await database.close();
  });
  type App = typeof app;

  async function prepareDatabase() {
    if (database.kind === 'pglite' && isNewPgliteFolder(env.DATA_DIR)) {
      await firstStart.run(env);
      app.log.info('created and seeded the database in a child process (first start)');
    }
    await database.open();
    await database.migrate();
    if (env.SEED_ON_START) {
      const result = await seedIfEmpty(database.db, app.auth);
      if (result.seeded) app.log.info(result, 'seeded the sample catalogue and demo accounts');
    }
    const embedded = await refreshEmbeddings(database.db, app.listingSearch.embedder);
    if (embedded > 0)
      app.log.info({ embedded, model: app.listingSearch.embedder.model }, 'embedded listings for semantic search');
  }

  /** Prepares the database; the app's readiness says how it went. */
  async function prepare(): Promise<App> {
    try {
      await prepareDatabase();
      app.readiness.markReady();
      return app;
    } catch (error) {
      app.readiness.markFailed(error);
      throw error;
    }
  }
  return { app, prepare };
}

/** The app with its database prepared. */
export async function boot(env: Env, options: BootOptions = {}) {
  const { app, prepare } = await assembleApp(env, options);
  try {
    return await prepare();
  } catch (error) {
    await app.close();
    throw error;
  }
}
