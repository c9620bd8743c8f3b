import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from '#shared/categories.ts';
import { artworkPalette, artworkScene, renderArtwork, type ArtworkInput } from './index.ts';

const venueCategories = VENUE_CATEGORIES.filter((c) => c !== 'all');
const vendorCategories = VENDOR_CATEGORIES.filter((c) => c !== 'all');
const cases: [ArtworkInput['kind'], string][] = [
  ...venueCategories.map((c) => ['venue', c] as [ArtworkInput['kind'], string]),
  ...vendorCategories.map((c) => ['vendor', c] as [ArtworkInput['kind'], string]),
];

const small = { width: 300, height: 200 };

/** Downscaled RGB pixels, for comparing how two renders look. */
async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(96, 64).removeAlpha().raw().toBuffer();
}

/** Mean absolute per-channel difference, 0..255. */
function meanDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe('renderArtwork', () => {
  it('gives every venue and vendor category its own scene', () => {
    const scenes = cases.map(([, category]) => artworkScene(category));
    expect(new Set(scenes).size).toBe(cases.length);
    expect(scenes).not.toContain('abstract');
  });

  it('is deterministic for the same input', () => {
    for (const [kind, category] of cases) {
      const input = { kind, category, seed: `${category}-listing`, index: 2 };
      expect(renderArtwork(input)).toBe(renderArtwork({ ...input }));
    }
  });

  it('differs across seeds, indexes and kinds', () => {
    for (const [kind, category] of cases) {
      const a = renderArtwork({ kind, category, seed: 'one', index: 0 });
      expect(renderArtwork({ kind, category, seed: 'two', index: 0 })).not.toBe(a);
      expect(renderArtwork({ kind, category, seed: 'one', index: 1 })).not.toBe(a);
      expect(renderArtwork({ kind: 'story', category, seed: 'one', index: 0 })).not.toBe(a);
    }
  });

  it('is a self-contained SVG with the requested size (default 1200x800)', () => {
    const svg = renderArtwork({ kind: 'venue', category: 'rooftop', seed: 'skyline', index: 0 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('width="1200" height="800"');
    expect(
      renderArtwork({ kind: 'venue', category: 'rooftop', seed: 'skyline', index: 0, width: 640, height: 360 }),
    ).toContain('width="640" height="360"');
    for (const [kind, category] of cases) {
      const s = renderArtwork({ kind, category, seed: 'self-contained', index: 1 });
      expect(s).not.toMatch(/<text|<image|<foreignObject|href=|@import|font-family|url\((?!#)/);
      expect(s).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('uses ids that do not collide between two images inlined on one page', () => {
    const ids = (svg: string) => new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
    const a = ids(renderArtwork({ kind: 'venue', category: 'gallery', seed: 'a', index: 0 }));
    const b = ids(renderArtwork({ kind: 'venue', category: 'gallery', seed: 'b', index: 0 }));
    const c = ids(renderArtwork({ kind: 'venue', category: 'gallery', seed: 'a', index: 1 }));
    expect(a.size).toBeGreaterThan(0);
    for (const id of a) {
      expect(b.has(id)).toBe(false);
      expect(c.has(id)).toBe(false);
    }
  });

  it('falls back by keyword, then to an abstract scene, for free-text categories', () => {
    expect(artworkScene('Garden Wedding')).toBe('garden');
    expect(artworkScene('Warehouse Rave')).toBe('warehouse');
    expect(artworkScene('Lighting Design')).toBe('tech-av');
    expect(artworkScene('zzz')).toBe('abstract');
    expect(renderArtwork({ kind: 'story', category: 'zzz', seed: 'x', index: 0 })).toContain('<svg');
  });

  it.each(cases)('%s/%s renders with sharp into a varied, non-flat image', async (kind, category) => {
    const svg = renderArtwork({ kind, category, seed: `${category}-render`, index: 0, ...small });
    const webp = await sharp(Buffer.from(svg)).webp().toBuffer();
    expect(webp.length).toBeGreaterThan(500);
    const meta = await sharp(webp).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    const stats = await sharp(Buffer.from(svg)).stats();
    const rgb = stats.channels.slice(0, 3);
    expect(Math.max(...rgb.map((c) => c.stdev))).toBeGreaterThan(15);
    expect(Math.max(...rgb.map((c) => c.max - c.min))).toBeGreaterThan(100);
  });

  it.each(cases)('%s/%s looks different for another listing and for the next photo', async (kind, category) => {
    const base = await pixels(renderArtwork({ kind, category, seed: 'first-listing', index: 0, ...small }));
    const otherListing = await pixels(renderArtwork({ kind, category, seed: 'second-listing', index: 0, ...small }));
    const nextPhoto = await pixels(renderArtwork({ kind, category, seed: 'first-listing', index: 1, ...small }));
    expect(meanDiff(base, otherListing)).toBeGreaterThan(5);
    expect(meanDiff(base, nextPhoto)).toBeGreaterThan(5);
  });

  it('renders story covers', async () => {
    const svg = renderArtwork({ kind: 'story', category: 'ballroom', seed: 'a-black-tie-gala', index: 0, ...small });
    const stats = await sharp(Buffer.from(svg)).stats();
    expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(15);
  });
});

describe('artworkPalette', () => {
  it('is deterministic hex colours that vary by category and seed', () => {
    const p = artworkPalette('warehouse', 'kiln-works');
    expect(artworkPalette('warehouse', 'kiln-works')).toEqual(p);
    for (const colour of Object.values(p)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(artworkPalette('garden', 'kiln-works')).not.toEqual(p);
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => JSON.stringify(artworkPalette('warehouse', s)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});
