// Circuit breaker (spec §4, §9): CLOSED → OPEN after 5 failures in a row → HALF_OPEN after 60 s →
// CLOSED on a successful trial, or OPEN again on a failed one.
import { AppError, ERROR_CODES, GENERIC_ERROR_MESSAGES } from '../errors.ts';

export const CIRCUIT_BREAKER = {
  failureThreshold: 5,
  resetTimeoutMs: 60_000,
} as const;

export type CircuitState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

export interface CircuitBreakerOptions {
  failureThreshold?: number;
  resetTimeoutMs?: number;
  now?: () => number;
}

export class CircuitBreaker {
  private readonly failureThreshold: number;
  private readonly resetTimeoutMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? CIRCUIT_BREAKER.failureThreshold;
    this.resetTimeoutMs = options.resetTimeoutMs ?? CIRCUIT_BREAKER.resetTimeoutMs;
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.openedAt === null) return 'CLOSED';
    return this.now() - this.openedAt >= this.resetTimeoutMs ? 'HALF_OPEN' : 'OPEN';
  }

  get failureCount(): number {
    return this.failures;
  }

  /**
   * Rejects with AppError 'Circuit breaker is OPEN' while open; lets one trial call through when half-open.
   * `isFailure` tells which errors mean the service failed (default: all); the others (a declined card, a 4xx
   * answer) show it working and count as successes, though they are still thrown.
   */
  async execute<T>(fn: () => Promise<T>, isFailure: (error: unknown) => boolean = () => true): Promise<T> {
    const state = this.state;
    if (state === 'OPEN' || (state === 'HALF_OPEN' && this.trialInFlight)) {
      throw new AppError(ERROR_CODES.circuitOpen, GENERIC_ERROR_MESSAGES.circuitOpen, 503);
    }
    const isTrial = state === 'HALF_OPEN';
    if (isTrial) this.trialInFlight = true;
    try {
      const result = await fn();
      this.failures = 0;
      this.openedAt = null;
      return result;
    } catch (error) {
      if (!isFailure(error)) {
        this.failures = 0;
        this.openedAt = null;
        throw error;
      }
      this.failures += 1;
      if (isTrial || this.failures >= this.failureThreshold) this.openedAt = this.now();
      throw error;
    } finally {
      if (isTrial) this.trialInFlight = false;
    }
  }

  reset(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }
}
