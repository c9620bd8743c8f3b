// A fully booted app on an in-memory database, seeded, with its search index loaded, for inject() tests.
import type { BuildOptions } from '../app.ts';
import { boot } from '../boot.ts';
import { testEnv } from './test-env.ts';

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: Pick<BuildOptions, 'onRoute' | 'timeouts' | 'pushEndpoints' | 'calendarFeeds' | 'routeLimitPrefix'> = {},
) {
  const app = await boot(testEnv(overrides), options);
  await app.ready();
  // The index loads in the background after start (searches answer from the database meanwhile); tests of search
  // results want the index's answers.
  await app.listingSearch.index.whenLoaded();
  return app;
}
