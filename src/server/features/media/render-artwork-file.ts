import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { IMAGES } from '#shared/constants.ts';
import { encodeImage } from '../../encode-image.ts';
import { loadSharp } from '../../sharp.ts';
import { renderArtwork } from '../../sample-catalogue/index.ts';

const ASPECT = 2 / 3;
/**
 * Each picture is drawn once, at the largest width, and kept as a quality-95 WebP that every width and quality is
 * made from. Drawing the SVG (its blurs and grain) is nearly all the cost: about 1 s for 1200 px on one core against
 * 0.04-0.15 s to make a size from the kept source. A phone with a dense screen asks for 1200 px; drawn for each size,
 * four such first requests kept a page's photos waiting over 20 s on a busy machine.
 */
const SOURCE_QUALITY = 95;

export type ArtworkKind = 'venue' | 'vendor' | 'story';

/** The data folder the art's files are kept under (env DATA_DIR), and where its category is read. */
export interface ArtworkStore {
  dataDir: string;
  /** The category a listing's or story's art is drawn from; null when there is none of that slug. */
  categoryOf(kind: ArtworkKind, slug: string): Promise<string | null>;
}

export interface ArtRequest {
  kind: ArtworkKind;
  slug: string;
  index: number;
  width: number;
  /** §9 quality: 85 desktop, 75 mobile, lower on slow connections, 20 for placeholders. */
  quality: number;
  format: 'avif' | 'webp';
}

/** Where rendered files go: DATA_DIR/media-cache, or the system's temporary folder for an in-memory database. */
function cacheDir(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), 'eventide-media-cache') : join(dataDir, 'media-cache');
}

/** Renders once per (listing, photo, width, quality, format) and keeps the file in the media cache. */
export async function renderArtworkFile(store: ArtworkStore, art: ArtRequest): Promise<Buffer | null> {
  const folder = join(cacheDir(store.dataDir), art.kind, art.slug);
  return kept(join(folder, `${art.index}-${art.width}-q${art.quality}.${art.format}`), async () => {
    const source = await kept(join(folder, `${art.index}-source.webp`), () => drawSource(store, art));
    if (!source) return null;
    const sharp = await loadSharp();
    const resized = sharp(source).resize({ width: art.width, height: Math.round(art.width * ASPECT), fit: 'cover' });
    return encodeImage(resized, art.format, art.quality).toBuffer();
  });
}

async function drawSource(store: ArtworkStore, art: ArtRequest): Promise<Buffer | null> {
  const category = await store.categoryOf(art.kind, art.slug);
  if (!category) return null;
  const sharp = await loadSharp();
  const svg = renderArtwork({ kind: art.kind, category, seed: art.slug, index: art.index });
  return sharp(Buffer.from(svg))
    .resize({ width: IMAGES.maxWidth, height: Math.round(IMAGES.maxWidth * ASPECT), fit: 'cover' })
    .webp({ quality: SOURCE_QUALITY })
    .toBuffer();
}

/** Files being made, so requests that arrive together for one file wait for the same work. */
const making = new Map<string, Promise<Buffer | null>>();

/** The file's bytes from the media cache, else made once and kept there (null: nothing to make). */
async function kept(file: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  let made = making.get(file);
  if (!made) {
    made = make()
      .then(async (bytes) => {
        if (bytes) await keep(file, bytes);
        return bytes;
      })
      .finally(() => making.delete(file));
    making.set(file, made);
  }
  return made;
}

async function keep(file: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}
