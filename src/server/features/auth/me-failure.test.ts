// GET /api/me when the session cannot be read: §8's 'Failed to initialize auth' with status 500.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.close());

it("answers 500 'Failed to initialize auth' when the session cannot be read", async () => {
  const customer = await signedIn(app, 'customer@example.com');
  expect((await customer.request('GET', '/api/me')).json().user.email).toBe('customer@example.com');

  // The roles can no longer be read (this app's database is its own).
  await app.db.execute(sql`alter table user_roles rename to user_roles_gone`);
  const failed = await customer.request('GET', '/api/me');
  expect(failed.statusCode).toBe(500);
  expect(failed.json()).toEqual({ error: { code: 'AUTH_INIT_FAILED', message: 'Failed to initialize auth' } });
});
