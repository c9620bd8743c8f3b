// A fully booted app on an in-memory database, seeded, for inject() tests.
import { boot } from '../boot.ts';
import { testEnv } from './test-env.ts';

export async function createTestApp(overrides: Record<string, string> = {}) {
  const app = await boot(testEnv(overrides));
  await app.ready();
  return app;
}
