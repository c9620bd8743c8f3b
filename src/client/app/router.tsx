import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { createRoutes } from './routes.tsx';

/**
 * The browser's router. Over a server-rendered page, the modules of the matched routes load before React hydrates,
 * so the first render in the browser is the page the server sent (React Router's documented way for lazy routes).
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  const routes = createRoutes();
  if (hydrating) await resolveLazyMatches(routes);
  return createBrowserRouter(routes);
}

async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
