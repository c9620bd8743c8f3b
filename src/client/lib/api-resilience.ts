// The client's retry rule and circuit breakers (§8, §9) around each API call. A call is retried (2 retries, 50 ms
// base, ×1.5, at most 1 s, 10% jitter) on network errors, time-outs, 5xx, 408 and 429 when repeating it is safe:
// reads, PUT and DELETE. A POST with an idempotency key is retried only when no answer came: an answer, even a
// 5xx, is the server's word on that key, and asking again only replays it. Each endpoint has its own breaker: 5 service
// failures in a row (no answer, or 5xx) open it for 60 s, during which calls fail at once with 'Circuit breaker
// is OPEN'; a 4xx answer is the server working as meant and never counts.
import { ERROR_CODES, isAppError } from '#shared/errors.ts';
import { CircuitBreaker } from '#shared/resilience/circuit-breaker.ts';
import { isRetryable, withRetry } from '#shared/resilience/retry.ts';
import { clientLog } from './client-log.ts';

/** What the resilience layer needs to know of an API failure (ApiError has all of it). */
interface Failure {
  kind?: string;
  status?: number;
}

export interface CallShape {
  method: string;
  path: string;
  headers?: Record<string, string> | undefined;
  keepalive?: boolean | undefined;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const breakers = new Map<string, CircuitBreaker>();

/** The endpoint a path belongs to: its path without the query, ids and numbers collapsed ('/api/venues/:id'). */
export function endpointOf(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? path;
  return bare
    .split('/')
    .map((segment) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$|^\d+$|^EV-/i.test(segment) ? ':id' : segment))
    .join('/');
}

function breakerFor(path: string): CircuitBreaker {
  const key = endpointOf(path);
  let breaker = breakers.get(key);
  if (!breaker) breakers.set(key, (breaker = new CircuitBreaker()));
  return breaker;
}

/** The service failed: nothing answered, or it answered with a server error. */
function isServiceFailure(error: unknown): boolean {
  const failure = error as Failure;
  return failure?.kind === 'network' || (typeof failure?.status === 'number' && failure.status >= 500);
}

const keyed = (headers: CallShape['headers']) =>
  Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');

/** Which failures may be tried again for this call: all retryable ones, only unanswered ones, or none. */
export function retryScope({ method, headers, keepalive }: CallShape): 'retryable' | 'unanswered' | 'none' {
  if (keepalive) return 'none';
  if (IDEMPOTENT.has(method)) return 'retryable';
  return keyed(headers) ? 'unanswered' : 'none';
}

/**
 * Runs `call` behind the endpoint's breaker, retrying as the rule allows. `circuitOpen` makes the error thrown
 * while the breaker is open (the caller's own error type).
 */
export async function resilient<T>(
  shape: CallShape,
  call: () => Promise<T>,
  circuitOpen: (message: string) => Error,
  sleep?: (ms: number) => Promise<void>,
): Promise<T> {
  const breaker = breakerFor(shape.path);
  const once = async (): Promise<T> => {
    try {
      // Only service failures count against the breaker; a 4xx answer shows the service working.
      return await breaker.execute(call, isServiceFailure);
    } catch (error) {
      if (isAppError(error) && error.code === ERROR_CODES.circuitOpen) throw circuitOpen(error.message);
      if (isServiceFailure(error))
        clientLog.add(
          'warn',
          `${shape.method} ${endpointOf(shape.path)} failed: ${(error as Error).message}`,
          'network',
        );
      throw error;
    }
  };
  const scope = retryScope(shape);
  if (scope === 'none') return once();
  const shouldRetry = (error: unknown) => {
    if ((error as { code?: string }).code === ERROR_CODES.circuitOpen) return false;
    return scope === 'retryable' ? isRetryable(error) : (error as Failure).kind === 'network';
  };
  return withRetry(once, { shouldRetry, ...(sleep ? { sleep } : {}) });
}

/** Closes every breaker (tests; and a page that knows the service is back). */
export function resetBreakers(): void {
  breakers.clear();
}
