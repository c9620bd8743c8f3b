// How a picture is encoded in each format pages ask for (spec §9 images: WebP and AVIF where supported, JPEG for
// the rest). Sample artwork and uploaded photos are both encoded here, so a quality means the same look for both.
import type { Sharp } from 'sharp';
import type { ImageFormat } from '#shared/images.ts';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * AVIF's quality scale runs lower than WebP's and JPEG's for the same look (sharp's own defaults are 50 and 80), so
 * the §9 quality, which is on WebP's scale, is taken at three quarters: 85 → 64, 75 → 56, 20 → 15.
 */
export function avifQuality(quality: number): number {
  return Math.max(1, Math.round(quality * 0.75));
}

/**
 * Effort 2 of 0-9, with 4:2:0 chroma as lossy WebP has: a file clearly smaller than WebP's for a little more time,
 * where sharp's default effort 4 costs many times that for a few per cent more (figures: docs/benchmarks.md).
 */
const AVIF_OPTIONS = { effort: 2, chromaSubsampling: '4:2:0' } as const;

/** `image` encoded as `format` at the §9 `quality` (20-85). */
export function encodeImage(image: Sharp, format: ImageFormat, quality: number): Sharp {
  if (format === 'avif') return image.avif({ ...AVIF_OPTIONS, quality: avifQuality(quality) });
  if (format === 'webp') return image.webp({ quality });
  return image.jpeg({ quality, mozjpeg: true });
}
