// The Redis the route-limit suites share counts through (TEST_REDIS_URL, as CI sets it), and a key prefix of this
// run's own so runs at the same time, or within a limit's window of each other, never count each other's requests;
// and a Redis address nothing answers at.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';

export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url)
    console.info('Route limits across instances skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them.');
  return url;
}

export function runKeyPrefix(): string {
  return `test-route-limits-${randomUUID().slice(0, 8)}-`;
}

/** A redis:// URL on a local port nothing listens on. */
export async function unreachableRedisUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `redis://127.0.0.1:${port}`;
}
