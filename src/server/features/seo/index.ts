// The seo feature's public surface: its routes (crawler files, listing pages) and the web app's page for any path.
export { readAppPage, type AppPage } from './app-page.ts';
export { sendAppPage, seoRoutes } from './routes.ts';
