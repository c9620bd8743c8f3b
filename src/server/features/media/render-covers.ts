// The artwork warm-up's work, done in its own process (warm-artwork-child.ts): every cover rendered into the media
// cache from the list the server sends. No database is read: each cover comes with its category.
import { IMAGES } from '#shared/constants.ts';
import { ART_WIDTHS } from '#shared/images.ts';
import type { ArtworkCover } from './artwork-covers.ts';
import { renderArtworkFile, type ArtworkStore } from './render-artwork-file.ts';

/** What the server sends, once. */
export interface WarmArtworkJob {
  dataDir: string;
  covers: ArtworkCover[];
}

/** What the child sends back, once every file is in the cache. */
export interface ArtworkWarmed {
  warm: true;
  images: number;
}

/** What desktops and phones ask for first (§9), at every width: once a picture's source is drawn, a size is cheap. */
const WARM_QUALITIES = [IMAGES.desktopQuality, IMAGES.mobileQuality] as const;
/** AVIF first: every current browser takes it, and WebP is the fallback of the few that do not. */
const WARM_FORMATS = ['avif', 'webp'] as const;

/** Renders each cover at every warm width, quality and format, one at a time (one core); returns the images made or found. */
export async function renderCovers(job: WarmArtworkJob): Promise<number> {
  const categories = new Map(job.covers.map((c) => [`${c.kind}/${c.slug}`, c.category]));
  const store: ArtworkStore = {
    dataDir: job.dataDir,
    categoryOf: async (kind, slug) => categories.get(`${kind}/${slug}`) ?? null,
  };
  let images = 0;
  for (const format of WARM_FORMATS) {
    for (const quality of WARM_QUALITIES) {
      for (const width of ART_WIDTHS) {
        for (const { kind, slug } of job.covers) {
          if (await renderArtworkFile(store, { kind, slug, index: 0, width, quality, format })) images += 1;
        }
      }
    }
  }
  return images;
}
