// The partner analytics feature's public surface: its routes, and counting a view of a listing page.
export { recordListingView } from './record-view.ts';
export { partnerAnalyticsRoutes } from './routes.ts';
