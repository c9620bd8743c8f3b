// The seo feature's public surface: the built app page with each route's head, listing pages for crawlers, robots.txt
// and the sitemap.
export { readAppPage } from './app-page.ts';
export { crawlerFileRoutes, listingPageRoutes, sendAppPage } from './routes.ts';
