// npm run bench:api [-- --listings 10000,100000] [-- --databases pglite,postgres] [-- --postgres <base url>]
//                   [-- --duration S] [-- --warmup S] [-- --connections C]
//
// The API matrix of issue 9: autocannon on health, search (cold and cached), listing detail, the conversation list
// and the checkout quote, each beside a bare node:http hello world measured in the same run, on PGlite and on
// PostgreSQL, at 10,000 and 100,000 listings. Prints one table per database and size, and writes the figures to
// bench/results/api.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createMailer } from '#server/adapters/mail/index.ts';
import { parseEnv } from '#server/env.ts';
import { createAuth } from '#server/features/auth/index.ts';
import { createApiFixtures, type ApiFixtures } from './support/api-fixtures.ts';
import { benchAppEnv } from './support/app-env.ts';
import { freePort, startChild, type ChildServer } from './support/child-server.ts';
import { measure, type LoadResult, type LoadSpec } from './support/load.ts';
import { benchPostgres } from './support/postgres-database.ts';
import { ms, roundAll, seconds, table, thousands } from './support/report-format.ts';
import { DistinctBodies } from './support/search-queries.ts';
import { settle } from './support/settle.ts';
import { pgliteBenchDir, prepareSyntheticDatabase } from './support/synthetic-database.ts';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000,100000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
});
const sizes = args.listings.split(',').map(Number);
const kinds = args.databases.split(',') as ('pglite' | 'postgres')[];
const base = { connections: Number(args.connections), durationS: Number(args.duration), warmupS: Number(args.warmup) };
if (sizes.some((n) => !Number.isInteger(n) || n < 100))
  fail('--listings takes whole numbers of at least 100, separated by commas');
if (kinds.some((k) => k !== 'pglite' && k !== 'postgres')) fail('--databases takes pglite, postgres or both');
if (![base.connections, base.durationS].every((n) => Number.isInteger(n) && n > 0))
  fail('--connections and --duration take positive whole numbers');

const CACHED_SEARCH = JSON.stringify({ search_query: 'rooftop', sort_by: 'relevance' });
/** A date well ahead, so every quote is for a bookable day. */
const EVENT_DATE = `${new Date().getUTCFullYear() + 1}-06-12`;
const resultsDir = fileURLToPath(new URL('./results', import.meta.url));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

interface Row {
  name: string;
  result: LoadResult;
}

interface Run {
  database: 'pglite' | 'postgres';
  listings: number;
  bootMs: number;
  appRssMb: number | null;
  rows: Row[];
}

/** The checkout quote is limited to 100 a minute per address; the load comes from one. */
const appEnv = (port: number, database: { postgresUrl?: string; dataDir: string }) => ({
  ...benchAppEnv(port, database.postgresUrl ? { DATABASE_URL: database.postgresUrl } : { DATA_DIR: database.dataDir }),
  RATE_LIMITS: 'off',
});

async function runOne(kind: 'pglite' | 'postgres', listings: number, helloUrl: string): Promise<Run> {
  console.log(`\n== ${kind}, ${thousands(listings)} listings`);
  const postgresUrl = kind === 'postgres' ? await benchPostgres(args.postgres, `bench_api_${listings}`) : undefined;
  const location = { postgresUrl, dataDir: pgliteBenchDir(listings) };
  const port = await freePort(4300);
  const env = appEnv(port, location);
  const { database } = await prepareSyntheticDatabase({ listings, postgresUrl });
  let fixtures: ApiFixtures;
  try {
    const parsed = parseEnv(env);
    fixtures = await createApiFixtures(
      database.db,
      createAuth(parsed, database.db, createMailer(parsed, database.db), silentLog),
    );
  } finally {
    // PGlite is one process's database: closed here before the app opens it.
    await database.close();
  }

  const app = await startChild('./app-server.ts', port, env);
  try {
    const appUrl = `http://127.0.0.1:${port}`;
    console.log(
      `  app up in ${seconds(Number(app.info.bootMs))}; ${base.connections} connections, ${base.warmupS} s warm-up then ${base.durationS} s per row.`,
    );
    const json = { 'content-type': 'application/json', origin: appUrl, 'accept-encoding': 'gzip, deflate, br' };
    const specs = scenarios(appUrl, json, fixtures);
    await checkAnswers(specs);
    const rows: Row[] = [{ name: 'hello world (node:http)', result: await measure({ ...base, url: helloUrl }) }];
    for (const [name, spec] of specs) {
      await settle(appUrl);
      rows.push({ name, result: await measure({ ...base, ...spec }) });
    }
    const run: Run = { database: kind, listings, bootMs: Number(app.info.bootMs), appRssMb: app.rssMb(), rows };
    console.log(runTable(run));
    return run;
  } finally {
    await app.stop();
  }
}

