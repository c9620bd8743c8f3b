import { afterEach, describe, expect, it } from 'vitest';
import { connectionType, imageSrcSet, imageVariant, MOBILE_MEDIA, pictureSources, placeholderSource } from './media.ts';

function onConnection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', {
    value: effectiveType ? { effectiveType } : undefined,
    configurable: true,
  });
}

afterEach(() => onConnection(undefined));

const ART = '/media/art/venue/kiln/0.webp';

describe('image addresses (§9 Images)', () => {
  it('names the format by the extension, for artwork and uploads alike, keeping any query', () => {
    expect(imageVariant(ART, 800, 85, 'avif')).toBe('/media/art/venue/kiln/0.avif?w=800&q=85');
    expect(imageVariant(ART, 480, 75, 'webp')).toBe('/media/art/venue/kiln/0.webp?w=480&q=75');
    expect(imageVariant('/media/uploads/abc', 1200, 55, 'avif')).toBe('/media/uploads/abc.avif?w=1200&q=55');
    expect(imageVariant('/media/uploads/abc.webp?w=480', 800, 85, 'webp')).toBe('/media/uploads/abc.webp?w=800&q=85');
  });

  it('lists every art width with its width descriptor', () => {
    expect(imageSrcSet(ART, 75, 'avif')).toBe(
      '/media/art/venue/kiln/0.avif?w=480&q=75 480w, /media/art/venue/kiln/0.avif?w=800&q=75 800w, /media/art/venue/kiln/0.avif?w=1200&q=75 1200w',
    );
  });

  it('offers AVIF before WebP, phones at 75 before desktops at 85, and WebP at 85 to the <img>', () => {
    const picture = pictureSources(ART)!;
    expect(picture.sources.map(({ type, media, srcSet }) => [type, media, srcSet.split(' ')[0]])).toEqual([
      ['image/avif', MOBILE_MEDIA, '/media/art/venue/kiln/0.avif?w=480&q=75'],
      ['image/avif', undefined, '/media/art/venue/kiln/0.avif?w=480&q=85'],
      ['image/webp', MOBILE_MEDIA, '/media/art/venue/kiln/0.webp?w=480&q=75'],
    ]);
    expect(picture.src).toBe('/media/art/venue/kiln/0.webp?w=800&q=85');
    expect(picture.srcSet).toBe(imageSrcSet(ART, 85, 'webp'));
  });

  it('lowers both qualities on slow connections, down to the floors', () => {
    const qualities = (connection: Parameters<typeof pictureSources>[1]) =>
      pictureSources(ART, connection)!
        .sources.slice(0, 2)
        .map((s) => new URL(s.srcSet.split(' ')[0]!, 'http://x').searchParams.get('q'));
    expect(qualities('4g')).toEqual(['75', '85']);
    expect(qualities('3g')).toEqual(['55', '65']);
    expect(qualities('2g')).toEqual(['45', '55']);
    expect(qualities('slow-2g')).toEqual(['35', '45']);
  });

  it("reads the connection from the Network Information API, null where the browser doesn't tell", () => {
    expect(connectionType()).toBeNull();
    onConnection('3g');
    expect(connectionType()).toBe('3g');
    onConnection('5g-or-something');
    expect(connectionType()).toBeNull();
  });

  it('gives a quality-20 WebP placeholder; outside URLs stay as they are', () => {
    expect(placeholderSource('/media/uploads/abc')).toBe('/media/uploads/abc.webp?w=480&q=20');
    expect(pictureSources('https://example.com/a.jpg')).toBeNull();
    expect(placeholderSource('https://example.com/a.jpg')).toBeNull();
  });
});
