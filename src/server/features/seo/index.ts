// The seo feature's public surface: its routes (crawler files, listing pages for crawlers, robots.txt and the
// sitemap), registered by the web app, and the built app page with each route's head, for any path.
export { readAppPage, type AppPage } from './app-page.ts';
export { appPageAnswer, seoRoutes } from './routes.ts';
export { loadServerRenderer } from './server-renderer.ts';
