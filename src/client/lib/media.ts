// Image addresses for the page (§9 Images): our images (/media/...) in AVIF and WebP at the art widths, at quality 85
// on desktops and 75 on phones (lowered on slow connections), and a placeholder at quality 20. The viewport rule is
// written into the markup as <source media>, so the server and the browser render the same HTML and the browser
// picks before it fetches; only the connection, which no markup can ask about, is read in the browser.
import { DISPLAY, IMAGES } from '#shared/constants.ts';
import { ART_WIDTHS, imageQuality, type EffectiveConnectionType } from '#shared/images.ts';

/** Phones, for §9's mobile quality: below Tailwind's `md`, as `useIsMobile` has it. */
export const MOBILE_MEDIA = `(max-width: ${DISPLAY.mobileBreakpointPx - 0.02}px)`;

export type PictureFormat = 'avif' | 'webp';

/** Whether a URL points at our resizable images (/media/art/..., /media/uploads/...), which answer `?w=&q=`. */
export function isResizable(url: string): boolean {
  return url.startsWith('/media/');
}

/** Our image at `width`, `quality` and `format`: the format is the file's extension (…/0.avif, …/<id>.webp). */
export function imageVariant(url: string, width: number, quality: number, format: PictureFormat): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  params.set('q', String(quality));
  return `${path.replace(/\.(webp|avif|jpg)$/, '')}.${format}?${params.toString()}`;
}

/** A srcset over every art width, with width descriptors. */
export function imageSrcSet(url: string, quality: number, format: PictureFormat): string {
  return ART_WIDTHS.map((w) => `${imageVariant(url, w, quality, format)} ${w}w`).join(', ');
}

export interface PictureSource {
  type: `image/${PictureFormat}`;
  media?: string;
  srcSet: string;
}

export interface PictureSources {
  /** <source> elements in the order the browser tries them: AVIF before WebP, phones before the rest. */
  sources: PictureSource[];
  /** The <img>: WebP at desktop quality, for a browser that takes no <source>. */
  src: string;
  srcSet: string;
}

/** The browser's connection type (Network Information API), null where it is not told. */
export function connectionType(): EffectiveConnectionType | null {
  if (typeof navigator === 'undefined') return null;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const type = connection?.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g' || type === '4g' ? type : null;
}

/**
 * The <picture> sources of one of our images, at the §9 quality of phones and of desktops on `connection` (null: a
 * fast or unknown one, as on the server); null for an outside URL, which is shown as it is.
 */
export function pictureSources(url: string, connection: EffectiveConnectionType | null = null): PictureSources | null {
  if (!isResizable(url)) return null;
  const mobile = imageQuality({ mobile: true, effectiveType: connection });
  const desktop = imageQuality({ mobile: false, effectiveType: connection });
  return {
    sources: [
      { type: 'image/avif', media: MOBILE_MEDIA, srcSet: imageSrcSet(url, mobile, 'avif') },
      { type: 'image/avif', srcSet: imageSrcSet(url, desktop, 'avif') },
      { type: 'image/webp', media: MOBILE_MEDIA, srcSet: imageSrcSet(url, mobile, 'webp') },
    ],
    src: imageVariant(url, ART_WIDTHS[1], desktop, 'webp'),
    srcSet: imageSrcSet(url, desktop, 'webp'),
  };
}

/** A small, quality-20 version shown blurred while the image loads; null for outside URLs. */
export function placeholderSource(url: string): string | null {
  return isResizable(url) ? imageVariant(url, ART_WIDTHS[0], IMAGES.placeholderQuality, 'webp') : null;
}
