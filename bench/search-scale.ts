// npm run bench:search-scale [-- --postgres <base url>] [-- --listings 100000] [-- --sizes 10000,100000] [-- --rounds 100]
//
// Search as more than one instance runs it, on PostgreSQL (issue 42's targets):
//  - start-up: the built server (`node dist/server/main.js`, as npm start runs it) from the command to the first
//    answered search, and to the first answer from the in-memory index, at --listings listings;
//  - freshness: two instances on one database; a listing renamed through the first (the write, then the call every
//    listing write ends with) is looked for through the second's GET /api/search/venues until it is found, --rounds
//    times;
//  - memory: each instance's resident memory once its index has loaded, at each of --sizes listings, and what that
//    comes to for ten instances.
// Each size has a database of its own beside --postgres's (bench_search_<size>), seeded once and kept.
// Writes bench/results/search-scale.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { venues } from '#server/db/schema/index.ts';
import { liveVenue } from '#server/features/listings/index.ts';
import { benchAppEnv } from './support/app-env.ts';
import { freePort, startChild, type ChildServer } from './support/child-server.ts';
import { benchPostgres } from './support/postgres-database.ts';
import { ms, roundAll, seconds, table, thousands, type Verdict } from './support/report-format.ts';
import { prepareSyntheticDatabase } from './support/synthetic-database.ts';

const TARGETS = { startupMs: 5000, freshP99Ms: 1000 } as const;
const INSTANCES_PLANNED = 10;
const POLL_MS = 5;

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    listings: { type: 'string', default: '100000' },
    sizes: { type: 'string', default: '10000,100000' },
    rounds: { type: 'string', default: '100' },
    runs: { type: 'string', default: '3' },
  },
});
const listings = wholeNumber(args.listings, '--listings');
const sizes = args.sizes.split(',').map((size) => wholeNumber(size, '--sizes'));
const rounds = wholeNumber(args.rounds, '--rounds');
const runs = wholeNumber(args.runs, '--runs');
const root = fileURLToPath(new URL('..', import.meta.url));

function wholeNumber(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) fail(`${name} takes positive whole numbers`);
  return n;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** A database of `size` synthetic listings on PostgreSQL, seeded when short of them. */
async function databaseOf(size: number): Promise<string> {
  const url = await benchPostgres(args.postgres, `bench_search_${size}`);
  const { database } = await prepareSyntheticDatabase({ listings: size, postgresUrl: url });
  await database.close();
  return url;
}

const appEnv = (databaseUrl: string, port: number) => benchAppEnv(port, { DATABASE_URL: databaseUrl });

interface SearchAnswer {
  source?: string;
  data?: { venues?: { id: string; name: string }[] };
}

async function searchVenues(port: number, query: string): Promise<SearchAnswer | null> {
  try {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/search/venues?search_query=${encodeURIComponent(query)}&sort_by=relevance&limit=5`,
    );
    return response.ok ? ((await response.json()) as SearchAnswer) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- start-up

interface Startup {
  firstAnswerMs: number;
  fromIndexMs: number;
  firstSource: string;
}

/** `node dist/server/main.js` on the database, timed to the first 200 of a search and to the first from the index. */
async function startOnce(databaseUrl: string): Promise<Startup> {
  const port = await freePort(4300);
  const started = performance.now();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      ...appEnv(databaseUrl, port),
    },
    stdio: 'ignore',
  });
  try {
    let first: { ms: number; source: string } | null = null;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('no answer from the index within 120 s');
      const answer = await searchVenues(port, 'rooftop terrace');
      if (answer) {
        first ??= { ms: performance.now() - started, source: answer.source ?? '?' };
        if (answer.source === 'search')
          return { firstAnswerMs: first.ms, fromIndexMs: performance.now() - started, firstSource: first.source };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

// ---------------------------------------------------------------- freshness and memory

interface Instances {
  writer: ChildServer;
  reader: ChildServer;
  stop(): Promise<void>;
}

async function twoInstances(databaseUrl: string): Promise<Instances> {
  const writerPort = await freePort(4400);
  const writer = await startChild('./app-server.ts', writerPort, appEnv(databaseUrl, writerPort));
  const readerPort = await freePort(writerPort + 1);
  const reader = await startChild('./app-server.ts', readerPort, appEnv(databaseUrl, readerPort)).catch(
    async (error: unknown) => {
      await writer.stop();
      throw error;
    },
  );
  return { writer, reader, stop: async () => void (await Promise.all([writer.stop(), reader.stop()])) };
}

/** Milliseconds from asking the writer to rename a venue until the reader's search finds the new name, per round. */
async function freshness({ writer, reader }: Instances, venueIds: string[]): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const word = `fresh${randomBytes(6).toString('hex')}`;
    const id = venueIds[round % venueIds.length] as string;
    const started = performance.now();
    const renamed = writer.ask({ rename: { id, name: `Venue ${word}` } });
    for (;;) {
      const answer = await searchVenues(reader.port, word);
      if (answer?.data?.venues?.some((venue) => venue.id === id)) break;
      if (performance.now() - started > 30_000)
        throw new Error(`round ${round}: the reader did not find the renamed venue within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    times.push(performance.now() - started);
    await renamed;
  }
  return times;
}