type Scenario = readonly [string, Omit<LoadSpec, 'connections' | 'durationS' | 'warmupS'>];

function scenarios(appUrl: string, json: Record<string, string>, fixtures: ApiFixtures): Scenario[] {
  const cold = new DistinctBodies();
  const pick = (ids: string[]) => {
    let next = 0;
    return () => ids[next++ % ids.length] as string;
  };
  const venue = pick(fixtures.venueIds);
  const quoteVenue = pick(fixtures.venueIds);
  const quoteVendor = pick(fixtures.vendorIds);
  const quote = () =>
    JSON.stringify({
      lines: [
        { type: 'venue', listingId: quoteVenue(), quantity: 1, hours: 4 },
        { type: 'vendor', listingId: quoteVendor(), quantity: 1, hours: 4 },
      ],
      eventDate: EVENT_DATE,
      startTime: '18:00',
    });
  return [
    ['health', { url: `${appUrl}/api/health` }],
    [
      'search, cached (one body)',
      { url: `${appUrl}/api/rpc/api_search_venues`, method: 'POST', headers: json, body: CACHED_SEARCH },
    ],
    [
      'search, cold (every body new, 3:1 words:filters)',
      { url: `${appUrl}/api/rpc/api_search_venues`, method: 'POST', headers: json, body: () => cold.next('mixed') },
    ],
    [
      `listing detail (${fixtures.venueIds.length} venues in turn)`,
      { url: `${appUrl}/api/venues/x`, headers: json, path: () => `/api/venues/${venue()}` },
    ],
    [
      'conversation list (signed in, 20)',
      { url: `${appUrl}/api/conversations`, headers: { ...json, cookie: fixtures.cookie } },
    ],
    [
      'checkout quote (venue and vendor)',
      { url: `${appUrl}/api/checkout/quote`, method: 'POST', headers: json, body: quote },
    ],
  ];
}

/** One request of each scenario before the load: each must answer 200, or the figures would measure refusals. */
async function checkAnswers(specs: Scenario[]): Promise<void> {
  for (const [name, spec] of specs) {
    const url = spec.path ? new URL(spec.path(), spec.url).toString() : spec.url;
    const body = typeof spec.body === 'function' ? spec.body() : spec.body;
    const response = await fetch(url, { method: spec.method ?? 'GET', headers: spec.headers, body });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${name}: ${response.status} ${text.slice(0, 300)}`);
  }
}

function runTable(run: Run): string {
  const hello = run.rows[0]?.result.rps ?? NaN;
  return table(
    ['scenario', 'req/s', 'x hello', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'],
    run.rows.map(({ name, result: r }) => [
      name,
      thousands(r.rps),
      (r.rps / hello).toFixed(3),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      String(r.non2xx),
      String(r.errors),
    ]),
  );
}

const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

// ---------------------------------------------------------------- main

const started = performance.now();
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const loadAtStart = load();
console.log(
  `API benchmark: ${kinds.join(' and ')} at ${sizes.map(thousands).join(' and ')} listings; ${cpus().length} CPUs, Node ${process.version}; load average ${loadAtStart}.`,
);
const helloPort = await freePort(4100);
const hello: ChildServer = await startChild('./hello-server.ts', helloPort, {});
const runs: Run[] = [];
try {
  for (const kind of kinds)
    for (const listings of sizes) runs.push(await runOne(kind, listings, `http://127.0.0.1:${helloPort}/`));
} finally {
  await hello.stop();
}
console.log(
  `\nTotal time ${seconds(performance.now() - started)}. Load average at start ${loadAtStart}, at end ${load()}.`,
);
mkdirSync(resultsDir, { recursive: true });
const resultsPath = `${resultsDir}/api.json`;
const machine = {
  cpus: cpus().length,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: load(),
};
writeFileSync(
  resultsPath,
  `${JSON.stringify(roundAll({ ranAt: new Date().toISOString(), machine, load: { ...base, tool: 'autocannon 8' }, runs }), null, 2)}\n`,
);
console.log(`Figures written to ${resultsPath}.`);
