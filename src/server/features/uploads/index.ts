// The uploads feature's public surface: its routes (a user's photos), registered by the app.
export { uploadRoutes } from './routes.ts';
