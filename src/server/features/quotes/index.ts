// The quotes feature's public surface: its routes.
export { quoteRoutes } from './routes.ts';
