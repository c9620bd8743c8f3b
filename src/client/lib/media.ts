// Image addresses for the page (§9 Images): a srcset over the art widths, at the quality this device and its
// connection call for (85 desktop, 75 mobile, lowered on slow connections), and a placeholder at quality 20.
import { DISPLAY, IMAGES } from '#shared/constants.ts';
import { ART_WIDTHS, imageQuality } from '#shared/images.ts';

/** Whether a URL points at our resizable artwork (/media/art/...), which answers `?w=`. */
export function isResizable(url: string): boolean {
  return url.startsWith('/media/');
}

function sized(url: string, width: number, quality: number): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  params.set('q', String(quality));
  return `${path}?${params.toString()}`;
}

/** The quality this browser should ask for now: its screen size and the Network Information API's connection. */
export function deviceImageQuality(): number {
  if (typeof window === 'undefined') return IMAGES.desktopQuality;
  const mobile = window.matchMedia?.(`(max-width: ${DISPLAY.mobileBreakpointPx - 0.02}px)`).matches ?? false;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return imageQuality({ mobile, effectiveType: connection?.effectiveType ?? null });
}

/** src + srcSet for an image URL at `quality`; plain src for outside URLs. */
export function imageSources(
  url: string,
  quality: number = deviceImageQuality(),
  fallbackWidth: number = ART_WIDTHS[1],
): { src: string; srcSet?: string } {
  if (!isResizable(url)) return { src: url };
  return {
    src: sized(url, fallbackWidth, quality),
    srcSet: ART_WIDTHS.map((w) => `${sized(url, w, quality)} ${w}w`).join(', '),
  };
}

/** A small, quality-20 version shown blurred while the image loads; null for outside URLs. */
export function placeholderSource(url: string): string | null {
  return isResizable(url) ? sized(url, ART_WIDTHS[0], IMAGES.placeholderQuality) : null;
}
