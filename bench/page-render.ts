// npm run bench:pages [-- --rate 50] [-- --duration 20] [-- --runs 3] [-- --warmup 3]
//
// Server-rendered pages under a steady load (issue 44: "TTFB of a server-rendered page p95 <= 100 ms at 50
// requests/s"). Starts the built app as in production on a fresh copy of the sample catalogue, then for the home page,
// a search, a venue page, a vendor page and a story sends a constant --rate requests a second for --duration seconds,
// asking for brotli as a browser does, and times each answer's first byte (TTFB) and its last. Each page gets a
// warm-up at the same rate that is not counted, then --runs runs; the median run's figures are reported (the median of
// each percentile over the runs). Writes bench/results/pages.json. Under load, most answers come from the cache of
// rendered pages (features/seo/page-cache.ts), as for visitors of a popular page; "alone" times renders, each request
// with a query of its own that the cache has not seen.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FeaturedCatalogue } from '#shared/listings.ts';
import { loadAverage, startSampleApp } from './support/sample-app.ts';
import { oneAtATime, pacedLoad, type PacedResult, type Percentiles } from './support/paced-load.ts';
import { busyShare, machineCpu, processCpuSeconds } from './support/proc-stats.ts';
import { ms, percent, roundAll, table, type Verdict } from './support/report-format.ts';
import { settle } from './support/settle.ts';

const TARGET = { ttfbP95Ms: 100, rate: 50 } as const;
/** What Chromium sends; the server answers brotli to it. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
} as const;

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: String(TARGET.rate) },
    duration: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
  },
});
const rate = Number(args.rate);
const durationS = Number(args.duration);
const runs = Number(args.runs);
const warmupS = Number(args.warmup);
if (!(rate > 0) || !(durationS > 0) || !Number.isInteger(runs) || runs < 1 || !(warmupS >= 0))
  fail('--rate and --duration take positive numbers, --runs a positive whole number, --warmup a number of seconds');

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}data/bench-pages`;
const resultsPath = `${root}bench/results/pages.json`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

interface Run extends PacedResult {
  /** Cores the app used during the run, and the share of the whole machine that was busy (the app included). */
  appCores: number | null;
  machineBusy: number | null;
}

interface PageFigures {
  page: string;
  path: string;
  /** The median of each figure over the runs. */
  ttfb: Percentiles;
  full: Percentiles;
  rps: number;
  bodyBytes: number;
  /** Every run's TTFB p95, to show how steady the median is. */
  ttfbP95s: number[];
  non2xx: number;
  errors: number;
  maxLagMs: number;
  appCores: number | null;
  machineBusy: number | null;
  /** TTFB of requests sent one at a time, before the runs: what the page costs when nothing waits before it. */
  alone: Percentiles;
}

/** Requests sent one at a time before the runs of each page. */
const ALONE_REQUESTS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const medianOf = (runs: Run[], pick: (run: Run) => number | null) => {
  const values = runs.map(pick).filter((v): v is number => v !== null && Number.isFinite(v));
  return values.length ? median(values) : null;
};
const medianPercentiles = (all: Percentiles[]): Percentiles => ({
  p50: median(all.map((p) => p.p50)),
  p95: median(all.map((p) => p.p95)),
  p99: median(all.map((p) => p.p99)),
  max: median(all.map((p) => p.max)),
});

/** The page must come back server-rendered and in brotli, or the load would time something else. */
async function checkPage(url: string): Promise<void> {
  const response = await fetch(url, { headers: BROWSER_HEADERS });
  // fetch decodes the brotli itself; the header says how it came.
  const encoding = response.headers.get('content-encoding');
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  if (encoding !== 'br') throw new Error(`${url}: answered with content-encoding ${encoding ?? 'none'}, not br`);
  if (!/<div id="root"><[a-z]/i.test(html))
    throw new Error(`${url}: the page came back without server-rendered markup (is dist/ssr built?)`);
}

async function measurePage(url: string, appPid: number): Promise<Run> {
  const cpuBefore = processCpuSeconds(appPid);
  const machineBefore = machineCpu();
  const started = performance.now();
  const result = await pacedLoad({ url, rate, durationS, headers: BROWSER_HEADERS });
  const elapsedS = (performance.now() - started) / 1000;
  const cpuAfter = processCpuSeconds(appPid);
  return {
    ...result,
    appCores: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / elapsedS : null,
    machineBusy: busyShare(machineBefore, machineCpu()),
  };
}

function verdict(figures: PageFigures): Verdict {
  const p95 = figures.ttfb.p95;
  const pass = p95 <= TARGET.ttfbP95Ms && figures.non2xx === 0 && figures.errors === 0;
  const failures = figures.non2xx + figures.errors;
  return {
    target: `TTFB p95 <= ${TARGET.ttfbP95Ms} ms at ${TARGET.rate} requests/s: ${figures.page}`,
    figure: `${ms(p95)} ms (p50 ${ms(figures.ttfb.p50)}, p99 ${ms(figures.ttfb.p99)}; whole page p95 ${ms(figures.full.p95)})`,
    pass: rate >= TARGET.rate && pass,
    note: [
      rate < TARGET.rate ? `measured at ${rate} requests/s only` : '',
      failures > 0 ? `${failures} requests failed` : '',
      p95 > TARGET.ttfbP95Ms ? `${ms(p95 - TARGET.ttfbP95Ms)} ms over` : '',
    ]
      .filter(Boolean)
      .join('; '),
  };
}

