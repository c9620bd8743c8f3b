import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceImageQuality, imageSources, placeholderSource } from './media.ts';

function device({ mobile, effectiveType }: { mobile: boolean; effectiveType?: string }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  Object.defineProperty(navigator, 'connection', {
    value: effectiveType ? { effectiveType } : undefined,
    configurable: true,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('image addresses (§9 Images)', () => {
  it('asks for 85 on desktops and 75 on phones, lower on slow connections down to the floors', () => {
    device({ mobile: false });
    expect(deviceImageQuality()).toBe(85);
    device({ mobile: true });
    expect(deviceImageQuality()).toBe(75);
    device({ mobile: true, effectiveType: '3g' });
    expect(deviceImageQuality()).toBe(55);
    device({ mobile: true, effectiveType: '2g' });
    expect(deviceImageQuality()).toBe(45);
    device({ mobile: true, effectiveType: 'slow-2g' });
    expect(deviceImageQuality()).toBe(35);
    device({ mobile: false, effectiveType: 'slow-2g' });
    expect(deviceImageQuality()).toBe(45);
  });

  it('gives our artwork a srcset at that quality and a quality-20 placeholder; outside URLs stay as they are', () => {
    expect(imageSources('/media/art/venue/kiln/0.webp', 75)).toEqual({
      src: '/media/art/venue/kiln/0.webp?w=800&q=75',
      srcSet:
        '/media/art/venue/kiln/0.webp?w=480&q=75 480w, /media/art/venue/kiln/0.webp?w=800&q=75 800w, /media/art/venue/kiln/0.webp?w=1200&q=75 1200w',
    });
    expect(placeholderSource('/media/uploads/abc')).toBe('/media/uploads/abc?w=480&q=20');
    expect(imageSources('https://example.com/a.jpg', 75)).toEqual({ src: 'https://example.com/a.jpg' });
    expect(placeholderSource('https://example.com/a.jpg')).toBeNull();
  });
});
