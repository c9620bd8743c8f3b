// The concierge feature's public surface: its routes, registered by the app.
export { conciergeRoutes } from './routes.ts';
