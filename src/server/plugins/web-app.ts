// The built React app: its files, listing pages with their own head for crawlers (features/seo), and index.html for
// any other page path so the client router decides. Without a build (tests, development) only the API answers.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { loadServerRenderer, readAppPage, appPageAnswer, seoRoutes, type AppPage } from '../features/seo/index.ts';
import { answerPartTooLong } from '../error-answers.ts';
import { fromProject } from '../project-paths.ts';
import { appWide } from './app-wide.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app's page for a path, or null when there is no build. */
    appPage: AppPage | null;
  }
}

const clientDir = fromProject('dist', 'client');
const rendererEntry = fromProject('dist', 'ssr', 'entry-server.js');

export const webApp = appWide('web-app', async (app) => {
  const hasBuild = existsSync(`${clientDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // The build's brotli and gzip copies (scripts/compress-client.mjs) go to browsers that accept them.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Vite names what is under assets/ by its content: a file there never changes.
      setHeaders: (reply, path) => {
        if (path.startsWith(`${clientDir}/assets/`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const appPage = hasBuild ? readAppPage(clientDir, await loadServerRenderer(app, rendererEntry)) : null;
  app.decorate('appPage', appPage);
  await app.register(seoRoutes);
  // Any other page path: the app's page, for the client router to decide (a route, so its answer is compressed).
  if (appPage) {
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // A missing file (an old build's chunk, say) is a real 404, so the client can recover from it.
      if (/^\/(api|media|dev)\//.test(path) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
      return appPageAnswer(reply, appPage);
    });
  }
  const maxPartLength = app.initialConfig.maxParamLength ?? 100;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.split('/').some((part) => part.length > maxPartLength)) return answerPartTooLong(reply);
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` } });
  });
});
