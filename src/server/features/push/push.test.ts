// Web push end to end: subscriptions kept per signed-in user (§7), and a message to a recipient who is not connected
// pushed by the real web-push library to the endpoint their browser named: a local push service here (https, as
// web-push only speaks https; its self-signed certificate is a test fixture), which decrypts what it receives with the
// browser's keys. A push service that says the subscription is gone makes us forget it.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ConversationSchema } from '#shared/messaging.ts';
import { PUSH_ERRORS } from '#shared/push.ts';
import { REALTIME_PATH } from '#shared/realtime.ts';
import { pushSubscriptions, user, venues } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { isPublicAddress } from '../../http/index.ts';
import type { Resolve } from './check-push-endpoint.ts';
import { PushNotifier, type SendPush } from './push-notifier.ts';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A push service on this machine: keeps what it is sent; answers 410 for paths under /gone. */
let pushService: Server;
let pushUrl: string;
const received: Received[] = [];
/** Waiting tests' checks; each says whether its push has come. */
const waiters: (() => boolean)[] = [];

/** A browser's side of a subscription: its keys, and the subscription it would hand the server. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    subscription: {
      endpoint: `${pushUrl}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
  };
}

const nextPush = (path: string, timeoutMs = 5000) =>
  new Promise<Received>((resolve, reject) => {
    const check = () => {
      const hit = received.find((r) => r.path === path);
      if (!hit) return false;
      clearTimeout(timer);
      resolve(hit);
      return true;
    };
    const timer = setTimeout(() => reject(new Error(`no push to ${path}`)), timeoutMs);
    if (!check()) waiters.push(check);
  });

/** Names the tests resolve, as they choose (never real DNS). */
const names = new Map<string, string[]>([
  ['push.example', ['142.250.74.106']],
  ['intranet.example', ['10.1.2.3']],
]);
const fakeDns: Resolve = async (hostname) => names.get(hostname) ?? [];

let app: Awaited<ReturnType<typeof createTestApp>>;
let customer: Client;
let host: Client;
let venueId: string;
let realtimeUrl: string;

