import { describe, expect, it } from 'vitest';
import { imageSizes } from './image-sizes.ts';

describe('imageSizes', () => {
  it('follows the page column: inset 1.25rem, 2rem from md, a fixed 1200 px from xl', () => {
    expect(imageSizes({ 0: {} })).toBe(
      '(min-width: 1280px) 1200px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
    );
  });

  it('shares a grid row between its columns and gaps, beside a sidebar', () => {
    // Discover: 1 column, 2 from sm, a 17rem filter column (2.5rem gap) from lg, 3 columns beside 18rem (3rem) from xl.
    expect(
      imageSizes({
        0: {},
        640: { columns: 2, gapRem: 1.5 },
        1024: { columns: 2, gapRem: 1.5, asideRem: 19.5 },
        1280: { columns: 3, gapRem: 1.5, asideRem: 21 },
      }),
    ).toBe(
      '(min-width: 1280px) 272px, (min-width: 1024px) calc(50vw - 12.5rem), (min-width: 768px) calc(50vw - 2.75rem), (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2.5rem)',
    );
  });

  it('takes a share of the cell (a rail card 78 % wide) and spans columns with the gaps between them', () => {
    expect(
      imageSizes({ 0: { share: 0.78 }, 640: { columns: 2, gapRem: 1.5 }, 1024: { columns: 4, gapRem: 1.5 } }),
    ).toBe(
      '(min-width: 1280px) 282px, (min-width: 1024px) calc(25vw - 2.125rem), (min-width: 768px) calc(50vw - 2.75rem), (min-width: 640px) calc(50vw - 2rem), calc(78vw - 1.95rem)',
    );
    // Two of four columns with a 0.5rem gap at 1200 px: 2 × 294 + 8.
    expect(imageSizes({ 0: { bleed: true }, 768: { columns: 4, gapRem: 0.5, span: 2 } })).toBe(
      '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 2.25rem), 100vw',
    );
  });

  it('stops at a max width where the layout reaches it, and names hidden images 1px', () => {
    // max-w-5xl (64rem) is reached at 64rem + 2 × 2rem = 1088 px.
    expect(imageSizes({ 0: { maxRem: 64 } })).toBe(
      '(min-width: 1088px) 1024px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
    );
    expect(imageSizes({ 0: { maxRem: 20 } })).toBe('(min-width: 360px) 320px, calc(100vw - 2.5rem)');
    expect(imageSizes({ 0: { hidden: true }, 768: { columns: 4, gapRem: 0.5 } })).toBe(
      '(min-width: 1280px) 294px, (min-width: 768px) calc(25vw - 1.375rem), 1px',
    );
  });

  it('merges breakpoints where the size does not change', () => {
    expect(imageSizes({ 0: { bleed: true } })).toBe('100vw');
    expect(imageSizes({ 0: { hidden: true }, 640: { hidden: true } })).toBe('1px');
  });

  it('needs a layout from min-width 0', () => {
    expect(() => imageSizes({ 640: {} })).toThrow(/min-width 0/);
  });
});
