// Route modules are loaded lazily; a flaky network or a deploy in between can make one import
// fail. §4: retry 3 times, waiting 100 ms first and three times longer before each next try.
import { LAZY_RETRY } from '#shared/constants.ts';

export interface LazyRetryOptions {
  /** Calls of `load` after the first one fails. */
  retries?: number;
  firstDelayMs?: number;
  factor?: number;
}

/** The waits before each retry: [100, 300, 900] by default. */
export function lazyRetryDelays(options: LazyRetryOptions = {}): number[] {
  const { retries = LAZY_RETRY.retries, firstDelayMs = LAZY_RETRY.firstDelayMs, factor = LAZY_RETRY.factor } = options;
  return Array.from({ length: Math.max(0, retries) }, (_, i) => firstDelayMs * factor ** i);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `load` until it resolves, retrying up to `retries` times; rejects with the last error. */
export async function lazyRetry<T>(load: () => Promise<T>, options: LazyRetryOptions = {}): Promise<T> {
  const delays = lazyRetryDelays(options);
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      const delay = delays[attempt];
      if (delay === undefined) break;
      await wait(delay);
    }
  }
  throw lastError;
}
