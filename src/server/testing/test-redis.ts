// The Redis the route-limit suites share counts through (TEST_REDIS_URL, as CI sets it), and a key prefix of this
// run's own so runs at the same time, or within a limit's window of each other, never count each other's requests.
import { randomUUID } from 'node:crypto';

export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url) console.info('Route limits across instances skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them.');
  return url;
}

export function runKeyPrefix(): string {
  return `test-route-limits-${randomUUID().slice(0, 8)}-`;
}
