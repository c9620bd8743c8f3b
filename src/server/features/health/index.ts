// The health feature's public surface: its routes, registered by the app.
export { healthRoutes } from './routes.ts';
