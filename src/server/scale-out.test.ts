// Two app instances on one PostgreSQL (TEST_DATABASE_URL, as CI sets it) behind a round-robin reverse proxy behave
// as one site: a session, a conversation, a checkout, the request limits and search all hold whichever instance
// answers. Each instance has its own database pool and its own LISTEN connection, as separate servers would.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema } from '#shared/checkout.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { REALTIME_PATH } from '#shared/realtime.ts';
import { RATE_LIMIT_WINDOWS } from '#shared/resilience/rate-limit.ts';
import { boot } from './boot.ts';
import { user, venues } from './db/schema/index.ts';
import { emptyDatabaseOfItsOwn } from './testing/database-targets.ts';
import { listen } from './testing/live-socket.ts';
import { openSlot } from './testing/open-slot.ts';
import { startRoundRobinProxy, UPSTREAM_HEADER, type RoundRobinProxy } from './testing/round-robin-proxy.ts';
import { runKeyPrefix, testRedisUrl } from './testing/test-redis.ts';
import { testEnv } from './testing/test-env.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.info('Two instances behind a proxy skipped: set TEST_DATABASE_URL=postgres://... to run them.');
const redisUrl = baseUrl ? testRedisUrl() : undefined;
const DEMO_PASSWORD = 'eventide-demo';
/**
 * A listing edited through one instance is found through another by its event, long before any poll would. The 1 s
 * target of issue 42 is measured by bench/search-freshness.ts, not here, where a busy machine must not fail it.
 */
const SEARCH_FRESH_WITHIN_MS = 10_000;

interface Answer {
  status: number;
  /** The index of the instance that answered. */
  upstream: number;
  body: Record<string, unknown>;
}

