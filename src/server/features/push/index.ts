// The push feature's public surface: its routes, registered by the app.
export { pushRoutes } from './routes.ts';
