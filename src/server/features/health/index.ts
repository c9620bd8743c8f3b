// The health feature's public surface: GET /api/health.
export { healthRoutes } from './routes.ts';
