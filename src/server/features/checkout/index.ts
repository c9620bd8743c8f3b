// The checkout feature's public surface: its routes, registered by the app.
export { checkoutRoutes } from './routes.ts';
