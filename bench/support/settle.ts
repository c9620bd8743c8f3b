// Waits for a loaded app to catch up between measured runs.

/**
 * Waits until the app answers GET /api/health (one database query, queued behind any left over) quickly
 * twice in a row: cut-off requests of the last run are still being answered after autocannon stops.
 */
export async function settle(appUrl: string): Promise<void> {
  const deadline = performance.now() + 120_000;
  let quick = 0;
  while (quick < 2 && performance.now() < deadline) {
    const started = performance.now();
    await fetch(`${appUrl}/api/health`).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
