// The stories feature's public surface: its routes.
export { storyRoutes } from './routes.ts';
