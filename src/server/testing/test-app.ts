// A fully booted app on an in-memory database, seeded, for inject() tests.
import type { BuildOptions } from '../app.ts';
import { boot } from '../boot.ts';
import { testEnv } from './test-env.ts';

export async function createTestApp(overrides: Record<string, string> = {}, options: Pick<BuildOptions, 'onRoute' | 'timeouts' | 'pushEndpoints' | 'routeLimitPrefix'> = {}) {
  const app = await boot(testEnv(overrides), options);
  await app.ready();
  return app;
}
