// Retry with exponential backoff and jitter (spec §8 Retry, §9 Retry).

export const RETRY = {
  maxRetries: 2,
  baseDelayMs: 50,
  factor: 1.5,
  maxDelayMs: 1000,
  jitter: 0.1,
} as const;

export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
  jitter: number;
}

const RETRYABLE_STATUSES = new Set([408, 429]);
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const NETWORK_MESSAGE =
  /network|failed to fetch|fetch failed|load failed|socket hang up|timed? ?out|econnreset|econnrefused/i;

function prop(error: unknown, key: string): unknown {
  return error && typeof error === 'object' && key in error ? (error as Record<string, unknown>)[key] : undefined;
}

/** Network errors, time-outs, status >= 500, 408, 429, and database codes starting PGRST1. */
export function isRetryable(error: unknown): boolean {
  const status = prop(error, 'status') ?? prop(error, 'statusCode');
  if (typeof status === 'number') {
    if (status >= 500 || RETRYABLE_STATUSES.has(status)) return true;
  }
  const code = prop(error, 'code');
  if (typeof code === 'string' && (code.startsWith('PGRST1') || NETWORK_CODES.has(code))) return true;
  const name = prop(error, 'name');
  if (name === 'TimeoutError') return true;
  const message = prop(error, 'message');
  return typeof message === 'string' && NETWORK_MESSAGE.test(message);
}

/**
 * Delay before retry number `attempt` (1 = first retry): base x factor^(attempt-1), capped at the
 * max delay, then moved by up to ±jitter. `random` returns [0, 1).
 */
export function retryDelay(attempt: number, random: () => number = Math.random, policy: RetryPolicy = RETRY): number {
  const exponential = policy.baseDelayMs * policy.factor ** Math.max(0, attempt - 1);
  const capped = Math.min(policy.maxDelayMs, exponential);
  const jittered = capped * (1 + policy.jitter * (2 * random() - 1));
  return Math.max(0, Math.min(policy.maxDelayMs, Math.round(jittered)));
}

export interface RetryOptions extends Partial<RetryPolicy> {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  shouldRetry?: (error: unknown) => boolean;
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs fn, retrying retryable failures up to maxRetries times; rethrows the last error. */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { sleep = defaultSleep, random = Math.random, shouldRetry = isRetryable, onRetry, ...overrides } = options;
  const policy: RetryPolicy = { ...RETRY, ...overrides };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= policy.maxRetries || !shouldRetry(error)) throw error;
      const delayMs = retryDelay(attempt + 1, random, policy);
      onRetry?.({ attempt: attempt + 1, delayMs, error });
      await sleep(delayMs);
    }
  }
}
