// The cart feature's public surface: its routes, registered by the app.
export { cartRoutes } from './routes.ts';
