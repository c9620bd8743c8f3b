// The auth feature's public surface: its routes, registered by the app.
export { authRoutes } from './routes.ts';
