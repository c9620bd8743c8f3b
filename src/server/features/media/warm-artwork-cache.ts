import type { FastifyInstance } from 'fastify';
import { IMAGES } from '#shared/constants.ts';
import { ART_WIDTHS } from '#shared/listings.ts';
import { stories, vendors, venues } from '../../db/schema/index.ts';
import { renderArtworkFile } from './render-artwork-file.ts';

/** What desktops and phones ask for first (§9), at every width: once a picture's source is drawn, a size is cheap. */
const WARM_QUALITIES = [IMAGES.desktopQuality, IMAGES.mobileQuality] as const;
/** AVIF first: every current browser takes it, and WebP is the fallback of the few that do not. */
const WARM_FORMATS = ['avif', 'webp'] as const;

/**
 * Renders each listing's cover image ahead of the first visitor, one at a time so it uses one core
 * while the server answers requests. Rendered files are kept, so this costs nothing after the first start.
 */
export async function warmArtworkCache(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  const store = { db: app.db, dataDir: app.env.DATA_DIR };
  app.artworkCache = 'warming';
  const covers = [
    ...(await app.db.select({ slug: venues.slug }).from(venues)).map((r) => ({ kind: 'venue' as const, slug: r.slug })),
    ...(await app.db.select({ slug: vendors.slug }).from(vendors)).map((r) => ({
      kind: 'vendor' as const,
      slug: r.slug,
    })),
    ...(await app.db.select({ slug: stories.slug }).from(stories)).map((r) => ({
      kind: 'story' as const,
      slug: r.slug,
    })),
  ].filter((c) => !c.slug.startsWith('synthetic-'));
  for (const format of WARM_FORMATS) {
    for (const quality of WARM_QUALITIES) {
      for (const width of ART_WIDTHS) {
        for (const cover of covers) {
          if (app.server.listening === false) return;
          await renderArtworkFile(store, { ...cover, index: 0, width, quality, format });
        }
      }
    }
  }
  app.artworkCache = 'warm';
  app.log.info(
    {
      images: covers.length * ART_WIDTHS.length * WARM_QUALITIES.length * WARM_FORMATS.length,
      seconds: Math.round((Date.now() - started) / 1000),
    },
    'artwork cache warm',
  );
}
