// npm run bench:realtime [-- --connections N] [-- --rate R] [-- --postgres <url>] [-- --instances 2] [-- --over post] ...
//
// Websocket delivery: N users (2,000 by default) in N/2 one-to-one conversations, one socket each, every user sending
// R messages a second (2 by default) to the other as the app does, a `send` frame on their socket (`--over post`: a
// POST /api/conversations/:id/messages each instead). Each message is timed from its send to the moment the other
// participant's socket receives it. The app runs as child
// processes (one, or two on one PostgreSQL with the two participants of every conversation on different instances);
// the load comes from client processes of its own. Prints p50/p95/p99 delivery latency, what was lost, and the
// server's memory and CPU against the targets, and writes them to bench/results/realtime-<db>-<instances>.json.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createMailer } from '#server/adapters/mail/index.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedIfEmpty } from '#server/db/seed/seed.ts';
import { parseEnv } from '#server/env.ts';
import { createAuth } from '#server/features/auth/index.ts';
import { freePort, startChild, type ChildServer } from './support/child-server.ts';
import { monotonicMicros, summariseProfile, type ProfileSummary } from './support/cpu-profile.ts';
import { startCpuMeter } from './support/proc-stats.ts';
import { createBenchPeople, type BenchConversation } from './support/realtime-fixtures.ts';
import { startLoadClient } from './support/realtime-load-client.ts';
import type { ConnectedReport, PlannedConversation, RunReport, SendRoute } from './support/realtime-protocol.ts';
import {
  figuresTable,
  summarise,
  verdicts,
  type InstanceFigures,
  type MachineFigures,
  type RunSettings,
} from './support/realtime-report.ts';
import { percent, seconds, table, thousands } from './support/report-format.ts';

/** p99 delivery targets of the requirement, by number of instances. */
const P99_TARGET_MS: Record<number, number> = { 1: 50, 2: 100 };
const CONNECT_CONCURRENCY = 50;

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '2' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    grace: { type: 'string', default: '10' },
    instances: { type: 'string', default: '1' },
    clients: { type: 'string', default: '2' },
    pool: { type: 'string', default: '64' },
    postgres: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    over: { type: 'string', default: 'socket' },
  },
});
if (args.over !== 'socket' && args.over !== 'post') throw new Error(`--over is socket or post, not ${args.over}`);
const over: SendRoute = args.over;
const connections = positiveNumber('connections', { integer: true });
const rate = positiveNumber('rate');
const durationS = positiveNumber('duration');
const warmupS = Number(args.warmup);
const graceS = positiveNumber('grace');
const instances = positiveNumber('instances', { integer: true });
const clients = positiveNumber('clients', { integer: true });
const pool = positiveNumber('pool', { integer: true });
const postgresUrl = args.postgres ?? process.env.BENCH_DATABASE_URL;
if (connections % 2 !== 0) fail('--connections must be even: users are paired 1:1');
if (!Number.isFinite(warmupS) || warmupS < 0) fail('--warmup must be 0 or more seconds');
if (instances > 2) fail('--instances takes 1 or 2');
if (instances === 2 && !postgresUrl)
  fail('--instances 2 needs PostgreSQL (--postgres <url> or BENCH_DATABASE_URL): PGlite is one process.');
if (args.fresh && postgresUrl)
  fail('--fresh drops the PGlite bench folder only; each run replaces its bench users on PostgreSQL anyway.');

const dbKind = postgresUrl ? 'postgres' : 'pglite';
const dataDir = fileURLToPath(new URL('../data/bench-realtime', import.meta.url));
const resultsDir = fileURLToPath(new URL('./results', import.meta.url));
const runStamp = new Date().toISOString().replace(/[:.]/g, '-');
const offeredPerSecond = connections * rate;
const settings: RunSettings = {
  instances,
  clients,
  offeredPerSecond,
  durationS,
  warmupS,
  graceS,
  p99TargetMs: P99_TARGET_MS[instances]!,
  minCarriedShare: 0.95,
};

