// The media feature's public surface: the listing artwork routes, registered by the app, and rendering the artwork
// ahead of visitors.
export { mediaRoutes } from './routes.ts';
export { warmArtworkCache } from './warm-artwork-cache.ts';
