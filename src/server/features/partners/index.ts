// The partners feature's public surface: its routes, registered by the app.
export { partnerRoutes } from './routes.ts';
