// The messaging feature's public surface: its routes, registered by the app.
export { messagingRoutes } from './routes.ts';
