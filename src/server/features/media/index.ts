// The media feature's public surface: the listing artwork routes, registered by the app, and rendering the artwork
// ahead of visitors (in a process of its own, which the app holds and stops).
export { ArtworkWarmUp, type ArtworkCacheState } from './artwork-warm-up.ts';
export { mediaRoutes } from './routes.ts';
export { warmArtworkCache } from './warm-artwork-cache.ts';
