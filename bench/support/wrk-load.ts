// One wrk run (Debian's package; C, one event loop per thread): a warm-up that is thrown away, then a measured run,
// for a fixed request. At tens of thousands of small answers a second autocannon, being JavaScript, is the
// bottleneck itself. Percentiles are wrk's (microsecond buckets of every response).
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadResult } from './load.ts';

export interface WrkSpec {
  url: string;
  connections: number;
  durationS: number;
  warmupS: number;
  /** wrk threads; one leaves the other core to the server on a two-core machine. */
  threads?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** 'wrk <version>', or null when wrk is not installed (`apt-get install wrk`). */
export function wrkVersion(): string | null {
  const run = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (run.error) return null;
  const version = /\d+\.\d+\.\d+/.exec(`${run.stdout}${run.stderr}`)?.[0];
  return version ? `wrk ${version}` : 'wrk';
}

/** A Lua long string: the bench's JSON bodies and header values never contain its closing `]==]`. */
const luaString = (text: string) => `[==[${text}]==]`;

/** Sets the request, and prints the summary as one JSON line when done (times in microseconds). */
function script(spec: WrkSpec): string {
  const headers = Object.entries(spec.headers ?? {}).map(
    ([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`,
  );
  return [
    `wrk.method = "${spec.method ?? 'GET'}"`,
    ...(spec.body === undefined ? [] : [`wrk.body = ${luaString(spec.body)}`]),
    ...headers,
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK {"requests":%d,"durationUs":%d,"bytes":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,"mean":%f,"status":%d,"errors":%d,"timeouts":%d}\\n\',',
    '    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(95), latency:percentile(99),',
    '    latency.max, latency.mean, e.status, e.connect + e.read + e.write, e.timeout))',
    'end',
  ].join('\n');
}

async function run(spec: WrkSpec, durationS: number, scriptPath: string): Promise<LoadResult> {
  const args = [
    '-t',
    String(spec.threads ?? 1),
    '-c',
    String(spec.connections),
    '-d',
    `${durationS}s`,
    '--timeout',
    '120s',
    '-s',
    scriptPath,
    spec.url,
  ];
  const { stdout, stderr } = await promisify(execFile)('wrk', args, {
    encoding: 'utf8',
    timeout: (durationS + 150) * 1000,
  });
  const line = stdout.split('\n').find((l) => l.startsWith('WRK '));
  if (!line) throw new Error(`wrk printed no summary: ${stderr || stdout}`);
  const s = JSON.parse(line.slice(4)) as Record<
    'requests' | 'durationUs' | 'bytes' | 'p50' | 'p95' | 'p99' | 'max' | 'mean' | 'status' | 'errors' | 'timeouts',
    number
  >;
  const seconds = s.durationUs / 1e6;
  return {
    requests: s.requests,
    rps: s.requests / seconds,
    p50: s.p50 / 1000,
    p95: s.p95 / 1000,
    p99: s.p99 / 1000,
    max: s.max / 1000,
    mean: s.mean / 1000,
    bytes: s.requests ? s.bytes / s.requests : NaN,
    non2xx: s.status,
    errors: s.errors,
    timeouts: s.timeouts,
    seconds,
  };
}

export async function measureWithWrk(spec: WrkSpec): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const scriptPath = join(dir, 'request.lua');
    writeFileSync(scriptPath, script(spec));
    if (spec.warmupS > 0) await run(spec, spec.warmupS, scriptPath);
    return await run(spec, spec.durationS, scriptPath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
