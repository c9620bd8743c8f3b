// The route limits' Redis store: it says once that Redis is down, however often the client retries, and lets go of
// its connection when the app closes.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { routeLimitStore } from './route-limits.ts';
import { runKeyPrefix, testRedisUrl, unreachableRedisUrl } from './testing/test-redis.ts';

function recordingLog() {
  const log = { error: vi.fn(), info: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

describe('route limit store', () => {
  it('keeps counts in memory without REDIS_URL', async () => {
    const store = await routeLimitStore(undefined, recordingLog().logger);
    expect(store.options).toEqual({});
    await store.close();
  });

  it('logs an unreachable Redis once while it keeps retrying, and skips counting meanwhile', async () => {
    const { log, logger } = recordingLog();
    const store = await routeLimitStore(await unreachableRedisUrl(), logger);
    const redis = store.options.redis!;
    expect(store.options.skipOnError).toBe(true);
    for (let retry = 0; retry < 2; retry++) await new Promise((resolve) => redis.once('reconnecting', resolve));
    expect(log.error).toHaveBeenCalledTimes(1);
    await store.close();
  });

  const redisUrl = testRedisUrl();
  it.skipIf(!redisUrl)('connects before the first request and closes its connection with the app', async () => {
    const store = await routeLimitStore(redisUrl, recordingLog().logger, runKeyPrefix());
    const redis = store.options.redis!;
    expect(redis.status).toBe('ready');
    const ended = new Promise((resolve) => redis.once('end', resolve));
    await store.close();
    await ended;
    expect(redis.status).toBe('end');
  });
});