function positiveNumber(
  name: 'connections' | 'rate' | 'duration' | 'grace' | 'instances' | 'clients' | 'pool',
  { integer = false } = {},
): number {
  const n = Number(args[name]);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    fail(`--${name} must be a positive ${integer ? 'whole ' : ''}number`);
  return n;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

// ---------------------------------------------------------------- the app

/** The environment of an app instance; the parent signs cookies with the same secret and cookie settings. */
function appEnv(port: number): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'true',
    HOST: '127.0.0.1',
    APP_URL: origin,
    AUTH_SECRET: 'bench-realtime-only-secret-0123456789abcdefghijklmnop',
    // Thousands of messages a minute come from 127.0.0.1: the per-route limits would refuse almost all of them.
    RATE_LIMITS: 'off',
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { DATA_DIR: dataDir }),
  };
}

const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

/**
 * Seeds the sample catalogue if the database is empty and writes the bench users and conversations, before any app
 * instance opens the database (PGlite is one process's database; it is closed again here).
 */
async function prepareDatabase(
  port: number,
): Promise<{ conversations: BenchConversation[]; venueName: string; setupMs: number }> {
  const started = performance.now();
  if (args.fresh) rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase(postgresUrl ? { url: postgresUrl } : { dataDir });
  try {
    await database.migrate();
    const env = parseEnv(appEnv(port));
    const auth = createAuth(env, database.db, createMailer(env, database.db), silentLog);
    const seeded = await seedIfEmpty(database.db, auth);
    if (seeded.seeded)
      console.log(`  seeded the sample catalogue (${seeded.venues} venues, ${seeded.vendors} vendors).`);
    const people = await createBenchPeople(database.db, auth, connections);
    if (people.removedUsers > 0)
      console.log(
        `  removed ${thousands(people.removedUsers)} bench users of an earlier run, with their conversations and messages.`,
      );
    return { conversations: people.conversations, venueName: people.venue.name, setupMs: performance.now() - started };
  } finally {
    await database.close();
  }
}

async function startInstances(ports: number[]): Promise<ChildServer[]> {
  const servers: ChildServer[] = [];
  for (const [i, port] of ports.entries()) {
    const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir(i)}`] : [];
    // One after the other: the first applies any migration before the second starts.
    try {
      servers.push(await startChild('./app-server.ts', port, appEnv(port), 300_000, profile));
    } catch (error) {
      await Promise.all(servers.map((s) => s.stop()));
      throw error;
    }
  }
  return servers;
}

/** A folder per instance and run: node writes a profile per thread (tsx's module loader has one of its own). */
const profileDir = (instance: number) =>
  `${resultsDir}/profiles/realtime-${dbKind}-${instances}-${runStamp}/instance-${instance + 1}`;

/** node names profiles CPU.<date>.<time>.<pid>.<thread id>.<sequence>.cpuprofile; the main thread is thread 0. */
function mainThreadProfile(dir: string): string {
  const name = readdirSync(dir).find((file) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(file));
  if (!name) throw new Error(`no main-thread CPU profile in ${dir}`);
  return `${dir}/${name}`;
}

/** The signed cookie must sign in: GET /api/me on every instance answers as the bench user. */
async function checkCookie(servers: ChildServer[], conversation: BenchConversation): Promise<void> {
  const [someone] = conversation.participants;
  for (const server of servers) {
    const origin = `http://127.0.0.1:${server.port}`;
    const me = (await (await fetch(`${origin}/api/me`, { headers: { cookie: someone.cookie } })).json()) as {
      user: { id: string } | null;
    };
    if (me.user?.id !== someone.id)
      throw new Error(
        `The bench's session cookie does not sign in on ${origin}: /api/me answered ${JSON.stringify(me)}`,
      );
  }
}

// ---------------------------------------------------------------- load clients

/** Conversations dealt round-robin to the clients; with two instances each conversation's participants are on different ones. */
function plan(conversations: BenchConversation[]): PlannedConversation[][] {
  const shares: PlannedConversation[][] = Array.from({ length: clients }, () => []);
  for (const [i, conversation] of conversations.entries()) {
    const [a, b] = conversation.participants;
    shares[i % clients]!.push({
      id: conversation.id,
      participants: [
        { userId: a.id, cookie: a.cookie, instance: 0 },
        { userId: b.id, cookie: b.cookie, instance: instances - 1 },
      ],
    });
  }
  return shares;
}

// ---------------------------------------------------------------- the run

/** What the bench reads of each instance, and where its CPU went when profiled. */
interface ProfiledInstance extends InstanceFigures {
  profile: ProfileSummary | null;
}

