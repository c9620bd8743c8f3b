// Listing pages with their own head for crawlers and link previews, /sitemap.xml and /robots.txt.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { appUrl } from '../../env.ts';
import { findVendor, findVenue } from '../listings/get-listing-detail.ts';
import type { AppPage } from './app-page.ts';
import { injectHead } from './inject-head.ts';
import { vendorHead, venueHead, type PageHead } from './page-head.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

const nobodyPreviews = async () => false;

const originOf = (env: Parameters<typeof appUrl>[0]) => appUrl(env).replace(/\/$/, '');

export const crawlerFileRoutes: FastifyPluginAsync = async (app) => {
  const origin = originOf(app.env);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderRobots(origin)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await renderSitemap(app.db, origin)),
  );
};

/** Sends the web app's page for the request's path, with a page's own head when given. */
export function sendAppPage(reply: FastifyReply, appPage: AppPage, head?: PageHead | null) {
  const html = appPage(reply.request.url.split('?')[0] ?? '/');
  return reply
    .status(head === null ? 404 : 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(head ? injectHead(html, head) : html);
}

/** Listing pages: the web app's page with the listing's own head (when the web app is built: `app.appPage`). */
export const listingPageRoutes: FastifyPluginAsync = async (app) => {
  const { appPage } = app;
  if (!appPage) return;
  const origin = originOf(app.env);

  app.get<{ Params: { id: string } }>('/venue/:id', { schema: { hide: true } }, async (request, reply) => {
    const found = await findVenue(app.db, request.params.id, nobodyPreviews, request.log);
    return sendAppPage(reply, appPage, found ? venueHead(found.listing, origin) : null);
  });

  app.get<{ Params: { id: string } }>('/vendor/:id', { schema: { hide: true } }, async (request, reply) => {
    const found = await findVendor(app.db, request.params.id, nobodyPreviews, request.log);
    return sendAppPage(reply, appPage, found ? vendorHead(found.listing, origin) : null);
  });
};

/** The seo feature: crawler files, and listing pages once the web app is built. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crawlerFileRoutes);
  await app.register(listingPageRoutes);
};
