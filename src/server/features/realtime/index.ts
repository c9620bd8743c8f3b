// The realtime feature's public surface: its routes, registered by the app.
export { realtimeRoutes } from './routes.ts';
