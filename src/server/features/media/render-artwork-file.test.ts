// Each picture is drawn once, at the largest width, and every size and quality is made from that kept source.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { categoryOf } from './artwork-covers.ts';
import { renderArtworkFile, type ArtworkStore } from './render-artwork-file.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let dataDir = '';
/** The app's database with a media cache of the test's own. */
let media: ArtworkStore;
let slug = '';

beforeAll(async () => {
  app = await createTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'artwork-'));
  media = { dataDir, categoryOf: (kind, slug) => categoryOf(app.db, kind, slug) };
  slug = (await app.inject('/api/catalogue/featured')).json().venues[0].slug;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const art = (width: number, quality: number, format: 'avif' | 'webp' = 'webp') => ({
  kind: 'venue' as const,
  slug,
  index: 0,
  width,
  quality,
  format,
});

describe('renderArtworkFile', () => {
  it('keeps one drawing and each size and format asked for together', async () => {
    const images = await Promise.all([
      renderArtworkFile(media, art(1200, 75)),
      renderArtworkFile(media, art(480, 75)),
      renderArtworkFile(media, art(800, 85)),
      renderArtworkFile(media, art(800, 85, 'avif')),
    ]);
    const sizes = await Promise.all(images.map(async (image) => sharp(image!).metadata()));
    expect(sizes.map(({ format, compression, width, height }) => [format, compression, width, height])).toEqual([
      ['webp', undefined, 1200, 800],
      ['webp', undefined, 480, 320],
      ['webp', undefined, 800, 533],
      ['heif', 'av1', 800, 533],
    ]);
    // The AVIF is the smaller file at the same §9 quality.
    expect(images[3]!.length).toBeLessThan(images[2]!.length);
    const files = (await readdir(join(dataDir, 'media-cache', 'venue', slug))).sort();
    expect(files).toEqual(['0-1200-q75.webp', '0-480-q75.webp', '0-800-q85.avif', '0-800-q85.webp', '0-source.webp']);
  }, 60_000);

  it('makes a new size from the kept source, not from a new drawing', async () => {
    // A plain red source in place of the drawing: a size made now can only have come from it.
    const red = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    await writeFile(join(dataDir, 'media-cache', 'venue', slug, '0-source.webp'), red);
    const image = await renderArtworkFile(media, art(480, 20));
    const { dominant } = await sharp(image!).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g + dominant.b).toBeLessThan(60);
  }, 60_000);

  it('makes nothing for a listing that does not exist', async () => {
    expect(await renderArtworkFile(media, { ...art(480, 75), slug: 'no-such-venue' })).toBeNull();
    expect(await readdir(join(dataDir, 'media-cache', 'venue')).then((names) => names.includes('no-such-venue'))).toBe(
      false,
    );
  });
});
