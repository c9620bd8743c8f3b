// RATE_LIMITS: a route's request limit holds by default, and RATE_LIMITS=off (load tests only) lifts it. With
// REDIS_URL two instances count the same requests; a Redis that cannot be reached lifts the limits instead of the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_WINDOWS } from '#shared/resilience/rate-limit.ts';
import { createTestApp } from './testing/test-app.ts';
import { runKeyPrefix, testRedisUrl, unreachableRedisUrl } from './testing/test-redis.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
let limited: App;
let unlimited: App;

beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    createTestApp({ SEED_ON_START: 'false' }),
    createTestApp({ SEED_ON_START: 'false', RATE_LIMITS: 'off' }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([limited?.close(), unlimited?.close()]);
});

/** Statuses of POST /api/errors (limited to the strict window: 30 a minute per address), sent one after another. */
async function reportErrors(app: App, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { message: `boom ${i}`, timestamp: new Date().toISOString() },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('RATE_LIMITS', () => {
  const over = RATE_LIMIT_WINDOWS.strict.max + 1;

  it('answers 429 past a route limit by default', async () => {
    const statuses = await reportErrors(limited, over);
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers a route limit’s 429 with RATE_LIMIT_EXCEEDED and §8’s message, naming the wait', async () => {
    await reportErrors(limited, over);
    const response = await limited.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { message: 'one more', timestamp: new Date().toISOString() },
    });
    expect(response.statusCode).toBe(429);
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      error: { code: 'RATE_LIMIT_EXCEEDED', message: `Too many requests. Please try again in ${seconds} seconds.` },
    });
  });

  it('lifts every route limit when off', async () => {
    expect(new Set(await reportErrors(unlimited, over))).toEqual(new Set([204]));
  });
});

describe('the §9 limiter windows on their routes', () => {
  it.each([
    ['standard', '/api/conversations'],
    ['moderate', '/api/rpc/semantic_venue_search'],
    ['hourly', '/api/push/subscribe'],
  ] as const)('limits a %s route (%s) and names the window’s wait', async (window, url) => {
    const { max, windowMs } = RATE_LIMIT_WINDOWS[window];
    const statuses: number[] = [];
    for (let i = 0; i < max; i++)
      statuses.push((await limited.inject({ method: 'POST', url, payload: {} })).statusCode);
    expect(statuses).not.toContain(429);
    const refused = await limited.inject({ method: 'POST', url, payload: {} });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(windowMs / 1000 - 60);
    expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMIT_EXCEEDED', message: `Too many requests. Please try again in ${seconds} seconds.` },
    });
  });
});

describe('route limits without their Redis', () => {
  it('starts, answers and closes when REDIS_URL names a Redis that cannot be reached', async () => {
    const app = await createTestApp({ SEED_ON_START: 'false', REDIS_URL: await unreachableRedisUrl() });
    try {
      const over = RATE_LIMIT_WINDOWS.strict.max + 1;
      expect(new Set(await reportErrors(app, over))).toEqual(new Set([204]));
    } finally {
      await app.close();
    }
  }, 60_000);
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('route limits in Redis (REDIS_URL)', () => {
  let first: App;
  let second: App;

  beforeAll(async () => {
    const prefix = runKeyPrefix();
    const env = { SEED_ON_START: 'false', REDIS_URL: redisUrl! };
    [first, second] = await Promise.all([
      createTestApp(env, { routeLimitPrefix: prefix }),
      createTestApp(env, { routeLimitPrefix: prefix }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts a client’s requests to either instance against one limit', async () => {
    const { max } = RATE_LIMIT_WINDOWS.strict;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push(...(await reportErrors(i % 2 === 0 ? first : second, 1)));
    // Each instance saw about half the limit: only a shared count refuses the last one.
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await reportErrors(first, 1))[0]).toBe(429);
  });
});
