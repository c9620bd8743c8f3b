import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFromAccept, imageQuality, imageWidth, preferredImageFormat } from './images.ts';

describe('imageQuality (§9)', () => {
  it('is 75 on mobile and 85 on desktop', () => {
    expect(imageQuality({ mobile: true })).toBe(75);
    expect(imageQuality({ mobile: false, effectiveType: '4g' })).toBe(85);
  });

  it('lowers quality on slow connections', () => {
    expect(imageQuality({ mobile: true, effectiveType: 'slow-2g' })).toBe(35);
    expect(imageQuality({ mobile: false, effectiveType: 'slow-2g' })).toBe(45);
    expect(imageQuality({ mobile: true, effectiveType: '2g' })).toBe(45);
    expect(imageQuality({ mobile: false, effectiveType: '2g' })).toBe(55);
    expect(imageQuality({ mobile: true, effectiveType: '3g' })).toBe(55);
    expect(imageQuality({ mobile: false, effectiveType: '3g' })).toBe(65);
  });

  it('never drops below the connection minimum nor rises above the base', () => {
    const minimums: Record<string, number> = { 'slow-2g': 30, '2g': 40, '3g': 50 };
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('slow-2g', '2g', '3g', '4g', undefined, 'weird'),
        (mobile, effectiveType) => {
          const quality = imageQuality({ mobile, effectiveType });
          expect(quality).toBeLessThanOrEqual(mobile ? 75 : 85);
          expect(quality).toBeGreaterThanOrEqual(
            effectiveType ? (minimums[effectiveType] ?? (mobile ? 75 : 85)) : mobile ? 75 : 85,
          );
        },
      ),
    );
  });
});

describe('sizes and formats', () => {
  it('caps width at 1200', () => {
    expect(imageWidth(640)).toBe(640);
    expect(imageWidth(4000)).toBe(1200);
    expect(imageWidth(Number.NaN)).toBe(1200);
    expect(imageWidth()).toBe(1200);
  });

  it('prefers AVIF, then WebP, then JPEG', () => {
    expect(preferredImageFormat({ avif: true, webp: true })).toBe('avif');
    expect(preferredImageFormat({ avif: false, webp: true })).toBe('webp');
    expect(preferredImageFormat({ avif: false, webp: false })).toBe('jpeg');
    expect(formatFromAccept('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('avif');
    expect(formatFromAccept('image/webp,*/*')).toBe('webp');
    expect(formatFromAccept(undefined)).toBe('jpeg');
  });
});
