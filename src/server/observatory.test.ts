// Security headers and cookies (issue 9): the Mozilla HTTP Observatory's score for the production configuration,
// computed from its published tests (testing/observatory.ts), must be A+.
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from './db/schema/index.ts';
import { observatoryScore } from './testing/observatory.ts';
import { createTestApp } from './testing/test-app.ts';

const ORIGIN = 'https://eventide.example';
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp({
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-secret-of-our-own-for-the-observatory-test',
    APP_URL: ORIGIN,
  });
}, 120_000);
afterAll(async () => app?.close());

describe('Mozilla Observatory score', () => {
  it('is A+ for the home page and the session cookies of a sign-in', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    // Before a build the page is the source index.html, whose scripts are our own too.
    const html = String(home.headers['content-type']).startsWith('text/html')
      ? home.body
      : await readFile(new URL('../client/index.html', import.meta.url), 'utf8');
    const email = `observatory-${Date.now()}@example.com`;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Obi Server', email, password: 'a-long-enough-passphrase' },
    });
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email, password: 'a-long-enough-passphrase' },
    });
    const cookies = [signUp, signIn].flatMap((response) => [response.headers['set-cookie'] ?? []].flat());
    const result = observatoryScore({ headers: home.headers, cookies, html });
    expect(signIn.statusCode).toBe(200);
    expect(cookies.length).toBeGreaterThan(0);
    expect(result.results).toMatchObject({
      'cookies-secure-with-httponly-sessions-and-samesite': 5,
      'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
      'hsts-implemented-max-age-at-least-six-months': 0,
      'referrer-policy-private': 5,
      'x-frame-options-implemented-via-csp': 5,
      'x-content-type-options-nosniff': 0,
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
    });
    expect(result.grade).toBe('A+');
    expect(result.score).toBeGreaterThanOrEqual(100);
  });
});

describe('observatoryScore', () => {
  const base = {
    'content-security-policy': "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'self'",
    'strict-transport-security': 'max-age=31536000',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  const html = '<script type="module" src="/assets/index.js"></script>';

  it('takes penalties first and adds bonuses only from 90 up', () => {
    expect(observatoryScore({ headers: base, cookies: [], html })).toMatchObject({ score: 115, grade: 'A+' });
    const weak = observatoryScore({
      headers: {
        ...base,
        'content-security-policy': "script-src 'self' 'unsafe-inline'",
        'strict-transport-security': undefined,
      },
      cookies: [],
      html,
    });
    // 100 - 20 (unsafe CSP) - 20 (no HSTS) - 20 (no frame protection) = 40; the referrer bonus does not count below 90.
    expect(weak).toMatchObject({ score: 40, grade: 'D+' });
  });

  it('penalises session cookies without Secure or HttpOnly, and rewards SameSite', () => {
    expect(
      observatoryScore({ headers: base, cookies: ['session_token=x; Path=/; HttpOnly; SameSite=Lax'], html }).results,
    ).toHaveProperty('cookies-session-without-secure-flag', -40);
    expect(
      observatoryScore({ headers: base, cookies: ['session_token=x; Path=/; Secure; SameSite=Lax'], html }).results,
    ).toHaveProperty('cookies-session-without-httponly-flag', -30);
    expect(
      observatoryScore({
        headers: base,
        cookies: ['__Secure-session_token=x; Path=/; Secure; HttpOnly; SameSite=Lax'],
        html,
      }).results,
    ).toHaveProperty('cookies-secure-with-httponly-sessions-and-samesite', 5);
  });
});
