// The stories feature's public surface: its routes, registered by the app.
export { storyRoutes } from './routes.ts';
