// The reviews feature's public surface: its routes.
export { reviewRoutes } from './routes.ts';
