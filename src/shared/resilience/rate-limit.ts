// Fixed-window rate limiter (spec §4 Rate limit, §9 windows): a key is allowed until its count
// reaches the maximum, then blocked until its window resets.

const MINUTE = 60_000;

export const RATE_LIMIT_WINDOWS = {
  login: { max: 5, windowMs: 15 * MINUTE },
  signup: { max: 5, windowMs: 15 * MINUTE },
  standard: { max: 100, windowMs: 15 * MINUTE },
  moderate: { max: 50, windowMs: 5 * MINUTE },
  strict: { max: 30, windowMs: MINUTE },
  hourly: { max: 20, windowMs: 60 * MINUTE },
  sensitive: { max: 3, windowMs: 5 * MINUTE },
} as const;

export type RateLimitWindowName = keyof typeof RATE_LIMIT_WINDOWS;

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  readonly max: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly windows = new Map<string, Window>();

  constructor(options: { max: number; windowMs: number; now?: () => number }) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  /** Counts one attempt for `key`. Blocked attempts are not counted and do not extend the window. */
  check(key: string): RateLimitResult {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= this.max) {
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true, remaining: this.max - window.count, retryAfterSeconds: 0 };
  }

  /** Forgets a key, e.g. after a successful sign-in. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Drops expired windows; returns how many were removed. */
  cleanup(): number {
    const now = this.now();
    let removed = 0;
    for (const [key, window] of this.windows) {
      if (now >= window.resetAt) {
        this.windows.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  get size(): number {
    return this.windows.size;
  }
}

export function createRateLimiter(name: RateLimitWindowName, now?: () => number): RateLimiter {
  return new RateLimiter({ ...RATE_LIMIT_WINDOWS[name], ...(now ? { now } : {}) });
}
