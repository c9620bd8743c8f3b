// The partner analytics feature's public surface: its routes, registered by the app, and counting a view of a listing
// page.
export { recordListingView } from './record-view.ts';
export { partnerAnalyticsRoutes } from './routes.ts';
