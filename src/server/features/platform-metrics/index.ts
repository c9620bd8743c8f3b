// The platform metrics feature's public surface: the admins' marketplace and performance routes, registered by the
// app.
export { platformMetricsRoutes } from './routes.ts';
