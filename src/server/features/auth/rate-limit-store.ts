// Fixed-window counters in the database (spec §4: a key is allowed until its count reaches the
// maximum, then blocked until its window resets), so limits hold across instances and restarts.
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

export interface Window {
  max: number;
  windowMs: number;
}

export interface LimitState {
  blocked: boolean;
  retryAfterSeconds: number;
}

function state(count: number, windowStartedAt: Date, window: Window, now: Date): LimitState {
  const resetAt = windowStartedAt.getTime() + window.windowMs;
  if (resetAt <= now.getTime() || count < window.max) return { blocked: false, retryAfterSeconds: 0 };
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
}

/** Whether the key is blocked now, without counting. */
export async function peekLimit(db: Db, key: string, window: Window, now = new Date()): Promise<LimitState> {
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row ? state(row.count, row.windowStartedAt, window, now) : { blocked: false, retryAfterSeconds: 0 };
}

/** Counts one hit atomically (a new window starts when the old one has passed) and answers the state after it. */
export async function hitLimit(
  db: Db,
  key: string,
  window: Window,
  now = new Date(),
): Promise<LimitState & { count: number }> {
  const windowStart = new Date(now.getTime() - window.windowMs).toISOString();
  const at = now.toISOString();
  const result = await db.execute(sql`
    INSERT INTO rate_limit_counters (key, count, window_started_at) VALUES (${key}, 1, ${at})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_counters.window_started_at <= ${windowStart} THEN 1 ELSE rate_limit_counters.count + 1 END,
      window_started_at = CASE WHEN rate_limit_counters.window_started_at <= ${windowStart} THEN ${at}::timestamptz ELSE rate_limit_counters.window_started_at END
    RETURNING count, window_started_at`);
  const row = rowsOf<{ count: number; window_started_at: string | Date }>(result)[0]!;
  const count = Number(row.count);
  return { count, ...state(count, new Date(row.window_started_at), window, now) };
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
