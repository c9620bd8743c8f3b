// The media feature's public surface: the listing artwork routes, and rendering it ahead of visitors.
export { mediaRoutes } from './routes.ts';
export { warmArtworkCache } from './warm-artwork-cache.ts';
