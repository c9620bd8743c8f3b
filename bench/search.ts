// npm run bench:search [-- --fresh] [-- --postgres <url>] [-- --listings N] [-- --duration S] [-- --connections C]
//                      [-- --client auto|wrk|autocannon] [-- --search-threads N] [-- --cpu-prof]
//                      [-- --cpu-prof-row mixed|words|filters|dated|'dated, without day']
//
// Seeds N synthetic listings (100,000 by default) into a database of its own, then measures:
//  - HTTP, against the app in a child process, through the discover pages' GET /api/search/venues: one fixed query
//    answered from the result cache, and cold searches (every query distinct: words, filters only, both mixed, and
//    the mix by date, start time and hours over days on which the bench has booked and blocked listings, then the
//    same searches again without their days, so the two rows differ by the day alone);
//    The fixed-request row uses wrk when it is installed, the cold rows autocannon (a new address each time);
//  - semantic search in process: the search index's nearest neighbours, latency and recall@10 against an exact scan.
// Prints a table with the targets of the issue, and writes the figures to bench/results/search-<db>.json.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createLocalEmbedder } from '#server/adapters/embeddings/local.ts';
import { benchAppEnv } from './support/app-env.ts';
import { freePort, startChild, type ChildServer } from './support/child-server.ts';
import type { GcFigures, GcMessage } from './support/gc-watch.ts';
import { monotonicMicros, summariseProfile, type ProfileSummary } from './support/cpu-profile.ts';
import { measure, type LoadResult } from './support/load.ts';
import { ms, roundAll, seconds, table, thousands } from './support/report-format.ts';
import { seedDatedAvailability } from './support/dated-availability.ts';
import { DistinctBodies, semanticTexts, type SearchMix } from './support/search-queries.ts';
import { PROBE_SHARE } from '#server/features/search/index.ts';
import { SEARCH_GET_PATHS, searchUrl } from '#shared/search-query-string.ts';
import { semanticBenchmark, type SemanticReport } from './support/semantic.ts';
import { settle } from './support/settle.ts';
import { pgliteBenchDir, prepareSyntheticDatabase } from './support/synthetic-database.ts';
import { measureWithWrk, wrkVersion } from './support/wrk-load.ts';

/** Issue 42's cold targets (the mixed rows, by date too for issue 47), and issue 4's semantic ones. */
const TARGETS = { coldP95Ms: 50, coldP99Ms: 100, semanticP95Ms: 10, recall: 0.95 } as const;
const SEARCH_PATH = SEARCH_GET_PATHS.venues;
const CACHED_SEARCH = searchUrl('venues', { search_query: 'rooftop', sort_by: 'relevance' });
/** The days dated searches ask for: two weeks from a month ahead, days a customer may book whenever the bench runs. */
const DATED_DAYS = Array.from({ length: 14 }, (_, day) =>
  new Date(Date.now() + (30 + day) * 86_400_000).toISOString().slice(0, 10),
);
/** Shares of the vectors a query reads, tried besides the app's own (vector-index.ts PROBE_SHARE). */
const PROBE_SWEEP = [0.02, 0.05, 0.1, 0.2] as const;

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    postgres: { type: 'string' },
    listings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'semantic-queries': { type: 'string', default: '200' },
    only: { type: 'string' },
    client: { type: 'string', default: 'auto' },
    /** The app's SEARCH_THREADS; unset, its own default (one per core but the first). */
    'search-threads': { type: 'string' },
    /** Profile the app's threads and print where a cold row's CPU went in each, after its warm-up. */
    'cpu-prof': { type: 'boolean', default: false },
    /** The cold row --cpu-prof reports, by its mix. */
    'cpu-prof-row': { type: 'string', default: 'mixed' },
  },
});
const listings = positiveInt('listings');
const durationS = positiveInt('duration');
const warmupS = Number(args.warmup);
const connections = positiveInt('connections');
/** The cold rows: their names and what each sends. */
const COLD_ROWS = [
  ['search, cold, mixed 3:1', 'mixed'],
  ['search, cold, words', 'words'],
  ['search, cold, filters only', 'filters'],
  ['search, cold, mixed by date and hours', 'dated'],
  ['search, cold, the same without their days', 'dated, without day'],
] as const satisfies readonly (readonly [string, SearchMix])[];
const profiledRow =
  COLD_ROWS.find(([, mix]) => mix === args['cpu-prof-row']) ??
  fail(`--cpu-prof-row takes one of ${COLD_ROWS.map(([, mix]) => `'${mix}'`).join(', ')}`);
