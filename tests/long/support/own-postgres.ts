// A PostgreSQL server of the long tests' own, never the machine's shared one: a fresh cluster in a temporary folder,
// on its own port, that a test may stop and start again. Debian's binaries (/usr/lib/postgresql/<version>/bin, or
// PG_BIN); PostgreSQL refuses to run as root, so under root it runs as the postgres user.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const OWN_POSTGRES_PORT = 5499;

export interface OwnPostgres {
  /** postgres:// URL of a database on this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown (SIGINT: open sessions are ended, the server stops cleanly); resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts the server; resolves at the moment it accepts connections, as performance.now(). */
  start(): Promise<number>;
  /** Stops and deletes the cluster. */
  destroy(): Promise<void>;
}

function binaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = readdirSync('/usr/lib/postgresql').filter((v) =>
    existsSync(`/usr/lib/postgresql/${v}/bin/postgres`),
  );
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error('No PostgreSQL binaries in /usr/lib/postgresql/*/bin: install postgresql or set PG_BIN.');
  return `/usr/lib/postgresql/${newest}/bin`;
}

export async function startOwnPostgres(port = OWN_POSTGRES_PORT): Promise<OwnPostgres> {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', `${bin}/${command}`, ...args]] : [`${bin}/${command}`, args]) as [
      string,
      string[],
    ];
  const folder = mkdtempSync(join(tmpdir(), 'eventide-long-pg-'));
  if (asRoot)
    chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  const dataDir = join(folder, 'data');
  execFileSync(...run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']), {
    stdio: 'ignore',
  });

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const postmasterPid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

  async function start(): Promise<number> {
    const [command, args] = run('postgres', [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
    ]);
    const server = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: false });
    let log = '';
    server.stderr.on('data', (chunk: Buffer) => (log = (log + String(chunk)).slice(-4000)));
    const deadline = performance.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`PostgreSQL on port ${port} exited at start:\n${log}`);
      const probe = new pg.Client({ connectionString: url('postgres') });
      try {
        await probe.connect();
        await probe.query('SELECT 1');
        return performance.now();
      } catch (error) {
        if (performance.now() > deadline)
          throw new Error(`PostgreSQL on port ${port} did not accept connections within 30 s:\n${log}`, {
            cause: error,
          });
        await new Promise((resolve) => setTimeout(resolve, 25));
      } finally {
        await probe.end().catch(() => undefined);
      }
    }
  }

  async function stop(): Promise<void> {
    if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
    const pid = postmasterPid();
    process.kill(pid, 'SIGINT');
    while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  await start();
  return {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
