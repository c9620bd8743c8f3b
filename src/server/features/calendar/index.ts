// The calendar feature's public surface: its routes, registered by the app.
export { calendarRoutes } from './routes.ts';
