// Image quality and size rules (spec §9 Images).
import { IMAGES } from './constants.ts';

export const MAX_IMAGE_WIDTH = IMAGES.maxWidth;

/** The widths a listing's or story's artwork is made in (`?w=`, #shared/listings.ts artworkUrl). */
export const ART_WIDTHS = [480, 800, 1200] as const;

/** Network Information API's effectiveType values. */
export type EffectiveConnectionType = 'slow-2g' | '2g' | '3g' | '4g';

/** 75 on mobile, 85 on desktop; slow connections lower it (slow-2g -40 min 30, 2g -30 min 40, 3g -20 min 50). */
export function imageQuality(input: { mobile: boolean; effectiveType?: string | null }): number {
  const base = input.mobile ? IMAGES.mobileQuality : IMAGES.desktopQuality;
  const slow = input.effectiveType
    ? IMAGES.slowConnection[input.effectiveType as keyof typeof IMAGES.slowConnection]
    : undefined;
  return slow ? Math.max(slow.min, base - slow.reduceBy) : base;
}

/** Requested width capped at 1200 px; invalid widths give the maximum. */
export function imageWidth(requested?: number): number {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return MAX_IMAGE_WIDTH;
  return Math.min(MAX_IMAGE_WIDTH, Math.round(requested));
}

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** §9's formats in order of preference (AVIF, then WebP) where supported, else JPEG. */
export function preferredImageFormat(support: { avif: boolean; webp: boolean }): ImageFormat {
  return IMAGES.formats.find((format) => support[format]) ?? 'jpeg';
}

/** Picks a format from an HTTP Accept header (e.g. "image/avif,image/webp,*\/*"). */
export function formatFromAccept(accept: string | null | undefined): ImageFormat {
  const header = accept ?? '';
  return preferredImageFormat({ avif: header.includes('image/avif'), webp: header.includes('image/webp') });
}
