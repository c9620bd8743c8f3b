// Social sign-in against a real local OpenID provider: the whole authorization code flow with PKCE,
// state, offline access and the consent prompt, ending signed in on /auth/callback.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { account, profiles, user } from '../../db/schema/index.ts';
import { client, TEST_ORIGIN } from '../../testing/http.ts';
import { ProviderBrowser, startOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { createTestApp } from '../../testing/test-app.ts';

let provider: TestOidcProvider;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  provider = await startOidcProvider(`${TEST_ORIGIN}/api/auth/callback/oidc`);
  app = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_PROVIDER_NAME: 'Local OpenID',
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

it('lists the configured provider', async () => {
  expect((await app.inject('/api/social-providers')).json()).toEqual([{ id: 'oidc', name: 'Local OpenID' }]);
});

it('signs in through the provider and lands on /auth/callback with a session and a profile', async () => {
  const browser = client(app);
  const start = await browser.request('POST', '/api/auth/sign-in/social', {
    provider: 'oidc',
    callbackURL: '/auth/callback?userType=customer&source=modal',
    errorCallbackURL: '/auth?error=oauth',
  });
  expect(start.statusCode).toBe(200);
  const authorize = new URL(start.json().url);
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('prompt')).toBe('consent');
  expect(authorize.searchParams.get('access_type')).toBe('offline');
  expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
    expect.arrayContaining(['openid', 'email', 'offline_access']),
  );

  // At the provider: its login screen, then its consent screen.
  const idp = new ProviderBrowser();
  const loginPage = await browser_follow(idp, authorize.toString());
  const consentPage = await idp.followUntilLeaving(loginPage, provider.issuer, {
    method: 'POST',
    form: { prompt: 'login', login: 'olivia', password: 'any' },
  });
  const back = consentPage.startsWith(provider.issuer)
    ? await idp.followUntilLeaving(consentPage, provider.issuer, { method: 'POST', form: { prompt: 'consent' } })
    : consentPage;
  const callback = new URL(back);
  expect(callback.pathname).toBe('/api/auth/callback/oidc');
  expect(callback.searchParams.get('code')).toBeTruthy();

  const landed = await browser.request('GET', `${callback.pathname}${callback.search}`);
  expect(landed.statusCode).toBe(302);
  expect(landed.headers.location).toBe('/auth/callback?userType=customer&source=modal');

  const me = (await browser.request('GET', '/api/me')).json();
  expect(me.user).toMatchObject({ email: 'olivia@oidc.example.com', name: 'Olivia Oidc', emailVerified: true });
  expect(me.roles).toEqual(['customer']);
  const [row] = await app.db.select().from(user).where(eq(user.email, 'olivia@oidc.example.com'));
  const [link] = await app.db.select().from(account).where(eq(account.userId, row!.id));
  expect(link).toMatchObject({ providerId: 'oidc', accountId: 'olivia' });
  expect(link?.refreshToken).toBeTruthy(); // offline access was granted
  expect(await app.db.select().from(profiles).where(eq(profiles.id, row!.id))).toHaveLength(1);
});

it('refuses a callback whose state it did not issue', async () => {
  const response = await client(app).request('GET', '/api/auth/callback/oidc?code=forged&state=forged');
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toContain('error=');
});

/** Opens the authorization URL and returns the provider's interaction (login) page URL. */
async function browser_follow(idp: ProviderBrowser, url: string): Promise<string> {
  const response = await idp.request(url);
  const location = response.headers.get('location');
  if (!location) throw new Error(`provider did not redirect to its login page: ${response.status}`);
  return new URL(location, url).toString();
}
