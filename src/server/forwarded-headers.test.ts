// TRUST_PROXY: X-Forwarded-For and X-Forwarded-Host are believed only from the proxies it names. Off (the default), a
// client that sends a new X-Forwarded-For is still the same address to every limit and to better-auth's sessions, and a
// forwarded host never makes another site's page this site. inject() connects from 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_WINDOWS } from '#shared/resilience/rate-limit.ts';
import { session, user } from './db/schema/index.ts';
import { client, TEST_ORIGIN } from './testing/http.ts';
import { createTestApp } from './testing/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
let direct: App;
let proxied: App;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestApp({ SEED_ON_START: 'false' }),
    createTestApp({ SEED_ON_START: 'false', TRUST_PROXY: '127.0.0.1' }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

const PASSWORD = 'Str0ng-enough-pass!';

/** A failed sign-in for `email`, sent as if from `forwardedFor`. */
function failedSignIn(app: App, email: string, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'wrong-password' },
  });
}

/** Uses up the login window from one forwarded address, then answers the status of one more try from another. */
async function signInAfterLockoutFromAnotherAddress(app: App): Promise<number> {
  const email = `guess-${randomUUID().slice(0, 8)}@example.com`;
  for (let i = 0; i < RATE_LIMIT_WINDOWS.login.max; i++)
    expect((await failedSignIn(app, email, `198.51.100.${i + 1}`)).statusCode).not.toBe(429);
  return (await failedSignIn(app, email, '203.0.113.99')).statusCode;
}

/** The address better-auth stored on the session of a sign-in sent with X-Forwarded-For. */
async function sessionAddress(app: App, forwardedFor: string): Promise<string | null> {
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  await client(app).request('POST', '/api/auth/sign-up/email', { name: 'Nia Jar', email, password: PASSWORD });
  await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
    payload: { email, password: PASSWORD },
  });
  expect(signIn.statusCode).toBe(200);
  const [row] = await app.db
    .select({ ipAddress: session.ipAddress })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email))
    .orderBy(desc(session.createdAt));
  return row?.ipAddress ?? null;
}

/** Statuses of POST /api/errors (the strict window, per address), each from a new forwarded address. */
async function reportErrorsFromNewAddresses(app: App, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      payload: { message: `boom ${i}`, timestamp: new Date().toISOString() },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** A cookie-carrying POST from evil.example, with X-Forwarded-Host and -Proto naming that site. */
async function mutationFromSiteItForwards(app: App) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart/merge',
    headers: {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      cookie: 'eventide.session_token=x',
    },
    payload: {},
  });
  return { status: response.statusCode, code: response.json().error?.code };
}

describe('TRUST_PROXY unset: forwarded headers are not believed', () => {
  it('keeps the sign-in limit when the client changes X-Forwarded-For', async () => {
    expect(await signInAfterLockoutFromAnotherAddress(direct)).toBe(429);
  });

  it('keeps a route limit when every request names a new X-Forwarded-For', async () => {
    expect((await reportErrorsFromNewAddresses(direct, RATE_LIMIT_WINDOWS.strict.max + 1)).at(-1)).toBe(429);
  });

  it('stores the connection’s own address on a new session, not the one the client names', async () => {
    expect(await sessionAddress(direct, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('refuses another site’s mutation even when X-Forwarded-Host names that site', async () => {
    expect(await mutationFromSiteItForwards(direct)).toEqual({ status: 403, code: 'CSRF_REJECTED' });
  });

  it('refuses another site’s realtime socket even when X-Forwarded-Host names that site', async () => {
    const response = await direct.inject({
      method: 'GET',
      url: '/api/realtime',
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        connection: 'upgrade',
        upgrade: 'websocket',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ORIGIN_REJECTED');
  });
});

describe('TRUST_PROXY naming the proxy: the forwarded client address is used', () => {
  it('counts sign-in failures per forwarded client address', async () => {
    expect(await signInAfterLockoutFromAnotherAddress(proxied)).toBe(401);
  });

  it('keys route limits on the forwarded client address', async () => {
    expect(new Set(await reportErrorsFromNewAddresses(proxied, RATE_LIMIT_WINDOWS.strict.max + 1))).toEqual(
      new Set([204]),
    );
  });

  it('stores the forwarded client address on a new session', async () => {
    expect(await sessionAddress(proxied, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('still takes only the configured origin, whatever host the proxy forwards', async () => {
    expect(await mutationFromSiteItForwards(proxied)).toEqual({ status: 403, code: 'CSRF_REJECTED' });
  });
});
