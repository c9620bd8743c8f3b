// The uploads feature's public surface: its routes, registered by the app.
export { uploadRoutes } from './routes.ts';
