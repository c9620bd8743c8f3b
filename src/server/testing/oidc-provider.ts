// A real OpenID provider (oidc-provider) on a local port, for the social sign-in tests: PKCE required,
// offline access with consent, and its development login and consent screens.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';

export const TEST_OIDC_CLIENT = { clientId: 'eventide-test', clientSecret: 'eventide-test-secret-0123456789' } as const;

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * oidc-provider 9 prints "Unsupported runtime" when imported on a Node.js before 22 LTS, which our engines allow
 * (>=20.19); it has no option to say otherwise. These tests run it on Node 20 as on 22, so that one line is dropped;
 * any other warning still shows. Imported here rather than at the top, so what only needs TEST_OIDC_CLIENT (the
 * Playwright config) does not load it at all.
 */
async function loadProvider(): Promise<typeof Provider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING: Unsupported runtime')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

export async function startOidcProvider(redirectUri: string, port = 0): Promise<TestOidcProvider> {
  const Provider = await loadProvider();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { clientId, clientSecret } = TEST_OIDC_CLIENT;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({ sub, email: `${sub}@oidc.example.com`, email_verified: true, name: 'Olivia Oidc' }),
      };
    },
  });
  server.on('request', provider.callback());
  return { issuer, clientId, clientSecret, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A tiny browser for the provider's pages: follows redirects by hand and keeps its cookies. */
export class ProviderBrowser {
  private cookies = new Map<string, string>();

  async request(url: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {}): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** Follows redirects within the provider until one leaves it; returns that location. */
  async followUntilLeaving(
    url: string,
    issuer: string,
    init?: { method?: 'POST'; form?: Record<string, string> },
  ): Promise<string> {
    let response = await this.request(url, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (!location) return response.url;
      const next = new URL(location, url).toString();
      if (!next.startsWith(issuer)) return next;
      url = next;
      response = await this.request(url);
    }
    throw new Error('too many redirects at the provider');
  }
}
