// Listing pages with their own head for crawlers and link previews, /sitemap.xml and /robots.txt.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { appUrl } from '../../env.ts';
import { findVendor, findVenue } from '../listings/index.ts';
import { findStory } from '../stories/index.ts';
import type { AppPage } from './app-page.ts';
import { injectHead, withTitle } from './inject-head.ts';
import { homeHead, storyHead, vendorHead, venueHead, type PageHead } from './page-head.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

const nobodyPreviews = async () => false;

/** The picture a link to the home page shows. */
const HOME_IMAGE = '/icons/icon-512.png';

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

const EMPTY_ROOT = '<div id="root"></div>';

function pageWithMarkup(html: string, markup: string, pageState: string): string {
  // A function, not a string: a replacement string would read `$'` or `$\`` in the markup as the page around it.
  return html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${pageState}`);
}

/**
 * The web app's page for the request's path, with a page's own head when given (null: no such listing, a 404), as
 * the payload to send; status and headers are set on `reply`. A public page's markup is rendered into it (or taken
 * from the cache of rendered pages); any other page, a page whose render fails or any page while the server starts,
 * is rendered by the browser alone.
 */
export async function appPageAnswer(reply: FastifyReply, appPage: AppPage, head?: PageHead | null): Promise<string> {
  const { url, server } = reply.request;
  const template = appPage.html(url.split('?')[0] ?? '/');
  const html = head ? injectHead(template, head) : template;
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  reply.status(head === null ? 404 : 200);
  // Until the database is prepared (ADR 020) the browser renders the page, with the data the API then answers.
  if (server.readiness.state !== 'ready') {
    reply.header('cache-control', 'no-store');
    return html;
  }
  const { renderer } = appPage;
  if (head === null || !renderer) return html;

  const rendered = await server.pageCache
    .get(url, () => renderer.render(new URL(url, 'http://localhost')))
    .catch((error: unknown) => {
      reply.log.error({ err: error }, 'Rendering a page on the server failed: the browser renders it');
      return { page: null, hit: false };
    });
  const { page } = rendered;
  if (!page) return html;
  reply.header('x-page-cache', rendered.hit ? 'hit' : 'miss');
  // A page without a head of its own takes the title it rendered with.
  const titled = !head && page.title ? withTitle(html, page.title) : html;
  reply.status(page.status);
  return pageWithMarkup(titled, page.markup, page.pageState);
}

/** Landing pages with a head of their own (when the web app is built: `app.appPage`); a missing listing or story
 *  is a 404. */
export const landingPageRoutes: FastifyPluginAsync = async (app) => {
  const { appPage } = app;
  if (!appPage) return;
  const origin = originOf(app.env);
  // Until the database is prepared, without the listing's or story's own head: they are read from it.
  app.addHook('preHandler', async (_request, reply) => {
    if (app.readiness.state !== 'ready') return reply.send(await appPageAnswer(reply, appPage));
  });

  app.get<{ Params: { id: string } }>('/venue/:id', { schema: { hide: true } }, async (request, reply) => {
    const found = await findVenue(app.db, request.params.id, nobodyPreviews, request.log);
    return appPageAnswer(reply, appPage, found ? venueHead(found.listing, origin) : null);
  });

  app.get<{ Params: { id: string } }>('/vendor/:id', { schema: { hide: true } }, async (request, reply) => {
    const found = await findVendor(app.db, request.params.id, nobodyPreviews, request.log);
    return appPageAnswer(reply, appPage, found ? vendorHead(found.listing, origin) : null);
  });

  app.get<{ Params: { slug: string } }>('/stories/:slug', { schema: { hide: true } }, async (request, reply) => {
    const story = await findStory(app.db, request.params.slug);
    return appPageAnswer(reply, appPage, story ? storyHead(story, origin) : null);
  });

  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    appPageAnswer(reply, appPage, homeHead(origin, HOME_IMAGE)),
  );
};

/** The seo feature: crawler files, and landing pages once the web app is built. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crawlerFileRoutes);
  await app.register(landingPageRoutes);
};
