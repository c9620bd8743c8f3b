// The built app as a benchmark's child process, on a fresh copy of the sample catalogue, and the machine's load
// average to print beside the figures.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { benchAppEnv } from './app-env.ts';
import { freePort, startChild, type ChildServer } from './child-server.ts';
import { seconds } from './report-format.ts';

/** The 1, 5 and 15 minute load averages, as "1.2 0.8 0.5". */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}

/**
 * Starts the built app in production mode on an emptied `dataDir` (it seeds the sample catalogue), on the first free
 * port from `firstPort`, says how long it took, and waits until its start-up work (listing artwork drawn in a child
 * process) is done, so that the figures measure a settled server as visitors of a live site meet it.
 */
export async function startSampleApp(
  dataDir: string,
  firstPort: number,
): Promise<{ app: ChildServer; origin: string }> {
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort(firstPort);
  const started = performance.now();
  const app = await startChild('./app-server.ts', port, {
    ...benchAppEnv(port, { DATA_DIR: dataDir }),
    SEED_ON_START: 'true',
    BENCH_WARM_ARTWORK: 'true',
  });
  console.log(`App up in ${seconds(performance.now() - started)} on a fresh sample catalogue.`);
  const origin = `http://127.0.0.1:${port}`;
  await artworkWarm(origin);
  console.log(`Start-up work done after ${seconds(performance.now() - started)}.`);
  return { app, origin };
}

const ARTWORK_LIMIT_MS = 600_000;

async function artworkWarm(origin: string): Promise<void> {
  const until = Date.now() + ARTWORK_LIMIT_MS;
  while (Date.now() < until) {
    const health = (await fetch(`${origin}/api/health`).then((r) => r.json())) as { artworkCache?: string };
    if (health.artworkCache === 'warm') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not finish drawing listing artwork within ${ARTWORK_LIMIT_MS / 1000} s`);
}
