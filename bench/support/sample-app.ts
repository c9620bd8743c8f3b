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
 * port from `firstPort`, and says how long it took.
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
  });
  console.log(`App up in ${seconds(performance.now() - started)} on a fresh sample catalogue.`);
  return { app, origin: `http://127.0.0.1:${port}` };
}
