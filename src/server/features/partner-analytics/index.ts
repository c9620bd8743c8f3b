// The partner-analytics feature's public surface: its routes, registered by the app.
export { partnerAnalyticsRoutes } from './routes.ts';