const semanticQueries = positiveInt('semantic-queries');
const postgresUrl = args.postgres ?? process.env.BENCH_DATABASE_URL;
const only = args.only as 'http' | 'semantic' | undefined;
if (only !== undefined && only !== 'http' && only !== 'semantic') fail('--only takes http or semantic');
if (!['auto', 'wrk', 'autocannon'].includes(args.client)) fail('--client takes auto, wrk or autocannon');
const wrk = args.client === 'autocannon' ? null : wrkVersion();
if (args.client === 'wrk' && !wrk) fail('wrk is not installed (apt-get install wrk)');
/** What loads the rows that send one fixed request. */
const fixedClient = wrk ?? 'autocannon 8';

const dbKind = postgresUrl ? 'postgres' : 'pglite';
const dataDir = pgliteBenchDir(listings);
const resultsDir = fileURLToPath(new URL('./results', import.meta.url));

function positiveInt(name: 'listings' | 'duration' | 'connections' | 'semantic-queries'): number {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive whole number`);
  return n;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// ---------------------------------------------------------------- HTTP

interface HttpRow {
  name: string;
  /** What a cold row sends; none for the fixed query. */
  mix?: SearchMix;
  result: LoadResult;
  client: string;
  distinctBodies?: number;
  notFromSearch?: number;
}

interface HttpFigures {
  rows: HttpRow[];
  appInfo: Record<string, unknown>;
  appRssMb: number | null;
  samples: string[];
  /** With --cpu-prof: the profiled row's CPU by thread (the main thread first). */
  profiles: ProfileSummary[];
  /** The app's main-thread garbage collections during the cold mixed row. */
  coldMixedGc: GcFigures | null;
  /** Each dated day's first search, alone, in ms: it reads the day's held slots and blocks (ADR 029). */
  dayFirstSearchMs: number[];
}

async function httpBenchmark(): Promise<HttpFigures> {
  let app: ChildServer | undefined;
  try {
    const appPort = await freePort(4100);
    const appUrl = `http://127.0.0.1:${appPort}`;
    console.log('Starting the app (boot(), NODE_ENV=production, LOG_LEVEL=silent)...');
    const profileDir = args['cpu-prof'] ? mkdtempSync(`${tmpdir()}/search-bench-profile-`) : null;
    let profileWindow: [number, number] | null = null;
    app = await startChild(
      './app-server.ts',
      appPort,
      {
        ...benchAppEnv(appPort, postgresUrl ? { DATABASE_URL: postgresUrl } : { DATA_DIR: dataDir }),
        ...(args['search-threads'] === undefined ? {} : { SEARCH_THREADS: args['search-threads'] }),
      },
      300_000,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    console.log(
      `  up in ${seconds(Number(app.info.bootMs))} (search index loaded: ${String(app.info.indexed)} listings; ${String(app.info.searchThreads)} search threads).`,
    );
    // Like every browser, the bench accepts compressed answers; it sends no cookie, as a guest.
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const samples = await sampleAnswers(appUrl, headers);

    const rows: HttpRow[] = [];
    const base = { connections, durationS, warmupS };
    console.log(
      `Load: ${connections} connections, ${warmupS} s warm-up then ${durationS} s per row; the fixed query by ${fixedClient}, cold ones by autocannon...`,
    );
    await settle(appUrl);
    const cachedSpec = { ...base, url: `${appUrl}${CACHED_SEARCH}`, headers };
    rows.push({
      name: 'search, cached (one query)',
      client: fixedClient,
      result: wrk ? await measureWithWrk(cachedSpec) : await measure(cachedSpec),
    });
    const bodies = new DistinctBodies(DATED_DAYS);
    let coldMixedGc: GcFigures | null = null;
    let dayFirstSearchMs: number[] = [];
    for (const [name, mix] of COLD_ROWS) {
      // The server finishes what the last run left (requests cut off at its end) before this one starts.
      await settle(appUrl);
      // A day's first search reads its rows; measured alone, apart from the row, which shows searches after it.
      if (mix === 'dated') dayFirstSearchMs = await firstSearchOfEachDay(appUrl, headers);
      const before = bodies.count;
      let notFromSearch = 0;
      if (mix === 'mixed') await app.ask({ gc: 'start' } satisfies GcMessage);
      const from = monotonicMicros();
      const result = await measure({
        ...base,
        url: `${appUrl}${SEARCH_PATH}`,
        headers,
        path: () => bodies.nextPath(mix),
        // A failed search answers from the direct listing query (source "direct"): that would not be search speed.
        // The body is compressed, so the source is read from its header.
        check: (status, _text, answerHeaders) => {
          if (status === 200 && answerHeaders['x-search-source'] !== 'search') notFromSearch += 1;
        },
      });
      // The warm-up's answers are not counted in the row's figures, nor is its CPU.
      if (mix === profiledRow[1]) profileWindow = [from + warmupS * 1_000_000, monotonicMicros()];
      if (mix === 'mixed') {
        coldMixedGc = (await app.ask({ gc: 'report' } satisfies GcMessage)) as GcFigures;
      }
      const distinctBodies = mix === 'dated, without day' ? undefined : bodies.count - before;
      rows.push({ name, mix, client: 'autocannon 8', result, distinctBodies, notFromSearch });
    }
    const figures = {
      rows,
      appInfo: app.info,
      appRssMb: app.rssMb(),
      samples,
      profiles: [] as ProfileSummary[],
      coldMixedGc,
      dayFirstSearchMs,
    };
    if (profileDir && profileWindow) {
      // The profiles are written when the app exits; the main thread's has thread id 0 in its name.
      await app.stop();
      const files = readdirSync(profileDir).sort(
        (a, b) => Number(/\.0\.\d+\.cpuprofile$/.test(b)) - Number(/\.0\.\d+\.cpuprofile$/.test(a)),
      );
      figures.profiles = files.map((file) => summariseProfile(`${profileDir}/${file}`, ...profileWindow!));
    }
    return figures;
  } finally {
    await app?.stop();
  }
}

