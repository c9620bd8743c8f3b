// Uploaded photos in the blob store (a folder, or S3): the original is checked with sharp (a real image of a taken
// format and size), turned upright, scaled to at most 2400 px and kept as a high-quality WebP; the widths and formats
// pages ask for are rendered from it once and kept beside it (§9 images).
import { loadSharp, type Metadata } from '../../sharp.ts';
import { AppError } from '#shared/errors.ts';
import { PHOTO_LIMITS, UPLOAD_MESSAGES } from '#shared/uploads.ts';
import type { ImageFormat } from '#shared/images.ts';
import type { BlobStore } from '../../adapters/storage/index.ts';
import { encodeImage, IMAGE_CONTENT_TYPES } from '../../encode-image.ts';

const SHARP_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

/** Checks the upload and keeps its master copy under `id`; returns its size. Throws AppError for a bad file. */
export async function storePhoto(
  store: BlobStore,
  id: string,
  data: Buffer,
  declaredType: string,
): Promise<{ width: number; height: number; bytes: number }> {
  if (!(PHOTO_LIMITS.types as readonly string[]).includes(declaredType))
    throw new AppError('WRONG_TYPE', UPLOAD_MESSAGES.wrongType, 415);
  if (data.length > PHOTO_LIMITS.maxBytes) throw new AppError('TOO_LARGE', UPLOAD_MESSAGES.tooLarge, 413);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new AppError('UNREADABLE', UPLOAD_MESSAGES.unreadable, 400);
  }
  // What the bytes are, not what the browser said they are.
  if (
    metadata.format !== SHARP_FORMATS[declaredType] &&
    !(declaredType === 'image/jpeg' && metadata.format === 'jpeg')
  ) {
    throw new AppError('WRONG_TYPE', UPLOAD_MESSAGES.wrongType, 415);
  }
  // EXIF orientations 5-8 swap width and height.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = (swapped ? metadata.height : metadata.width) ?? 0;
  const height = (swapped ? metadata.width : metadata.height) ?? 0;
  if (width < PHOTO_LIMITS.minWidth || height < PHOTO_LIMITS.minHeight)
    throw new AppError('TOO_SMALL', UPLOAD_MESSAGES.tooSmall, 400);
  const master = await sharp(data)
    .rotate()
    .resize({ width: PHOTO_LIMITS.masterWidth, withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  await store.put(`${id}/master.webp`, master.data, 'image/webp');
  return { width: master.info.width, height: master.info.height, bytes: master.data.length };
}

/** The photo at `width` in `format` and `quality`, rendered once and kept; null when there is no such photo. */
export async function photoVariant(
  store: BlobStore,
  id: string,
  width: number,
  format: ImageFormat,
  quality: number,
): Promise<Buffer | null> {
  const key = `${id}/w${width}-q${quality}.${format}`;
  const cached = await store.get(key);
  if (cached) return cached;
  const master = await store.get(`${id}/master.webp`);
  if (!master) return null;
  const sharp = await loadSharp();
  const resized = sharp(master).resize({ width, withoutEnlargement: true });
  const image = await encodeImage(resized, format, quality).toBuffer();
  await store.put(key, image, IMAGE_CONTENT_TYPES[format]);
  return image;
}
