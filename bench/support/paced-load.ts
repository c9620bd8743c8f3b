// Requests at a constant rate (open loop: a request goes out on its schedule whether or not the earlier ones have been
// answered, as visitors arrive), timing each one's first byte and its whole answer. Autocannon times only the whole
// answer, and its `overallRate` paces requests on a fixed set of connections, so a slow answer delays the next
// request instead of showing as a longer wait; this client opens another keep-alive connection instead.
import { Agent, request } from 'node:http';
import { percentile } from './load.ts';

export interface PacedSpec {
  url: string;
  /** Requests a second. */
  rate: number;
  durationS: number;
  headers?: Record<string, string>;
  /** A request whose connection stays silent this long is dropped and counted as an error, not a latency. */
  timeoutMs?: number;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface PacedResult {
  /** Requests sent, and answered with a 2xx in full. */
  sent: number;
  answered: number;
  /** Answers a second over the run. */
  rps: number;
  /** From sending the request to the answer's first byte (its status line and headers). */
  ttfb: Percentiles;
  /** From sending the request to the answer's last byte. */
  full: Percentiles;
  /** Mean size of an answer's body as sent (compressed), bytes. */
  bodyBytes: number;
  non2xx: number;
  errors: number;
  /** The latest a request went out after its scheduled time: above a few ms, this process could not keep the pace. */
  maxLagMs: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : NaN,
  };
}

interface Timed {
  status: number;
  /** Milliseconds to the first byte and to the last; NaN when the request failed. */
  ttfb: number;
  full: number;
  /** Body bytes as sent (compressed). */
  size: number;
}

/** One GET, timed from sending it. A connection error or a timeout resolves with status 0. */
function timedGet(agent: Agent, url: URL, headers: Record<string, string>, timeoutMs: number): Promise<Timed> {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    const failed = () => resolve({ status: 0, ttfb: NaN, full: NaN, size: 0 });
    const req = request(
      { agent, host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers },
      (res) => {
        const ttfb = performance.now() - sentAt;
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ttfb, full: performance.now() - sentAt, size }));
        res.on('error', failed);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timed out')));
    req.on('error', failed);
    req.end();
  });
}

function summarise(answers: Timed[], seconds: number, maxLagMs: number): PacedResult {
  const ok = answers.filter((a) => a.status >= 200 && a.status < 300);
  return {
    sent: answers.length,
    answered: ok.length,
    rps: ok.length / seconds,
    ttfb: percentiles(ok.map((a) => a.ttfb)),
    full: percentiles(ok.map((a) => a.full)),
    bodyBytes: ok.length ? ok.reduce((sum, a) => sum + a.size, 0) / ok.length : NaN,
    non2xx: answers.filter((a) => a.status !== 0 && (a.status < 200 || a.status >= 300)).length,
    errors: answers.filter((a) => a.status === 0).length,
    maxLagMs,
  };
}

export async function pacedLoad(spec: PacedSpec): Promise<PacedResult> {
  const url = new URL(spec.url);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const get = () => timedGet(agent, url, spec.headers ?? {}, spec.timeoutMs ?? 30_000);
  const intervalMs = 1000 / spec.rate;
  const total = Math.round(spec.rate * spec.durationS);
  const answers: Promise<Timed>[] = [];
  let maxLagMs = 0;
  const startedAt = performance.now();
  for (let i = 0; i < total; i++) {
    const due = startedAt + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    maxLagMs = Math.max(maxLagMs, performance.now() - due);
    answers.push(get());
  }
  const settled = await Promise.all(answers);
  agent.destroy();
  return summarise(settled, (performance.now() - startedAt) / 1000, maxLagMs);
}

/** `count` requests one after the other on one connection: what a page costs when nothing waits before it. */
export async function oneAtATime(
  /** The URL of each request, by its number (0 first). */
  urlOf: (index: number) => string,
  count: number,
  headers: Record<string, string> = {},
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Timed[] = [];
  const startedAt = performance.now();
  for (let i = 0; i < count; i++) answers.push(await timedGet(agent, new URL(urlOf(i)), headers, 30_000));
  agent.destroy();
  return summarise(answers, (performance.now() - startedAt) / 1000, 0);
}
