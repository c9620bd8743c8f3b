/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): precaches the app shell so the app opens offline, caches
// listing images and read-only catalogue answers as they are seen, takes over when the page asks (the update
// banner's Refresh Now), and shows web pushes (new messages, booking changes) unless an Eventide window is in front.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the server, which renders the public ones with their data; a page seen before opens offline from
// the cache, and any other page from the precached shell, which the browser renders alone. The server's own paths
// are not pages.
const pages = new NetworkFirst({
  cacheName: 'eventide-pages',
  plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * 24 * 3600 })],
});
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute((options) => pages.handle(options).catch(() => shell(options)), {
    denylist: [/^\/api\//, /^\/media\//, /^\/dev\//, /\/[^/?]+\.[^/?]+$/],
  }),
);

// Photos and artwork: from the cache once seen (their addresses change when they do).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.destination === 'image' && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'eventide-images',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Answers anyone may read, fresh when online and from the cache when not.
const READ_ONLY_API = [
  /^\/api\/catalogue\//,
  /^\/api\/venues\//,
  /^\/api\/vendors\//,
  /^\/api\/stories/,
  /^\/api\/search\/filters$/,
  /^\/api\/payments\/config$/,
];
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    READ_ONLY_API.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: 'eventide-api',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 24 * 3600 })],
  }),
);

// The update banner's Refresh Now: the waiting version takes over, and the page reloads when it does.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface Notice {
  title: string;
  body?: string;
  tag?: string;
  url?: string;
}

self.addEventListener('push', (event) => {
  let notice: Notice | null;
  try {
    notice = event.data ? (event.data.json() as Notice) : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  const shown = notice;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => client.visibilityState === 'visible' && client.focused)) return;
      await self.registration.showNotification(shown.title, {
        body: shown.body,
        tag: shown.tag,
        data: { url: shown.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) {
        await open.focus();
        await open.navigate(url.href);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
