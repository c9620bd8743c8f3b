// The payouts feature's public surface: its routes, registered by the app.
export { payoutRoutes } from './routes.ts';
