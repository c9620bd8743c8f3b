import type { FastifyInstance } from 'fastify';
import { artworkCovers } from './artwork-covers.ts';

/**
 * Renders each listing's and story's cover image ahead of the first visitor, in a process of its own at low priority
 * (artwork-warm-up.ts). Rendered files are kept, so this costs little after the first start.
 */
export async function warmArtworkCache(app: FastifyInstance): Promise<void> {
  await app.artworkWarmUp.run({ dataDir: app.env.DATA_DIR, covers: await artworkCovers(app.db) });
}
