// The media feature's public surface: its routes, registered by the app.
export { mediaRoutes } from './routes.ts';
