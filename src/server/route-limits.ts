// Where the per-route request limits (@fastify/rate-limit, config.rateLimit on a route) keep their counts: in Redis
// with REDIS_URL, so every instance behind one proxy counts the same requests; otherwise in this process's memory.
// Sign-in, sign-up and message-send limits are counted in PostgreSQL instead and hold across instances either way.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The plugin's options for the store, and how to let go of it when the app closes. */
export interface RouteLimitStore {
  options: { redis?: Redis; nameSpace?: string; skipOnError?: boolean };
  close(): Promise<void>;
}

/**
 * A Redis that is down or slow must not take the site down: a count that fails lets the request through
 * (skipOnError), commands fail at once while the connection is down instead of queueing, and the outage is logged
 * once, with the recovery.
 */
export async function routeLimitStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  nameSpace?: string,
): Promise<RouteLimitStore> {
  if (!redisUrl) return { options: {}, close: async () => {} };
  // Imported only here: ioredis costs about 25 MB of memory a server without REDIS_URL never needs.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(redisUrl, {
    connectionName: 'route-limits',
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 1_000,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis for route limits is unreachable: route limits are not applied until it answers');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis for route limits answers again');
  });
  // Without Redis at start the app still starts; the client keeps reconnecting on its own.
  await redis.connect().catch(() => {});
  return {
    options: { redis, skipOnError: true, ...(nameSpace === undefined ? {} : { nameSpace }) },
    close: async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
