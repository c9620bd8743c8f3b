import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a server-rendered page loads before it renders (app/routes.tsx): the queries of its first screen, into the
 * request's cache, with the same options as the page's hooks so that the browser finds them there after hydration.
 * A page module exports one beside the page, named `prefetch<Page>`.
 */
export type PagePrefetch = (queryClient: QueryClient, at: { params: Params; url: URL }) => Promise<unknown>;

/** The context React Router's static handler gives a server-rendered route's loader (entry-server.tsx). */
export interface ServerLoadContext {
  /** The request's query cache, dehydrated into the page after render. */
  queryClient: QueryClient;
}
