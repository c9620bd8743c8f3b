// The service worker and the telemetry (lib/background-services.ts) load in their own chunk once the app has
// started, with the §4 retry, so the first view does not wait for web-vitals or the service worker's registration.
// What happened before it is not lost: the telemetry asks its observers for the entries the browser buffered.
import { lazyRetry } from './lazy-retry.ts';

/** Production builds only (main.tsx): the dev server serves modules a service worker must not cache. A load that
 *  fails three times rejects, and the uncaught-error report (lib/error-report.ts) tells of it. */
export function startBackgroundServices(): Promise<void> {
  return lazyRetry(() => import('./background-services.ts')).then((module) => module.runBackgroundServices());
}
