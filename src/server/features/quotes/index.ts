// The quotes feature's public surface: its routes, registered by the app.
export { quoteRoutes } from './routes.ts';
