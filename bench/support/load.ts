// One autocannon run on the same connections throughout: answers in its first `warmupS` seconds are thrown away,
// those of the next `durationS` are measured. Opening the connections is part of the warm-up: Node (libuv 1.45 and
// later) accepts one connection a turn of its event loop, so a loaded server takes one turn for each of 50 new
// connections, and their first requests waited up to 1.4 s (docs/benchmarks.md, 2026-11-27 afternoon): that is the
// cost of opening connections, not of answering on them. Latency percentiles come from every 2xx response time kept
// exactly (autocannon's own histogram has 1 ms steps and no p95). Requests still in flight when the time is up are
// not counted (at most one per connection).
import autocannon from 'autocannon';

const TIMEOUT_S = 120;

export interface LoadSpec {
  url: string;
  connections: number;
  durationS: number;
  warmupS: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fixed body, or a function giving the next body for every request. */
  body?: string | (() => string);
  /** The next path (and query) for every request, instead of the URL's own. */
  path?: () => string;
  /** Called with every answer's status, body and headers (only when given: reading answers costs the load tool time). */
  check?: (status: number, body: string, headers: Record<string, string>) => void;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** Mean size of a 2xx response (headers and body), bytes. */
  bytes: number;
  non2xx: number;
  /** Connection errors and timeouts are counted over the whole run, the warm-up included. */
  errors: number;
  timeouts: number;
  seconds: number;
}

export function measure(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  let bytes = 0;
  let non2xx = 0;
  const request: autocannon.Request = {
    method: spec.method ?? 'GET',
    path: new URL(spec.url).pathname,
    headers: spec.headers ?? {},
  };
  const { body, path, check } = spec;
  if (typeof body === 'string') request.body = body;
  if (typeof body === 'function' || path) {
    request.setupRequest = (req) => ({
      ...req,
      ...(typeof body === 'function' && { body: body() }),
      ...(path && { path: path() }),
    });
  }
  // autocannon 8 passes the headers too (status, body, context, headers); @types/autocannon 7 leaves them out.
  if (check)
    (request as { onResponse?: unknown }).onResponse = (
      status: number,
      text: string,
      _context: unknown,
      headers: Record<string, string>,
    ) => check(status, text, headers ?? {});
  return new Promise((resolve, reject) => {
    const measuredFrom = performance.now() + spec.warmupS * 1000;
    // A long timeout: a slow answer is a latency to report, not an error to drop from the percentiles.
    const options = {
      url: spec.url,
      connections: spec.connections,
      duration: spec.warmupS + spec.durationS,
      timeout: TIMEOUT_S,
      requests: [request],
    };
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      const seconds = (performance.now() - measuredFrom) / 1000;
      const sorted = Float64Array.from(latencies).sort();
      resolve({
        requests: sorted.length,
        rps: sorted.length / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.length ? (sorted[sorted.length - 1] as number) : NaN,
        mean: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : NaN,
        bytes: sorted.length ? bytes / sorted.length : NaN,
        non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        seconds,
      });
    });
    // autocannon 8 emits (client, statusCode, bytes, responseTime); @types/autocannon 7 leaves the client out.
    (instance as unknown as NodeJS.EventEmitter).on(
      'response',
      (_client: unknown, status: number, size: number, ms: number) => {
        if (performance.now() < measuredFrom) return;
        if (status < 200 || status >= 300) non2xx += 1;
        else {
          latencies.push(ms);
          bytes += size;
        }
      },
    );
  });
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}
