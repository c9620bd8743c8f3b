// The platform-metrics feature's public surface: its routes, registered by the app.
export { platformMetricsRoutes } from './routes.ts';
