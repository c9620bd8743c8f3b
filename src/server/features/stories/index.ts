// The stories feature's public surface: its routes, registered by the app, and one story (for its page's head).
export { storyRoutes } from './routes.ts';
export { findStory } from './stories.ts';
