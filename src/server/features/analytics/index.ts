// The analytics feature's public surface: its routes (§7 analytics events and the legacy-redirect report), registered
// by the app.
export { analyticsRoutes } from './routes.ts';
