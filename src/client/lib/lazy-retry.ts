// Route modules are loaded lazily; a flaky network or a deploy in between can make one import
// fail. §4: retry 3 times, waiting 100 ms first and three times longer before each next try.
import { LAZY_RETRY } from '#shared/constants.ts';

export interface LazyRetryOptions {
  /** Total number of calls to `load` (the first one included). */
  attempts?: number;
  firstDelayMs?: number;
  factor?: number;
}

/** The waits between attempts: [100, 300] for the default 3 attempts. */
export function lazyRetryDelays(options: LazyRetryOptions = {}): number[] {
  const {
    attempts = LAZY_RETRY.attempts,
    firstDelayMs = LAZY_RETRY.firstDelayMs,
    factor = LAZY_RETRY.factor,
  } = options;
  return Array.from({ length: Math.max(0, attempts - 1) }, (_, i) => firstDelayMs * factor ** i);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `load` until it resolves, up to `attempts` times; rejects with the last error. */
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
