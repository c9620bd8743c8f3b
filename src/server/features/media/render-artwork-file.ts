import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from '../../sharp.ts';
import { renderArtwork } from '../../db/seed/artwork/index.ts';
import { stories, vendors, venues } from '../../db/schema/index.ts';

const ASPECT = 2 / 3;

interface ArtRequest {
  kind: 'venue' | 'vendor' | 'story';
  slug: string;
  index: number;
  width: number;
  /** WebP quality (§9: 85 desktop, 75 mobile, lower on slow connections, 20 for placeholders). */
  quality: number;
}

/** Where rendered files go: DATA_DIR/media-cache, or the system's temporary folder for an in-memory database. */
function cacheDir(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), 'eventide-media-cache') : join(dataDir, 'media-cache');
}

/** Renders once per (listing, photo, width, quality) and keeps the file in the media cache. */
export async function renderArtworkFile(app: FastifyInstance, art: ArtRequest): Promise<Buffer | null> {
  const file = join(cacheDir(app.env.DATA_DIR), art.kind, art.slug, `${art.index}-${art.width}-q${art.quality}.webp`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;

  const category = await categoryOf(app, art.kind, art.slug);
  if (!category) return null;
  const svg = renderArtwork({ kind: art.kind, category, seed: art.slug, index: art.index });
  const image = await sharp(Buffer.from(svg))
    .resize({ width: art.width, height: Math.round(art.width * ASPECT), fit: 'cover' })
    .webp({ quality: art.quality })
    .toBuffer();
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, image);
  await rename(partial, file);
  return image;
}

async function categoryOf(app: FastifyInstance, kind: ArtRequest['kind'], slug: string): Promise<string | null> {
  if (kind === 'venue') {
    const [row] = await app.db.select({ category: venues.type }).from(venues).where(eq(venues.slug, slug));
    return row?.category ?? null;
  }
  if (kind === 'vendor') {
    const [row] = await app.db.select({ category: vendors.category }).from(vendors).where(eq(vendors.slug, slug));
    return row?.category ?? null;
  }
  const [row] = await app.db.select({ category: stories.eventType }).from(stories).where(eq(stories.slug, slug));
  return row?.category ?? null;
}
