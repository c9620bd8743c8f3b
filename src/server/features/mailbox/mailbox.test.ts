// The dev mailbox shows reset links: only outside production, only to this machine (the connection's address, not a
// header anyone can send) unless DEV_MAILBOX=open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { MAILBOX_ERRORS } from './routes.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const to = 'reader@example.com';
const quick = { SEED_ON_START: 'false' };

async function appWithMail(overrides: Record<string, string> = {}): Promise<App> {
  const app = await createTestApp({ ...quick, ...overrides });
  await app.mailer.send({
    to,
    subject: 'Reset your password',
    text: 'http://localhost:3000/reset-password/secret-token',
  });
  return app;
}

const read = (app: App, path: string, remoteAddress?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `${path}?to=${encodeURIComponent(to)}`,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('the dev mailbox', () => {
  let app: App;
  beforeAll(async () => (app = await appWithMail()), 120_000);
  afterAll(async () => app?.close());

  it('shows the kept mail to a browser on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await read(app, '/api/dev/mailbox', address);
      expect(response.statusCode, address).toBe(200);
      expect((response.json() as { text: string }[]).map((m) => m.text)).toEqual([
        'http://localhost:3000/reset-password/secret-token',
      ]);
    }
    expect((await read(app, '/dev/mailbox')).body).toContain('secret-token');
  });

  it('refuses any other client, and a request a proxy passed on, whatever its headers claim', async () => {
    const attempts: [string, Record<string, string>][] = [
      ['203.0.113.7', {}],
      ['10.0.0.8', {}],
      ['203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }],
      ['203.0.113.7', { forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' }],
      // A reverse proxy on this machine connects from loopback on behalf of someone elsewhere.
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.7' }],
    ];
    for (const [address, headers] of attempts) {
      for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
        const response = await read(app, path, address, headers);
        expect(response.statusCode, `${address} ${JSON.stringify(headers)} ${path}`).toBe(403);
        expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: MAILBOX_ERRORS.notHere } });
        expect(response.body).not.toContain('secret-token');
      }
    }
  });
});

describe('DEV_MAILBOX=open', () => {
  let app: App;
  beforeAll(async () => (app = await appWithMail({ DEV_MAILBOX: 'open' })), 120_000);
  afterAll(async () => app?.close());

  it('lets a client elsewhere read the mailbox (a development server in a container)', async () => {
    const response = await read(app, '/api/dev/mailbox', '172.17.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('secret-token');
  });
});

describe('in production', () => {
  let app: App;
  beforeAll(
    async () =>
      (app = await appWithMail({
        NODE_ENV: 'production',
        AUTH_SECRET: 'a production secret of more than 32 characters',
      })),
    120_000,
  );
  afterAll(async () => app?.close());

  it('there is no mailbox, even for this machine', async () => {
    for (const path of ['/api/dev/mailbox', '/dev/mailbox'])
      expect((await read(app, path, '127.0.0.1')).statusCode, path).toBe(404);
  });

  it('refuses to start with the mailbox opened', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: 'a production secret of more than 32 characters',
        DEV_MAILBOX: 'open',
      }),
    ).toThrow('DEV_MAILBOX: the dev mailbox never runs in production');
  });
});