/** Each dated day's first search by date, one at a time, in ms; printed as they go. */
async function firstSearchOfEachDay(appUrl: string, headers: Record<string, string>): Promise<number[]> {
  const took: number[] = [];
  for (const date of DATED_DAYS) {
    const started = performance.now();
    const response = await fetch(`${appUrl}${searchUrl('venues', { date, sort_by: 'rating' })}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`a search by date answered ${response.status}`);
    took.push(performance.now() - started);
  }
  const sorted = [...took].sort((a, b) => a - b);
  console.log(
    `  a day's first search by date (reads its slots and blocks), ${took.length} days one at a time: median ${ms(sorted[Math.floor(sorted.length / 2)]!)} ms, max ${ms(sorted.at(-1)!)} ms`,
  );
  return took;
}

/** A few answers before the load, to show the searches find something and come from search, not the fallback. */
async function sampleAnswers(appUrl: string, headers: Record<string, string>): Promise<string[]> {
  const requests = [
    { search_query: 'rooftop', sort_by: 'relevance' },
    { search_query: 'rooftp', sort_by: 'relevance' },
    { search_query: 'romantic garden in Austin', min_capacity: 100, sort_by: 'relevance' },
    { city: 'Chicago', min_capacity: 150, sort_by: 'price' },
  ];
  const lines: string[] = [];
  for (const request of requests) {
    const started = performance.now();
    const response = await fetch(`${appUrl}${searchUrl('venues', request)}`, { headers });
    const took = performance.now() - started;
    const answer = (await response.json()) as {
      source?: string;
      data?: { venues?: { name: string }[]; pagination?: { total: number } };
    };
    const first = answer.data?.venues?.[0]?.name ?? '(none)';
    lines.push(
      `${JSON.stringify(request)} -> ${response.status}, source ${answer.source}, total ${thousands(answer.data?.pagination?.total ?? 0)}, first "${first}", ${ms(took)} ms alone`,
    );
    if (response.status !== 200 || answer.source !== 'search')
      throw new Error(`search is not answering from search: ${lines.at(-1)}`);
  }
  return lines;
}

// ---------------------------------------------------------------- report

interface Verdict {
  target: string;
  figure: string;
  pass: boolean;
  note: string;
}

function verdicts(rows: HttpRow[], semantic: SemanticReport | null): Verdict[] {
  const out: Verdict[] = [];
  for (const [what, row] of [
    ['cold mixed search', rows.find((r) => r.mix === 'mixed')],
    ['cold mixed search by date and hours', rows.find((r) => r.mix === 'dated')],
  ] as const) {
    if (!row) continue;
    for (const [label, figure, target] of [
      ['p95', row.result.p95, TARGETS.coldP95Ms],
      ['p99', row.result.p99, TARGETS.coldP99Ms],
    ] as const) {
      const pass = figure < target;
      out.push({
        target: `${what} ${label} < ${target} ms at ${connections} connections (GET)`,
        figure: `${ms(figure)} ms`,
        pass,
        note: pass ? '' : `${ms(figure - target)} ms over (${(figure / target).toFixed(1)}x the target)`,
      });
    }
  }
  if (semantic) {
    const app = semantic.rows.filter((r) => r.setting === 'app');
    const worstP95 = Math.max(...app.map((r) => r.p95));
    const worstRecall = Math.min(...app.map((r) => r.recall));
    out.push({
      target: `semantic p95 < ${TARGETS.semanticP95Ms} ms (app setting)`,
      figure: `${ms(worstP95)} ms`,
      pass: worstP95 < TARGETS.semanticP95Ms,
      note: worstP95 < TARGETS.semanticP95Ms ? '' : `${ms(worstP95 - TARGETS.semanticP95Ms)} ms over`,
    });
    out.push({
      target: `semantic recall@10 >= ${TARGETS.recall} against an exact scan`,
      figure: worstRecall.toFixed(3),
      pass: worstRecall >= TARGETS.recall,
      note: worstRecall >= TARGETS.recall ? '' : `${(TARGETS.recall - worstRecall).toFixed(3)} short`,
    });
  }
  return out;
}

/** What asking for a day and hours costs: the dated row against the same searches without them. */
function costOfTheDay(rows: HttpRow[]): string | null {
  const dated = rows.find((r) => r.mix === 'dated')?.result;
  const undated = rows.find((r) => r.mix === 'dated, without day')?.result;
  if (!dated || !undated) return null;
  const share = ((undated.rps - dated.rps) / undated.rps) * 100;
  return `The day and hours cost ${share.toFixed(0)}% of the requests a second and ${ms(dated.p95 - undated.p95)} ms at p95 over the same searches without them.`;
}

function httpTable(rows: HttpRow[]): string {
  return table(
    [
      'scenario',
      'load by',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'in flight',
      'requests',
      'distinct',
      'bytes',
      'non-2xx',
      'errors',
    ],
    rows.map(({ name, client, result: r, distinctBodies, notFromSearch }) => [
      name,
      client.split(' ')[0] as string,
      thousands(r.rps),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      ((r.rps * r.mean) / 1000).toFixed(1),
      thousands(r.requests),
      distinctBodies === undefined ? '-' : thousands(distinctBodies),
      thousands(r.bytes),
      String(r.non2xx + (notFromSearch ?? 0)),
      String(r.errors),
    ]),
  );
}

function semanticTable(report: SemanticReport): string {
  const body = report.exact.map((e) => [e.kind, 'exact scan', '-', ms(e.p50), ms(e.p95), '-', '1.000', '1.000']);
  for (const r of report.rows) {
    const reads = r.setting === 'app' ? `app: reads ${PROBE_SHARE * 100}%` : `reads ${Number(r.setting) * 100}%`;
    body.push([
      r.kind,
      `inverted lists, ${reads}`,
      String(r.queries),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      r.recall.toFixed(3),
      r.recallIds.toFixed(3),
    ]);
  }
  return table(['kind', 'query', 'queries', 'p50 ms', 'p95 ms', 'p99 ms', 'recall@10', 'id recall'], body);
}

/** The app main thread's collections during the cold mixed row, and their share of the row's time. */
function gcLine({ seconds: s, young, full }: GcFigures): string {
  const share = ((young.totalMs + full.totalMs) / (s * 10)).toFixed(1);
  return (
    `App main thread's garbage collection in the cold mixed row (${seconds(s * 1000)}, warm-up included): ${young.count} young (mean ${ms(young.meanMs)} ms, ` +
    `max ${ms(young.maxMs)}), ${full.count} full (mean ${ms(full.meanMs)} ms, max ${ms(full.maxMs)}); ${share}% of the time.`
  );
}

// ---------------------------------------------------------------- main

const runStarted = performance.now();
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const loadAtStart = load();
console.log(
  `Search benchmark: ${thousands(listings)} listings on ${dbKind}; ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; load average ${loadAtStart}.`,
);
const { database, seed, reused } = await prepareSyntheticDatabase({ listings, postgresUrl, fresh: args.fresh }).catch(
  (error: Error) => fail(error.message),
);
let semantic: SemanticReport | null = null;
try {
  if (only !== 'semantic') {
    const added = await seedDatedAvailability(database.db, DATED_DAYS);
    console.log(
      `Dated searches ask for ${DATED_DAYS[0]} to ${DATED_DAYS.at(-1)}: ${added} of those days booked and blocked now, the rest before.`,
    );
  }
  if (only !== 'http') {
    console.log(
      `Semantic: ${semanticQueries} texts x venues and vendors, in process (the search index vs an exact scan)...`,
    );
    semantic = await semanticBenchmark(database.db, createLocalEmbedder(), semanticTexts(semanticQueries), PROBE_SWEEP);
  }
} finally {
  // PGlite is one process's database: closed here before the app opens it.
  await database.close();
}
const http = only === 'semantic' ? null : await httpBenchmark();

console.log('');
if (http) {
  console.log(
    `HTTP: GET ${SEARCH_PATH} on ${dbKind} with ${thousands(listings)} listings; ${connections} connections, ${durationS} s each after ${warmupS} s warm-up.`,
  );
  for (const line of http.samples) console.log(`  sample ${line}`);
  console.log('');
  console.log(httpTable(http.rows));
  console.log(
    '  "distinct": queries sent in the row (warm-up included), none ever sent before; "non-2xx" also counts answers not from search.',
  );
  console.log(
    "  The last row sends the dated row's searches again without their days and times: the two differ by the day alone.",
  );
  const dayCost = costOfTheDay(http.rows);
  if (dayCost) console.log(`  ${dayCost}`);
  console.log(
    `  "in flight": req/s x mean latency, which cannot exceed the ${connections} connections (Little's law) by more than a few percent.`,
  );
  console.log(
    '  Each row waits for the app to finish requests the previous run cut off; requests in flight at the end of a row are not counted.',
  );
  console.log(`  App resident memory after the runs: ${http.appRssMb ?? '?'} MB.`);
  if (http.coldMixedGc) console.log(`  ${gcLine(http.coldMixedGc)}`);
  console.log('');
  http.profiles.forEach((profile, i) => {
    console.log(
      `CPU of the row "${profiledRow[0]}" after its warm-up, ${i === 0 ? 'main thread' : `search thread ${i}`} (${thousands(profile.samples)} samples), self time:`,
    );
    for (const spot of profile.functions)
      console.log(`  ${(spot.selfShare * 100).toFixed(1).padStart(5)}%  ${spot.name}`);
    console.log('');
  });
}
if (semantic) {
  console.log(
    `Semantic: index loaded in ${seconds(semantic.loadMs)} (${thousands(semantic.vectors.venue)} venue and ${thousands(semantic.vectors.vendor)} vendor vectors); ` +
      `nearest(limit 10, live listings only), one query at a time; embedding a query text: p50 ${ms(semantic.embedP50)} ms, p95 ${ms(semantic.embedP95)} ms (not included below).`,
  );
  console.log(semanticTable(semantic));
  console.log(
    '  recall@10 counts a neighbour tied with the exact 10th as found (synthetic listings share embeddings); "id recall" compares ids only.',
  );
  console.log('');
}
const checks = verdicts(http?.rows ?? [], semantic);
console.log('Targets');
console.log(
  table(
    ['target', 'figure', 'mark', 'by how much'],
    checks.map((v) => [v.target, v.figure, v.pass ? 'PASS' : 'MISS', v.note]),
  ),
);
console.log(
  `\nTotal time ${seconds(performance.now() - runStarted)}. Load average (1, 5, 15 min) at start ${loadAtStart}, at end ${load()}: other work on these ${cpus().length} CPUs slows every row.`,
);

mkdirSync(resultsDir, { recursive: true });
const resultsPath = `${resultsDir}/search-${dbKind}.json`;
writeFileSync(
  resultsPath,
  `${JSON.stringify(
    {
      ranAt: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        memoryGb: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: load(),
      },
      database: dbKind,
      listings,
      seed: { ...seed, reused },
      load: {
        connections,
        durationS,
        warmupS,
        path: SEARCH_PATH,
        tool: { fixedRequest: fixedClient, cold: 'autocannon 8' },
      },
      http: http?.rows.map((row) => ({ ...row, result: roundAll(row.result) })) ?? null,
      appRssMb: http?.appRssMb ?? null,
      coldMixedGc: http?.coldMixedGc ? roundAll(http.coldMixedGc) : null,
      dayFirstSearchMs: http?.dayFirstSearchMs.map(Math.round) ?? null,
      semantic: semantic ? roundAll(semantic) : null,
      targets: checks,
    },
    null,
    2,
  )}\n`,
);
console.log(`Figures written to ${resultsPath}.`);