beforeAll(async () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`../../testing/fixtures/push-service.${name}.pem`, import.meta.url));
  const cert = fixture('cert');
  // web-push calls https.request without an agent: the global agent is the one to trust the local service.
  https.globalAgent.options.ca = cert;
  pushService = https.createServer({ cert, key: fixture('key') }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      for (const waiter of waiters.splice(0)) if (!waiter()) waiters.push(waiter);
      response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  // The local push service is on loopback: only its address is let through, beside public ones.
  app = await createTestApp(
    {},
    { pushEndpoints: { resolve: fakeDns, allows: (address) => address === '127.0.0.1' || isPublicAddress(address) } },
  );
  realtimeUrl = `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
  const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [venue] = await app.db.select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
  venueId = venue!.id;
  customer = await signedIn(app, 'customer@example.com');
  host = await signedIn(app, 'venue@example.com');
}, 120_000);
afterAll(async () => {
  await app?.close();
  pushService?.close();
});

const subscriptionsOf = (endpoint: string) =>
  app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
const customerId = async () => (await app.db.select().from(user).where(eq(user.email, 'customer@example.com')))[0]!.id;

describe('push subscriptions (§7)', () => {
  it('hands out the public key, and keeps subscriptions for signed-in users only', async () => {
    const { publicKey } = (await client(app).request('GET', '/api/push/key')).json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const { subscription } = browserSubscription('/a');
    expect((await client(app).request('POST', '/api/push/subscribe', { subscription })).statusCode).toBe(401);
    expect((await client(app).request('POST', '/api/push/unsubscribe', { subscription })).statusCode).toBe(401);
    expect(
      (await customer.request('POST', '/api/push/subscribe', { subscription: { endpoint: subscription.endpoint } }))
        .statusCode,
    ).toBe(400);
    expect(await subscriptionsOf(subscription.endpoint)).toEqual([]);
  });

  it("refuses to manage another user's notifications", async () => {
    const { subscription } = browserSubscription('/b');
    const [hostUser] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const response = await customer.request('POST', '/api/push/subscribe', { subscription, userId: hostUser!.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'OTHER_USER', message: 'You can only manage your own notifications.' },
    });
    expect(await subscriptionsOf(subscription.endpoint)).toEqual([]);
  });

  it('keeps one subscription per browser, for whoever signed in on it last, and forgets it only for its owner', async () => {
    const { subscription } = browserSubscription('/c');
    expect((await host.request('POST', '/api/push/subscribe', { subscription })).statusCode).toBe(201);
    expect(
      (await customer.request('POST', '/api/push/subscribe', { subscription, userId: await customerId() })).statusCode,
    ).toBe(201);
    expect((await subscriptionsOf(subscription.endpoint)).map((s) => s.userId)).toEqual([await customerId()]);

    expect(
      (
        await host.request('POST', '/api/push/unsubscribe', { subscription: { endpoint: subscription.endpoint } })
      ).json(),
    ).toEqual({ unsubscribed: false });
    expect(await subscriptionsOf(subscription.endpoint)).toHaveLength(1);
    expect(
      (
        await customer.request('POST', '/api/push/unsubscribe', { subscription: { endpoint: subscription.endpoint } })
      ).json(),
    ).toEqual({ unsubscribed: true });
    expect(await subscriptionsOf(subscription.endpoint)).toEqual([]);
  });
});

describe('push endpoints (no requests inside the network)', () => {
  it('refuses an endpoint that is not https or not on a public address, with why, and keeps nothing', async () => {
    const keys = { p256dh: 'p', auth: 'a' };
    const cases: [string, string, string][] = [
      ['http://push.example/sub', 'INSECURE_ENDPOINT', PUSH_ERRORS.insecureEndpoint],
      ['https://10.0.0.5/sub', 'PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint],
      ['https://[::ffff:169.254.169.254]/latest/meta-data', 'PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint],
      ['https://intranet.example/admin', 'PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint],
      ['https://nowhere.example/sub', 'UNKNOWN_HOST', PUSH_ERRORS.unknownHost],
    ];
    for (const [endpoint, code, message] of cases) {
      const response = await customer.request('POST', '/api/push/subscribe', { subscription: { endpoint, keys } });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toEqual({ error: { code, message } });
      expect(await subscriptionsOf(endpoint), endpoint).toEqual([]);
    }
    expect(
      (
        await customer.request('POST', '/api/push/subscribe', {
          subscription: { endpoint: 'https://push.example/sub', keys },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('checks again before sending: a name that now resolves inside sends nothing; otherwise the push goes to the checked address', async () => {
    const endpoint = 'https://rebinding.example/sub';
    names.set('rebinding.example', ['142.250.74.107']);
    expect(
      (
        await customer.request('POST', '/api/push/subscribe', {
          subscription: { endpoint, keys: { p256dh: 'p', auth: 'a' } },
        })
      ).statusCode,
    ).toBe(201);
    const sent: { endpoint: string; address: unknown }[] = [];
    const send: SendPush = async (subscription, _payload, options) => {
      const lookup = (
        options.agent as { options: { lookup: (host: string, o: object, cb: (e: null, a: string) => void) => void } }
      ).options.lookup;
      const address = await new Promise((resolve) =>
        lookup('rebinding.example', {}, (_error, found) => resolve(found)),
      );
      sent.push({ endpoint: subscription.endpoint, address });
      return { statusCode: 201, body: '', headers: {} };
    };
    const notifier = new PushNotifier(app.db, app.push.keys, app.log, app.push.endpoints, send);
    const notice = { title: 't', body: 'b', url: '/', tag: 'x' };

    names.set('rebinding.example', ['127.0.0.2']);
    await notifier.notify(await customerId(), notice);
    expect(sent.filter((s) => s.endpoint === endpoint)).toEqual([]);

    names.set('rebinding.example', ['142.250.74.108']);
    await notifier.notify(await customerId(), notice);
    expect(sent.filter((s) => s.endpoint === endpoint)).toEqual([{ endpoint, address: '142.250.74.108' }]);
  });
});

describe('pushing new messages', () => {
  it('pushes a message to a recipient with no open connection, encrypted for their browser and signed with our key', async () => {
    const browser = browserSubscription('/host-phone');
    await host.request('POST', '/api/push/subscribe', { subscription: browser.subscription });
    const conversation = ConversationSchema.parse(
      (
        (await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: venueId })).json() as {
          conversation: unknown;
        }
      ).conversation,
    );
    await customer.request('POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'Is parking included?',
    });

    const push = await nextPush('/host-phone');
    expect(push.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
      topic: conversation.id.replaceAll('-', ''),
    });
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${app.push.keys.publicKey}$`),
    );
    const notice = JSON.parse(
      ece
        .decrypt(push.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth })
        .toString('utf8'),
    ) as unknown;
    expect(notice).toEqual({
      title: `New message about ${conversation.entityName}`,
      body: 'Is parking included?',
      url: `/messages?c=${conversation.id}`,
      tag: `conversation-${conversation.id}`,
    });
  });

  it('does not push to a recipient who is connected (they see it live)', async () => {
    const browser = browserSubscription('/host-laptop');
    await host.request('POST', '/api/push/subscribe', { subscription: browser.subscription });
    const socket = new WebSocket(realtimeUrl, { headers: { cookie: host.cookie, origin: TEST_ORIGIN } });
    await new Promise((resolve) => socket.once('message', resolve));
    const conversation = ConversationSchema.parse(
      (
        (await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: venueId })).json() as {
          conversation: unknown;
        }
      ).conversation,
    );
    await customer.request('POST', `/api/conversations/${conversation.id}/messages`, { content: 'Seen live' });
    await expect(nextPush('/host-laptop', 1000)).rejects.toThrow('no push');
    socket.close();
  });

  it('forgets a subscription the push service says is gone', async () => {
    const browser = browserSubscription('/gone/old-tablet');
    await customer.request('POST', '/api/push/subscribe', { subscription: browser.subscription });
    expect(await app.push.notify(await customerId(), { title: 't', body: 'b', url: '/', tag: 'x' })).toBe(0);
    expect(await subscriptionsOf(browser.subscription.endpoint)).toEqual([]);
  });
});
