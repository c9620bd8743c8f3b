// Error-boundary and lazy-loading recovery rules (spec §4 Error boundary, §9).
import { ERROR_BOUNDARY, LAZY_RETRY } from './constants.ts';

/** Auto-reset after 5 s for the first 3 errors, never for messages containing 'Critical'. */
export function shouldAutoReset(input: { message: string; errorCount: number }): boolean {
  return input.errorCount <= ERROR_BOUNDARY.maxRetries && !input.message.includes(ERROR_BOUNDARY.noAutoResetMarker);
}

/** The retry count shown and used is capped at 3. */
export function nextRetryCount(current: number): number {
  return Math.min(ERROR_BOUNDARY.maxRetries, current + 1);
}

/** Delays before each lazy-module retry: 100 ms, then tripled (100, 300, 900). */
export function lazyRetryDelays(): number[] {
  return Array.from({ length: LAZY_RETRY.attempts }, (_, i) => LAZY_RETRY.firstDelayMs * LAZY_RETRY.factor ** i);
}
