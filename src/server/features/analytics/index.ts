// The analytics feature's public surface: its routes, registered by the app.
export { analyticsRoutes } from './routes.ts';