interface RunFigures {
  connected: ConnectedReport[];
  reports: RunReport[];
  instances: ProfiledInstance[];
  machine: MachineFigures;
}

async function runLoad(servers: ChildServer[], conversations: BenchConversation[]): Promise<RunFigures> {
  const figures: ProfiledInstance[] = servers.map((s) => ({
    port: s.port,
    rssIdleMb: s.rssMb(),
    rssConnectedMb: null,
    rssPeakMb: null,
    rssAfterMb: null,
    cpuCores: null,
    profile: null,
  }));
  const loadClients = Array.from({ length: clients }, startLoadClient);
  try {
    const origins = servers.map((s) => `http://127.0.0.1:${s.port}`);
    console.log(`Connecting ${thousands(connections)} sockets from ${clients} client processes...`);
    const shares = plan(conversations);
    const connected = await Promise.all(
      loadClients.map((client, i) =>
        client.ask<ConnectedReport>({
          type: 'connect',
          origins,
          conversations: shares[i]!,
          connectConcurrency: CONNECT_CONCURRENCY,
          pool,
        }),
      ),
    );
    const failed = connected.reduce((sum, c) => sum + c.failed, 0);
    if (failed > 0)
      throw new Error(
        `${failed} sockets did not connect; the first said: ${connected.find((c) => c.firstError)?.firstError}`,
      );
    console.log(
      `  ${thousands(connections)} sockets ready in ${seconds(Math.max(...connected.map((c) => c.connectMs)))}.`,
    );
    await sleep(1000);
    servers.forEach((s, i) => (figures[i]!.rssConnectedMb = s.rssMb()));

    const startAt = Date.now() + 1000;
    const windowFrom = startAt + warmupS * 1000;
    const windowTo = windowFrom + durationS * 1000;
    console.log(
      `Sending ${rate} messages/s per connection (${thousands(offeredPerSecond)}/s): ${warmupS} s warm-up, then ${durationS} s measured...`,
    );
    const done = Promise.all(
      loadClients.map((client) =>
        client.ask<RunReport>({
          type: 'run',
          startAt,
          warmupMs: warmupS * 1000,
          durationMs: durationS * 1000,
          graceMs: graceS * 1000,
          rate,
          over,
        }),
      ),
    );
    // Memory every second, CPU over the measured window.
    const peak = servers.map(() => 0);
    const sampler = setInterval(() => servers.forEach((s, i) => (peak[i] = Math.max(peak[i]!, s.rssMb() ?? 0))), 1000);
    await sleep(windowFrom - Date.now());
    const meter = startCpuMeter(
      servers.map((s) => s.pid),
      { postgres: Boolean(postgresUrl) },
    );
    const microsFrom = monotonicMicros();
    await sleep(windowTo - Date.now());
    const cpu = meter.stop();
    const microsTo = monotonicMicros();
    const reports = await done;
    clearInterval(sampler);
    servers.forEach((s, i) =>
      Object.assign(figures[i]!, { rssPeakMb: peak[i] || null, rssAfterMb: s.rssMb(), cpuCores: cpu.processCores[i] }),
    );
    if (args['cpu-prof']) {
      // The profile is written when the server exits.
      await Promise.all(servers.map((s) => s.stop()));
      figures.forEach((f, i) => (f.profile = summariseProfile(mainThreadProfile(profileDir(i)), microsFrom, microsTo)));
    }
    // Whatever the machine did besides the servers, the load clients, PostgreSQL and this process: another job.
    const known = [
      ...cpu.processCores.map((c) => c ?? 0),
      ...reports.map((r) => r.cpuSeconds / durationS),
      cpu.postgresCores ?? 0,
      cpu.ownCores,
    ];
    const otherCores =
      cpu.machineBusy === null ? null : Math.max(0, cpu.machineBusy * cpus().length - known.reduce((a, b) => a + b, 0));
    return {
      connected,
      reports,
      instances: figures,
      machine: { busy: cpu.machineBusy, postgresCores: cpu.postgresCores, otherCores },
    };
  } finally {
    for (const client of loadClients) client.process.kill();
  }
}

// ---------------------------------------------------------------- main

