// The health feature's public surface: its route (GET /api/health), registered by the app.
export { healthRoutes } from './routes.ts';
