// The account feature's public surface: its routes, registered by the app.
export { accountRoutes } from './routes.ts';