// ---------------------------------------------------------------- main

if (!existsSync(`${root}dist/ssr/entry-server.js`))
  fail('No server-rendering build: run `npm run build` first (npm run bench builds).');
const loadAtStart = loadAverage();
console.log(
  `Server-rendered pages at ${rate} requests/s, ${warmupS} s warm-up then ${runs} run(s) of ${durationS} s a page, median reported; ${cpus().length} CPUs, load average ${loadAtStart}.`,
);
const { app, origin } = await startSampleApp(dataDir, 4600);

const figures: PageFigures[] = [];
try {
  const featured = (await (await fetch(`${origin}/api/catalogue/featured`)).json()) as FeaturedCatalogue;
  const [venue] = featured.venues;
  const [vendor] = featured.vendors;
  const [story] = featured.stories;
  if (!venue || !vendor || !story) throw new Error('the featured catalogue lacks a venue, a vendor or a story');
  const pages = [
    { page: 'home', path: '/' },
    { page: 'discover, "rooftop"', path: '/discover?q=rooftop' },
    { page: 'venue page', path: `/venue/${venue.id}` },
    { page: 'vendor page', path: `/vendor/${vendor.id}` },
    { page: 'story', path: `/stories/${story.slug}` },
  ];
  for (const { path } of pages) await checkPage(`${origin}${path}`);
  for (const { page, path } of pages) {
    const url = `${origin}${path}`;
    if (warmupS > 0) await pacedLoad({ url, rate, durationS: warmupS, headers: BROWSER_HEADERS });
    await settle(origin);
    // Each with a query of its own, so that every one is rendered: what a page costs when the cache does not have it.
    const alone = await oneAtATime(
      (i) => `${url}${url.includes('?') ? '&' : '?'}uncached=${i}`,
      ALONE_REQUESTS,
      BROWSER_HEADERS,
    );
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      await settle(origin);
      results.push(await measurePage(url, app.pid));
    }
    const f: PageFigures = {
      page,
      path,
      ttfb: medianPercentiles(results.map((r) => r.ttfb)),
      full: medianPercentiles(results.map((r) => r.full)),
      rps: median(results.map((r) => r.rps)),
      bodyBytes: median(results.map((r) => r.bodyBytes)),
      ttfbP95s: results.map((r) => r.ttfb.p95),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      maxLagMs: Math.max(...results.map((r) => r.maxLagMs)),
      appCores: medianOf(results, (r) => r.appCores),
      machineBusy: medianOf(results, (r) => r.machineBusy),
      alone: alone.ttfb,
    };
    figures.push(f);
    console.log(
      `  ${page}: TTFB p95 ${ms(f.ttfb.p95)} ms (runs ${f.ttfbP95s.map(ms).join(', ')}; one at a time p50 ${ms(f.alone.p50)} ms); app ${f.appCores?.toFixed(2) ?? '?'} cores, machine ${percent(f.machineBusy)} busy`,
    );
  }
} finally {
  await app.stop();
}

const loadAtEnd = loadAverage();
console.log('');
console.log(
  table(
    [
      'page',
      'alone p50',
      'req/s',
      'TTFB p50',
      'p95',
      'p99',
      'max',
      'page p50',
      'p95',
      'p99',
      'KB',
      'app cores',
      'CPU/page',
      'machine',
      'failed',
      'target',
    ],
    figures.map((f) => [
      f.page,
      ms(f.alone.p50),
      f.rps.toFixed(1),
      ms(f.ttfb.p50),
      ms(f.ttfb.p95),
      ms(f.ttfb.p99),
      ms(f.ttfb.max),
      ms(f.full.p50),
      ms(f.full.p95),
      ms(f.full.p99),
      (f.bodyBytes / 1024).toFixed(1),
      f.appCores?.toFixed(2) ?? '?',
      f.appCores === null ? '?' : ms((f.appCores / f.rps) * 1000),
      percent(f.machineBusy),
      String(f.non2xx + f.errors),
      verdict(f).pass ? 'PASS' : 'MISS',
    ]),
  ),
);
console.log(
  `Milliseconds; TTFB to the answer's status line and headers, "page" to its last byte; "alone": TTFB of ${ALONE_REQUESTS} requests one at a time, each rendered (not from the cache); KB as sent (brotli); "CPU/page": the app's CPU milliseconds an answered page. Target: TTFB p95 <= ${TARGET.ttfbP95Ms} ms at ${TARGET.rate} requests/s. Load average ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
);
const lagging = figures.filter((f) => f.maxLagMs > 20);
if (lagging.length > 0)
  console.log(
    `This process fell behind its schedule by up to ${ms(Math.max(...lagging.map((f) => f.maxLagMs)))} ms: the machine was too busy to keep the rate.`,
  );
mkdirSync(`${root}bench/results`, { recursive: true });
writeFileSync(
  resultsPath,
  `${JSON.stringify(
    roundAll({
      ranAt: new Date().toISOString(),
      rate,
      durationS,
      runsPerPage: runs,
      cpus: cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAtEnd,
      pages: figures,
      targets: figures.map(verdict),
    }),
    null,
    2,
  )}\n`,
);
console.log(`Figures written to ${resultsPath}.`);
