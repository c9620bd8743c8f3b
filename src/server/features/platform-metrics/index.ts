// The platform metrics feature's public surface: the admins' marketplace and performance routes.
export { platformMetricsRoutes } from './routes.ts';
