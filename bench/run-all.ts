// npm run bench [-- --only startup,lighthouse,interactions,pages,api,search,search-scale,realtime,availability]
//               [-- --postgres <base url>]
//
// Every harness, one after the other (each alone on the machine, as its figures need), then bench/report.ts writes
// the latest figures into docs/benchmarks.md. PostgreSQL runs use databases of their own beside the base URL's
// (bench_api_<size>, bench_search_100k, bench_search_<size> for search-scale, bench_realtime, bench_availability),
// created when missing. Takes about an hour on 2 cores, most of it seeding 100,000 listings the first time (kept for
// later runs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchPostgres } from './support/postgres-database.ts';

const HARNESSES = [
  'startup',
  'lighthouse',
  'interactions',
  'pages',
  'api',
  'search',
  'search-scale',
  'realtime',
  'availability',
] as const;
type Harness = (typeof HARNESSES)[number];
/** Harnesses whose script is named otherwise (npm run bench:pages runs bench/page-render.ts). */
const SCRIPTS: Partial<Record<Harness, string>> = { pages: 'page-render' };

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: HARNESSES.join(',') },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const chosen = args.only.split(',') as Harness[];
const unknown = chosen.filter((name) => !HARNESSES.includes(name));
if (unknown.length > 0) {
  console.error(`--only takes ${HARNESSES.join(', ')}; not ${unknown.join(', ')}`);
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));

function run(command: string, commandArgs: string[]): void {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const tsx = (script: string, scriptArgs: string[] = []) => run('npx', ['tsx', `bench/${script}.ts`, ...scriptArgs]);

run('npm', ['run', 'build']);
const failed: string[] = [];
for (const harness of chosen) {
  try {
    if (harness === 'realtime') {
      tsx('realtime');
      tsx('realtime', ['--postgres', await benchPostgres(args.postgres, 'bench_realtime')]);
    } else if (harness === 'availability') {
      tsx('availability');
      tsx('availability', ['--postgres', await benchPostgres(args.postgres, 'bench_availability')]);
    } else if (harness === 'search') {
      tsx('search');
      tsx('search', ['--postgres', await benchPostgres(args.postgres, 'bench_search_100k')]);
    } else {
      tsx(
        SCRIPTS[harness] ?? harness,
        harness === 'api' || harness === 'search-scale' ? ['--postgres', args.postgres] : [],
      );
    }
  } catch (error) {
    console.error((error as Error).message);
    failed.push(harness);
  }
}
run('npx', ['tsx', 'bench/report.ts']);
if (failed.length > 0) {
  console.error(`\nThese harnesses failed: ${failed.join(', ')}; the report holds their previous figures, if any.`);
  process.exit(1);
}
