// The reviews feature's public surface: its routes, registered by the app.
export { reviewRoutes } from './routes.ts';
