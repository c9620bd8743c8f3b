// The update layer (§4, §9): the service worker is registered at start; a new version found is installed in the
// background, then offered ('available') until the visitor refreshes into it (skip-waiting, then a reload when it
// takes control) or says later. Updates are looked for 10 s after start and every 30 minutes; the version request
// gives up after 5 s.
import { useSyncExternalStore } from 'react';
import { UPDATE_LAYER } from '#shared/constants.ts';

export type UpdateStatus = 'idle' | 'available' | 'later';

let status: UpdateStatus = 'idle';
let apply: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setStatus(next: UpdateStatus) {
  status = next;
  for (const listener of listeners) listener();
}

/** Asks for the service worker script afresh; when the server answers, the browser checks it for a new version. */
export async function checkForUpdate(
  swUrl: string,
  registration: ServiceWorkerRegistration,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  if (registration.installing || !navigator.onLine) return false;
  const response = await fetcher(swUrl, {
    cache: 'no-store',
    headers: { 'cache-control': 'no-cache' },
    signal: AbortSignal.timeout(UPDATE_LAYER.versionRequestTimeoutMs),
  }).catch(() => null);
  if (response?.status !== 200) return false;
  await registration.update();
  return true;
}

type Register = (options: {
  immediate?: boolean;
  onNeedRefresh?: () => void;
  onRegisteredSW?: (swUrl: string, registration: ServiceWorkerRegistration | undefined) => void;
}) => (reloadPage?: boolean) => Promise<void>;

/** Registers the service worker (production builds in browsers that have them) and starts looking for updates. */
export function startAppUpdates(register: Register): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = register({
    immediate: true,
    onNeedRefresh: () => setStatus('available'),
    onRegisteredSW: (swUrl, registration) => {
      if (!registration) return;
      const check = () => void checkForUpdate(swUrl, registration);
      setTimeout(() => {
        check();
        setInterval(check, UPDATE_LAYER.checkIntervalMs);
      }, UPDATE_LAYER.firstCheckDelayMs);
    },
  });
  apply = async () => {
    // Reload when the new version takes control (whoever found it: our check, the browser's own, another tab).
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    await updateSW(true);
  };
}

export function useAppUpdate() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => 'idle' as const,
  );
  return {
    status: current,
    /** Refresh Now: the new version takes over and the page reloads into it. */
    refresh: () => void apply?.(),
    /** Later: the banner goes until the next version. */
    later: () => setStatus('later'),
  };
}
