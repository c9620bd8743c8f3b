// The server's renderer of the public pages a visitor lands on (routes marked serverRendered in app/routes.tsx): the
// route's data loads first (its loader fills the query cache), then React streams the page, and the cache goes into
// the page beside it so that the browser hydrates without fetching again. Built by `vite build --ssr` into
// dist/ssr/entry-server.js, which the server imports (src/server/features/seo/server-renderer.ts).
import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { pageStateScript } from './app/page-state.ts';
import { createRoutes, type ServerRenderedHandle } from './app/routes.tsx';
import type { ServerLoadContext } from './lib/page-prefetch.ts';
import { createQueryClient } from './lib/query-client.ts';
import { ServerTitleContext } from './lib/use-document-title.ts';

export { setApiTransport } from './lib/api.ts';

export type RenderedPage =
  /** Not a server-rendered page: the browser renders it from the app's bare page. */
  | { kind: 'browser' }
  /** `body` streams the markup of #root; `pageState` is the script that carries the query cache. */
  | { kind: 'page'; status: number; title: string | null; body: Readable; pageState: string };

function isServerRendered(handle: unknown): boolean {
  return (handle as Partial<ServerRenderedHandle> | undefined)?.serverRendered === true;
}

// Built once: each request brings its own query cache to the loaders as their context.
const routes = createRoutes({ serverData: true });
const handler = createStaticHandler(routes);

export async function renderPage(url: URL, onError: (error: unknown) => void): Promise<RenderedPage> {
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  if (!leaf || !isServerRendered(leaf.route.handle)) return { kind: 'browser' };

  const queryClient = createQueryClient();
  const requestContext: ServerLoadContext = { queryClient };
  const context = await handler.query(new Request(url), { requestContext });
  // Page loaders only fill the cache; a loader's own answer (a redirect) is the browser's to follow.
  if (context instanceof Response) return { kind: 'browser' };
  // A query that failed here renders as loading, and the browser tries it again (an error does not survive JSON).
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const pageState = pageStateScript(dehydrate(queryClient));
  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string | null = null;
  const writeTitle = (rendered: string) => {
    title = rendered;
  };

  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(
      <ServerTitleContext value={writeTitle}>
        <AppRoot queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>
      </ServerTitleContext>,
      {
        // The whole page, once its lazy parts (the home page's later sections) have rendered: a boundary React sent
        // later, or outlined for its size, would be revealed by an inline script, which the content security policy
        // forbids. Waiting costs little, the data having loaded before render.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          stream.pipe(body);
          resolve({ kind: 'page', status: context.statusCode, title, body, pageState });
        },
        onShellError: reject,
        onError,
      },
    );
  });
}
