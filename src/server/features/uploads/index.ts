// The uploads feature's public surface: its routes (a user's photos).
export { uploadRoutes } from './routes.ts';
