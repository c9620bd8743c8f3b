// Listing pages with their own head for crawlers and link previews, /sitemap.xml and /robots.txt.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { appUrl } from '../../env.ts';
import { findVendor, findVenue } from '../listings/index.ts';
import { findStory } from '../stories/index.ts';
import type { AppPage } from './app-page.ts';
import type { AnsweredPage } from './page-cache.ts';
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
 * The web app's page for the request's path, with the page's own head when `readHead` gives one (null: no such
 * listing, a 404), as the payload to send; status and headers are set on `reply`. A public page's markup is rendered
 * into it; page and head are taken from the cache of rendered pages when fresh there. Any other page, a page whose
 * render fails or any page while the server starts, is rendered by the browser alone.
 */
export async function appPageAnswer(
  reply: FastifyReply,
  appPage: AppPage,
  readHead: () => Promise<PageHead | null | undefined> = async () => undefined,
): Promise<string> {
  const { url, server } = reply.request;
  const template = appPage.html(url.split('?')[0] ?? '/');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  // Until the database is prepared (ADR 020) the browser renders the page, with the data the API then answers.
  if (server.readiness.state !== 'ready') {
    reply.header('cache-control', 'no-store');
    return template;
  }
  const { renderer } = appPage;
  const answerPage = async (): Promise<AnsweredPage | null> => {
    const head = await readHead();
    if (head === null) return null;
    const rendered = renderer
      ? await renderer.render(new URL(url, 'http://localhost')).catch((error: unknown) => {
          reply.log.error({ err: error }, 'Rendering a page on the server failed: the browser renders it');
          return null;
        })
      : null;
    return { ...(head && { head }), rendered };
  };
  const { page, hit } = renderer
    ? await server.pageCache.get(url, answerPage)
    : { page: await answerPage(), hit: false };
  if (!page) {
    reply.status(404);
    return template;
  }
  const html = page.head ? injectHead(template, page.head) : template;
  const { rendered } = page;
  if (!rendered) return html;
  reply.header('x-page-cache', hit ? 'hit' : 'miss');
  // A page without a head of its own takes the title it rendered with.
  const titled = !page.head && rendered.title ? withTitle(html, rendered.title) : html;
  reply.status(rendered.status);
  return pageWithMarkup(titled, rendered.markup, rendered.pageState);
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
    return appPageAnswer(reply, appPage, async () => {
      const found = await findVenue(app.db, request.params.id, nobodyPreviews, request.log);
      return found ? venueHead(found.listing, origin) : null;
    });
  });

  app.get<{ Params: { id: string } }>('/vendor/:id', { schema: { hide: true } }, async (request, reply) => {
    return appPageAnswer(reply, appPage, async () => {
      const found = await findVendor(app.db, request.params.id, nobodyPreviews, request.log);
      return found ? vendorHead(found.listing, origin) : null;
    });
  });

  app.get<{ Params: { slug: string } }>('/stories/:slug', { schema: { hide: true } }, async (request, reply) => {
    return appPageAnswer(reply, appPage, async () => {
      const story = await findStory(app.db, request.params.slug);
      return story ? storyHead(story, origin) : null;
    });
  });

  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    appPageAnswer(reply, appPage, async () => homeHead(origin, HOME_IMAGE)),
  );
};

/** The seo feature: crawler files, and landing pages once the web app is built. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crawlerFileRoutes);
  await app.register(landingPageRoutes);
};