async function someVenueIds(databaseUrl: string): Promise<string[]> {
  const { openDatabase } = await import('#server/db/client.ts');
  const database = await openDatabase({ url: databaseUrl });
  try {
    const rows = await database.db
      .select({ id: venues.id })
      .from(venues)
      .where(liveVenue)
      .orderBy(asc(venues.id))
      .limit(rounds);
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------- main

const loadAtStart = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(
  `Search at scale on PostgreSQL: ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; load average ${loadAtStart}.`,
);

const memory: { listings: number; rssMb: [number | null, number | null] }[] = [];
let freshMs: number[] = [];
for (const size of [...new Set([...sizes, listings])].sort((a, b) => a - b)) {
  const url = await databaseOf(size);
  const instances = await twoInstances(url);
  try {
    memory.push({ listings: size, rssMb: [instances.writer.rssMb(), instances.reader.rssMb()] });
    if (size === listings) {
      console.log(
        `Freshness: ${rounds} venues renamed through one instance, looked for through the other (${thousands(size)} listings)...`,
      );
      freshMs = await freshness(instances, await someVenueIds(url));
    }
  } finally {
    await instances.stop();
  }
}

console.log(`Start-up: node dist/server/main.js at ${thousands(listings)} listings, ${runs} runs...`);
const startupUrl = await benchPostgres(args.postgres, `bench_search_${listings}`);
const startups: Startup[] = [];
for (let run = 0; run < runs; run++) startups.push(await startOnce(startupUrl));

const sortedFresh = [...freshMs].sort((a, b) => a - b);
const fresh = {
  rounds: freshMs.length,
  p50: quantile(sortedFresh, 0.5),
  p95: quantile(sortedFresh, 0.95),
  p99: quantile(sortedFresh, 0.99),
  max: sortedFresh.at(-1) ?? NaN,
};
const startup = {
  firstAnswerMs: median(startups.map((s) => s.firstAnswerMs)),
  fromIndexMs: median(startups.map((s) => s.fromIndexMs)),
  runs: startups,
};

console.log('');
console.log(
  table(
    ['listings', 'instance 1 RSS MB', 'instance 2 RSS MB', `${INSTANCES_PLANNED} instances, GB`],
    memory.map(({ listings: n, rssMb }) => {
      const each = Math.max(rssMb[0] ?? 0, rssMb[1] ?? 0);
      return [
        thousands(n),
        String(rssMb[0] ?? '?'),
        String(rssMb[1] ?? '?'),
        ((each * INSTANCES_PLANNED) / 1024).toFixed(1),
      ];
    }),
  ),
);
if (memory.length >= 2) {
  const [small, large] = [memory[0], memory.at(-1)] as const;
  const perListingKb =
    (((large?.rssMb[1] ?? 0) - (small?.rssMb[1] ?? 0)) * 1024) / ((large?.listings ?? 0) - (small?.listings ?? 0));
  const atMillionMb = (large?.rssMb[1] ?? 0) + (perListingKb * (1_000_000 - (large?.listings ?? 0))) / 1024;
  console.log(
    `  About ${perListingKb.toFixed(1)} KB of RSS a listing between the sizes; extrapolated, 1,000,000 listings: ${thousands(atMillionMb)} MB an instance.`,
  );
}
console.log('');
console.log(
  `Freshness over ${fresh.rounds} rounds: p50 ${ms(fresh.p50)} ms, p95 ${ms(fresh.p95)} ms, p99 ${ms(fresh.p99)} ms, max ${ms(fresh.max)} ms (polled every ${POLL_MS} ms).`,
);
console.log(
  `Start-up (median of ${runs}): first answered search ${seconds(startup.firstAnswerMs)} (first source: ${startups[0]?.firstSource}), first answer from the index ${seconds(startup.fromIndexMs)}.`,
);

const checks: Verdict[] = [
  {
    target: `start-up to the first answered search at ${thousands(listings)} listings < ${TARGETS.startupMs / 1000} s`,
    figure: seconds(startup.firstAnswerMs),
    pass: startup.firstAnswerMs < TARGETS.startupMs,
    note: `the index answers from ${seconds(startup.fromIndexMs)}`,
  },
  {
    target: `a listing change visible through another instance, p99 < ${TARGETS.freshP99Ms} ms`,
    figure: `${ms(fresh.p99)} ms`,
    pass: fresh.p99 < TARGETS.freshP99Ms,
    note: `p50 ${ms(fresh.p50)} ms over ${fresh.rounds} rounds`,
  },
];
console.log('');
console.log(
  table(
    ['target', 'figure', 'mark', 'note'],
    checks.map((v) => [v.target, v.figure, v.pass ? 'PASS' : 'MISS', v.note]),
  ),
);

const resultsDir = fileURLToPath(new URL('./results', import.meta.url));
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  `${resultsDir}/search-scale.json`,
  `${JSON.stringify(roundAll({ ranAt: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: loadAtStart }, listings, memory, freshness: fresh, startup, targets: checks }), null, 2)}\n`,
);
console.log(`Figures written to bench/results/search-scale.json.`);
