// Where better-auth sends the browser afterwards (callbackURL and the like) must be a page of this site: a crafted
// verification link or a signup naming another host is refused, with nothing sent off-site and no account made.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFF_SITE_REDIRECTS } from '#shared/safe-redirect-cases.ts';
import { user } from '../../db/schema/index.ts';
import { client, TEST_ORIGIN } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let n = 0;
const email = () => `callback${++n}-${Date.now()}@example.com`;
const STRONG = 'correct horse battery staple';

beforeAll(async () => {
  // Every case signs up from one address: the per-route limits would stop the table half way.
  app = await createTestApp({ SEED_ON_START: 'false', RATE_LIMITS: 'off' });
}, 120_000);
afterAll(async () => app?.close());

const accountExists = async (address: string) =>
  (await app.db.select({ id: user.id }).from(user).where(eq(user.email, address))).length > 0;

describe('better-auth callbacks', () => {
  it.each(OFF_SITE_REDIRECTS)('a verification link with callbackURL %j redirects nowhere', async (callbackURL) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=bogus&callbackURL=${encodeURIComponent(callbackURL)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL' });
  });

  it('a verification link with a page of this site still redirects there', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=bogus&callbackURL=${encodeURIComponent('/auth/email-verified')}`,
    });
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location), TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
  });

  it.each(OFF_SITE_REDIRECTS)('a signup with callbackURL %j is refused and makes no account', async (callbackURL) => {
    const address = email();
    const response = await client(app).request('POST', '/api/auth/sign-up/email', {
      name: 'Pat Planner',
      email: address,
      password: STRONG,
      callbackURL,
    });
    expect(response.statusCode).toBe(400);
    expect(await accountExists(address)).toBe(false);
  });

  it.each(OFF_SITE_REDIRECTS)(
    'a partner signup with callbackURL %j is refused and makes no account',
    async (callbackURL) => {
      const address = email();
      const body = {
        firstName: 'Rosa',
        lastName: 'Vale',
        businessName: 'Vale Rooftops',
        partnerType: 'venue',
        email: address,
        password: STRONG,
        callbackURL,
      };
      const response = await client(app).request('POST', '/api/partners/sign-up', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(await accountExists(address)).toBe(false);
    },
  );
});