const runStarted = performance.now();
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const loadAtStart = load();
console.log(
  `Realtime benchmark: ${thousands(connections)} connections in ${thousands(connections / 2)} conversations on ${dbKind}, ${instances} instance${instances > 1 ? 's' : ''}; ` +
    `${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; load average ${loadAtStart}.`,
);
console.log(`Preparing ${postgresUrl ? 'the PostgreSQL database' : dataDir}...`);
const ports = [await freePort(4300)];
while (ports.length < instances) ports.push(await freePort(ports.at(-1)! + 1));
const prepared = await prepareDatabase(ports[0]!);
console.log(
  `  ${thousands(connections)} users with sessions, ${thousands(prepared.conversations.length)} conversations about "${prepared.venueName}" in ${seconds(prepared.setupMs)}.`,
);
console.log(
  `Starting ${instances} app instance${instances > 1 ? 's' : ''} (boot(), NODE_ENV=production, LOG_LEVEL=silent, RATE_LIMITS=off)...`,
);
const servers = await startInstances(ports);
let run: RunFigures;
try {
  await checkCookie(servers, prepared.conversations[0]!);
  run = await runLoad(servers, prepared.conversations);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
const summary = summarise(run.reports, settings);
const checks = verdicts(summary, settings);

console.log('');
console.log(
  `Realtime delivery on ${dbKind}, ${instances} instance${instances > 1 ? 's' : ''}${instances > 1 ? ' (each conversation across both)' : ''}: ` +
    `${thousands(connections)} sockets, ${rate} msg/s each over ${over === 'socket' ? 'the socket' : 'POST'}, ${durationS} s after ${warmupS} s warm-up; load from ${clients} client processes.`,
);
console.log(figuresTable(summary, run.instances, run.machine, settings));
console.log(
  "  Delivery: from the send (socket frame or POST) to the other participant's socket receiving the messages insert event;",
);
console.log(
  `  'never': not received within the ${graceS} s grace period after the window (counted as slower than every received one).`,
);
const busiestClient = Math.max(...summary.clientCpuCores);
if (busiestClient > 0.8)
  console.log(
    `  A load client used ${busiestClient.toFixed(2)} cores: with more --clients the load tool may measure less of itself.`,
  );
for (const [i, f] of run.instances.entries()) {
  if (!f.profile) continue;
  console.log('');
  console.log(
    `CPU profile of ${run.instances.length > 1 ? `server ${i + 1}` : 'the server'}'s main thread in the measured window (${thousands(f.profile.samples)} samples; self time), in ${profileDir(i)}:`,
  );
  console.log(
    table(
      ['package', 'self'],
      f.profile.packages.map((h) => [h.name, percent(h.selfShare, 1)]),
    ),
  );
  console.log(
    table(
      ['function', 'self'],
      f.profile.functions.map((h) => [h.name, percent(h.selfShare, 1)]),
    ),
  );
}
console.log('');
console.log('Targets');
console.log(
  table(
    ['target', 'figure', 'mark', 'by how much'],
    checks.map((v) => [v.target, v.figure, v.pass ? 'PASS' : 'MISS', v.note]),
  ),
);
console.log(
  `\nTotal time ${seconds(performance.now() - runStarted)}. Load average (1, 5, 15 min) at start ${loadAtStart}, at end ${load()}.`,
);

mkdirSync(resultsDir, { recursive: true });
const resultsPath = `${resultsDir}/realtime-${dbKind}-${instances}.json`;
const { clientCpuCores, ...figures } = summary;
writeFileSync(
  resultsPath,
  `${JSON.stringify(
    roundAll({
      ranAt: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        memoryGb: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: load(),
        ...run.machine,
      },
      database: dbKind,
      instances,
      load: {
        connections,
        conversations: connections / 2,
        ratePerConnection: rate,
        offeredPerSecond,
        durationS,
        warmupS,
        graceS,
        clientProcesses: clients,
        poolPerClient: pool,
      },
      setupMs: prepared.setupMs,
      connectMs: Math.max(...run.connected.map((c) => c.connectMs)),
      figures,
      clientCpuCores,
      servers: run.instances,
      targets: checks,
    }),
    null,
    2,
  )}\n`,
);
console.log(`Figures written to ${resultsPath}.`);

/** Figures to 3 decimals, so the JSON stays small and readable; a message that never arrived is "never". */
function roundAll<T>(value: T): T {
  const round = (_key: string, v: unknown) =>
    v === Infinity ? 'never' : typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1000) / 1000 : v;
  return JSON.parse(JSON.stringify(value, round)) as T;
}