/** A browser on the proxy's origin: keeps its cookies; `upstream` asks the proxy for one instance, else it takes turns. */
class Browser {
  private readonly jar = new Map<string, string>();
  constructor(private readonly origin: string) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    { body, upstream, headers = {} }: { body?: unknown; upstream?: number; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        origin: this.origin,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(upstream === undefined ? {} : { [UPSTREAM_HEADER]: String(upstream) }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    return {
      status: response.status,
      upstream: Number(response.headers.get(UPSTREAM_HEADER)),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  async signIn(email: string, password = DEMO_PASSWORD, upstream?: number): Promise<Answer> {
    return this.request('POST', '/api/auth/sign-in/email', { body: { email, password }, upstream });
  }

  private keepCookies(set: string[]) {
    for (const line of set) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

describe.skipIf(!baseUrl)('two instances behind one proxy on one PostgreSQL', () => {
  let proxy: RoundRobinProxy;
  const instances: FastifyInstance[] = [];
  const db = () => instances[0]!.db;

  beforeAll(async () => {
    const databaseUrl = await emptyDatabaseOfItsOwn(baseUrl!, 'scale_out');
    proxy = await startRoundRobinProxy();
    // Same-origin checks and mail links name the proxy's address; only the proxy's X-Forwarded-For is believed.
    const env = testEnv({
      DATABASE_URL: databaseUrl,
      APP_URL: proxy.origin,
      TRUST_PROXY: '127.0.0.1',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    const routeLimitPrefix = runKeyPrefix();
    // The first migrates and seeds; the second then starts on the same database.
    for (let i = 0; i < 2; i++) {
      const app = await boot(env, { routeLimitPrefix });
      instances.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
    }
    proxy.setUpstreams(instances.map((app) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((app) => app.close()));
  });

  const venueOfDemoOwner = async () => {
    const [owner] = await db().select().from(user).where(eq(user.email, 'venue@example.com'));
    const [venue] = await db().select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
    return venue!;
  };

  it('signs up and in through the proxy, and either instance knows the session', async () => {
    const browser = new Browser(proxy.origin);
    const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Str0ng-enough-pass!';
    expect(
      (await browser.request('POST', '/api/auth/sign-up/email', { body: { name: 'Ada Across', email, password } }))
        .status,
    ).toBe(200);
    await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
    expect((await browser.signIn(email, password)).status).toBe(200);

    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await browser.request('GET', '/api/auth/get-session'));
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set([0, 1]));
    for (const answer of answers) expect(answer.body).toMatchObject({ user: { email } });

    const signOut = await browser.request('POST', '/api/auth/sign-out', { body: {}, upstream: 0 });
    expect(signOut.status).toBe(200);
    expect((await browser.request('GET', '/api/cart', { upstream: 1 })).status).toBe(401);
  });

  it('counts failed sign-ins through both instances against one limit', async () => {
    const browser = new Browser(proxy.origin);
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const statuses = [];
    for (let i = 0; i <= RATE_LIMIT_WINDOWS.login.max; i++)
      statuses.push((await browser.signIn(email, 'not-the-password', i % 2)).status);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it.skipIf(!redisUrl)('counts a route limit through both instances in Redis', async () => {
    const browser = new Browser(proxy.origin);
    const statuses = [];
    for (let i = 0; i <= RATE_LIMIT_WINDOWS.strict.max; i++) {
      const report = { body: { message: `scale-out ${i}`, timestamp: new Date().toISOString() }, upstream: i % 2 };
      statuses.push((await browser.request('POST', '/api/errors', report)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('delivers a message sent through one instance to a socket held through the proxy by the other', async () => {
    const venue = await venueOfDemoOwner();
    const [host, customer] = [new Browser(proxy.origin), new Browser(proxy.origin)];
    expect((await host.signIn('venue@example.com')).status).toBe(200);
    expect((await customer.signIn('customer@example.com')).status).toBe(200);
    const live = await listen(`${proxy.origin.replace('http', 'ws')}${REALTIME_PATH}`, host.cookie, {
      origin: proxy.origin,
      [UPSTREAM_HEADER]: '0',
    });
    try {
      const opened = await customer.request('POST', '/api/conversations', {
        body: { entityType: 'venue', entityId: venue.id },
        upstream: 1,
      });
      const { id } = (opened.body as { conversation: { id: string } }).conversation;
      const content = `Across the proxy ${randomUUID().slice(0, 8)}`;
      const sent = await customer.request('POST', `/api/conversations/${id}/messages`, {
        body: { content },
        upstream: 1,
      });
      expect(sent).toMatchObject({ status: 201, upstream: 1 });
      const event = await live.next(
        (e) => e.table === 'messages' && e.type === 'insert' && e.record.content === content,
        10_000,
      );
      expect(event).toMatchObject({ record: { conversationId: id, content, mine: false } });
    } finally {
      live.socket.close();
    }
  });

  it('books a cart through one instance and lets the partner confirm it through the other', async () => {
    const venue = await venueOfDemoOwner();
    const hours = Math.max(4, venue.minimumHours);
    const slot = await openSlot(db(), venue.id, { hours, daysAhead: 45 });
    const customer = new Browser(proxy.origin);
    expect((await customer.signIn('customer@example.com')).status).toBe(200);
    const lines = [{ type: 'venue', listingId: venue.id, quantity: 1, hours }];
    const quote = await customer.request('POST', '/api/checkout/quote', { body: { lines, ...slot }, upstream: 1 });
    expect(quote.body).toMatchObject({ validation: { isValid: true } });

    const order = {
      lines,
      ...slot,
      contact: { name: 'Casey Customer', email: 'customer@example.com' },
      paymentMethod: sandboxPaymentMethod('4242424242424242'),
    };
    const placed = await customer.request('POST', '/api/checkout', {
      body: order,
      upstream: 0,
      headers: { 'idempotency-key': `scale-out-${randomUUID()}` },
    });
    expect(placed).toMatchObject({ status: 201, upstream: 0 });
    const booking = BookingSchema.parse(placed.body.booking);

    const host = new Browser(proxy.origin);
    expect((await host.signIn('venue@example.com')).status).toBe(200);
    const item = booking.items.find((i) => i.type === 'venue')!;
    const confirmed = await host.request('POST', `/api/partner/booking-items/${item.id}/confirm`, { upstream: 1 });
    expect(confirmed).toMatchObject({ status: 200, upstream: 1, body: { status: 'confirmed' } });
    const read = await customer.request('GET', `/api/bookings/${booking.id}`, { upstream: 0 });
    expect(BookingSchema.parse(read.body.booking).items.find((i) => i.id === item.id)?.status).toBe('confirmed');
  });

  // needs listing.changed events (helper B)
  it('finds a listing renamed through one instance by a search through the other, by its event', async () => {
    const venue = await venueOfDemoOwner();
    const word = `Quill${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const host = new Browser(proxy.origin);
    expect((await host.signIn('venue@example.com')).status).toBe(200);
    const search = async () => {
      const answer = await new Browser(proxy.origin).request('POST', '/api/rpc/api_search_venues', {
        body: { search_query: word },
        upstream: 1,
      });
      return ((answer.body.data as { venues: { id: string; name: string }[] }).venues ?? []).find(
        (v) => v.id === venue.id,
      );
    };
    expect(await search()).toBeUndefined();

    const editable = await host.request('GET', `/api/partner/listings/venue/${venue.id}`, { upstream: 0 });
    const data = editable.body.data as { listing: Record<string, unknown> };
    const name = `${word} Hall`;
    const saved = await host.request('PUT', `/api/partner/listings/venue/${venue.id}`, {
      body: { ...data, listing: { ...data.listing, name } },
      upstream: 0,
    });
    expect(saved).toMatchObject({ status: 200, upstream: 0 });

    const deadline = Date.now() + SEARCH_FRESH_WITHIN_MS;
    let found = await search();
    while (!found && Date.now() < deadline) found = await search();
    expect(found?.name).toBe(name);
  });
});
