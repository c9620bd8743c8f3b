// The cache of server-rendered pages (features/seo/page-cache.ts), emptied after any write that may change what a
// public page shows. Registered before the features: a hook reaches only the routes of plugins registered after it.
import {
  createPageCache,
  PAGE_CACHE_MAX_CHARS,
  PAGE_CACHE_TTL_MS,
  type PageCache,
} from '../features/seo/page-cache.ts';
import { appWide } from './app-wide.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

/** Requests other than GET that no public page shows, made often: they keep the cache. Searches are POSTs (spec's
 *  RPC routes), the server renderer's own included. Any other write empties it, so a new kind of write is safe by
 *  default. */
const WRITES_PAGES_DO_NOT_SHOW = new RegExp(
  '^/api/(' +
    [
      'cart|analytics|errors|conversations|concierge|push|contact|waitlist|auth|profile|me',
      'rpc/(api_get_categories|api_search_venues|api_search_vendors|semantic_venue_search|semantic_vendor_search)',
      'functions/ai-assistant-enhanced',
    ].join('|') +
    ')(/|\\?|$)',
);

export const pageCache = appWide('page-cache', async (app) => {
  const cache = createPageCache({ ttlMs: PAGE_CACHE_TTL_MS, maxChars: PAGE_CACHE_MAX_CHARS });
  app.decorate('pageCache', cache);
  // Before the answer leaves, so that the writer's next page is rendered afresh.
  app.addHook('onSend', async (request, reply, payload) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (write && reply.statusCode < 400 && !WRITES_PAGES_DO_NOT_SHOW.test(request.url)) cache.clear();
    return payload;
  });
});
