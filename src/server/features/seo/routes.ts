// Listing pages with their own head for crawlers and link previews, /sitemap.xml and /robots.txt.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { appUrl } from '../../env.ts';
import { findVendor, findVenue } from '../listings/get-listing-detail.ts';
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
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await renderSitemap(app.db, origin)),
  );
};

/** `indexHtml` is the built web app's page, whose head each listing page replaces. */
export function listingPageRoutes(indexHtml: string): FastifyPluginAsync {
  return async (app) => {
    const origin = originOf(app.env);
    const page = (reply: FastifyReply, head: PageHead | null) =>
      reply
        .status(head ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(head ? injectHead(indexHtml, head) : indexHtml);

    app.get<{ Params: { id: string } }>('/venue/:id', { schema: { hide: true } }, async (request, reply) => {
      const found = await findVenue(app.db, request.params.id, nobodyPreviews, request.log);
      return page(reply, found ? venueHead(found.listing, origin) : null);
    });

    app.get<{ Params: { id: string } }>('/vendor/:id', { schema: { hide: true } }, async (request, reply) => {
      const found = await findVendor(app.db, request.params.id, nobodyPreviews, request.log);
      return page(reply, found ? vendorHead(found.listing, origin) : null);
    });
  };
}
