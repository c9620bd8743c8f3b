// Playwright global setup: the tests start once the server has finished its start-up work. Drawing every
// listing's cover and making its sizes in AVIF and WebP takes a core for 3.5 to over 6 minutes on this machine,
// depending on what else runs (docs/benchmarks.md), and the first tests would share it. The limit only guards
// against a warm-up that never ends: it is far above any measured time, so a slower machine still runs the tests.
import type { FullConfig } from '@playwright/test';

const LIMIT_MS = 15 * 60_000;

export default async function waitForWarmServer(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const until = Date.now() + LIMIT_MS;
  while (Date.now() < until) {
    const health = (await fetch(`${baseURL}/api/health`).then((r) => r.json())) as { artworkCache?: string };
    if (health.artworkCache === 'warm') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not finish rendering artwork within ${LIMIT_MS / 1000} s`);
}
