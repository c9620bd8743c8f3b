import { ART_WIDTHS } from '#shared/listings.ts';

/** Whether a URL points at our resizable artwork (/media/art/...), which answers `?w=`. */
export function isResizable(url: string): boolean {
  return url.startsWith('/media/');
}

function withWidth(url: string, width: number): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${path}?${params.toString()}`;
}

/** src + srcSet for an image URL; plain src for outside URLs. */
export function imageSources(url: string, fallbackWidth: number = ART_WIDTHS[1]): { src: string; srcSet?: string } {
  if (!isResizable(url)) return { src: url };
  return {
    src: withWidth(url, fallbackWidth),
    srcSet: ART_WIDTHS.map((w) => `${withWidth(url, w)} ${w}w`).join(', '),
  };
}
