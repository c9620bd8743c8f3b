// Recovery actions shared by the error screens.

/** Clears Cache Storage and unregisters service workers, then reloads: a chunk that failed to load
 *  may be a stale cached copy from before a deploy (§4 chunk-load failure: "clear cache and retry"). */
export async function clearCachesAndReload(): Promise<void> {
  try {
    if ('caches' in window) {
      const keys = await window.caches.keys();
      await Promise.all(keys.map((key) => window.caches.delete(key)));
    }
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } catch {
    // Best effort: reload anyway.
  }
  window.location.reload();
}

export function reloadPage(): void {
  window.location.reload();
}

/** A reload that bypasses the HTTP cache for the document by changing its URL. */
export function hardRefresh(): void {
  const url = new URL(window.location.href);
  url.searchParams.set('_refresh', Date.now().toString(36));
  window.location.replace(url.toString());
}
