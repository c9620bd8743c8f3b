// Photo uploads (listing photos): POST /api/uploads/photos takes one image (multipart, field "file") from a signed-in
// user and answers its address; GET /media/uploads/{id}.{avif|webp|jpg} serves it at the width asked (480, 800 or
// 1200 px, §9) in that format, at the quality asked (20-85, default 85). Pages name the format (a <picture> lists AVIF
// and WebP), so a CDN keeps each address as one file; the bare address, as stored and shared, answers the best format
// the browser's Accept takes (AVIF or WebP, JPEG otherwise), with Vary: Accept.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IMAGES } from '#shared/constants.ts';
import { formatFromAccept, type ImageFormat } from '#shared/images.ts';
import { ART_WIDTHS } from '#shared/listings.ts';
import { PHOTO_LIMITS, PHOTO_URL_PREFIX, UPLOAD_MESSAGES, uploadedPhotoUrl } from '#shared/uploads.ts';
import { createBlobStore } from '../../adapters/storage/index.ts';
import { IMAGE_CONTENT_TYPES } from '../../encode-image.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { uploadedPhotos } from '../../db/schema/index.ts';
import { requireUser, signedInViewer } from '../auth/index.ts';
import { photoVariant, storePhoto } from './photo-store.ts';

export const UploadedPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
/** `<id>` or `<id>.<extension>`: the photo's id (as the server made it, lower case) and the format its extension names. */
const PHOTO_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.(avif|webp|jpg))?$/;
const EXTENSION_FORMATS: Record<string, ImageFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

function problem(reply: FastifyReply, status: 400 | 413 | 415, code: string, message: string) {
  return reply.status(status).send({ error: { code, message } });
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createBlobStore(app.env);
  await app.register(multipart, { limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 2, parts: 3 } });

  app.post(
    '/api/uploads/photos',
    {
      preHandler: requireUser,
      // Up to 10 MB may take a while on a slow uplink (http-timeouts.ts).
      config: { ...routeLimit('standard'), slowBody: true },
      schema: {
        tags: ['uploads'],
        summary:
          'Uploads one photo (multipart field "file"; JPEG, PNG, WebP or AVIF, at most 10 MB, at least 800 × 500)',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ photo: UploadedPhotoSchema }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      if (!request.isMultipart()) return problem(reply, 400, 'MISSING_FILE', UPLOAD_MESSAGES.missing);
      let file;
      let data: Buffer;
      try {
        file = await request.file();
        if (!file) return problem(reply, 400, 'MISSING_FILE', UPLOAD_MESSAGES.missing);
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          return problem(reply, 413, 'TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
        // The multipart parser's own errors (a body cut off, a broken boundary) carry no status: the request is at fault.
        if (!(error as { statusCode?: number }).statusCode)
          return problem(reply, 400, 'MALFORMED_UPLOAD', UPLOAD_MESSAGES.malformed);
        throw error;
      }
      const id = crypto.randomUUID();
      const size = await storePhoto(store, id, data, file.mimetype);
      await app.db.insert(uploadedPhotos).values({ id, userId: viewer.id, ...size });
      return reply
        .status(201)
        .send({ photo: { id, url: uploadedPhotoUrl(id), width: size.width, height: size.height } });
    },
  );

  app.get(
    `${PHOTO_URL_PREFIX}:file`,
    {
      schema: {
        tags: ['uploads'],
        summary:
          'An uploaded photo at a page width, in the format its extension names or else the best the browser takes',
        params: z.object({ file: z.string().regex(PHOTO_FILE, UPLOAD_MESSAGES.notFound) }),
        querystring: z.object({
          w: z.coerce
            .number()
            .pipe(z.union(ART_WIDTHS.map((w) => z.literal(w))))
            .optional(),
          q: z.coerce.number().int().min(IMAGES.placeholderQuality).max(IMAGES.desktopQuality).optional(),
        }),
      },
    },
    async (request, reply) => {
      const [, id = '', extension] = PHOTO_FILE.exec(request.params.file) ?? [];
      const [row] = await app.db
        .select({ id: uploadedPhotos.id })
        .from(uploadedPhotos)
        .where(eq(uploadedPhotos.id, id));
      if (!row) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: UPLOAD_MESSAGES.notFound } });
      const format = extension ? EXTENSION_FORMATS[extension]! : formatFromAccept(request.headers.accept);
      const image = await photoVariant(
        store,
        row.id,
        request.query.w ?? IMAGES.maxWidth,
        format,
        request.query.q ?? IMAGES.desktopQuality,
      );
      if (!image) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: UPLOAD_MESSAGES.notFound } });
      if (!extension) reply.header('vary', 'Accept');
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
};
