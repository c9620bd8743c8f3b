// Photo uploads (listing photos): POST /api/uploads/photos takes one image (multipart, field "file") from a signed-in
// user and answers its address; GET /media/uploads/{id} serves it at the width asked (480, 800 or 1200 px, §9), in
// AVIF or WebP when the browser takes them (JPEG otherwise), at the quality asked (20-85, default 85).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IMAGES } from '#shared/constants.ts';
import { formatFromAccept } from '#shared/images.ts';
import { ART_WIDTHS } from '#shared/listings.ts';
import { PHOTO_LIMITS, PHOTO_URL_PREFIX, UPLOAD_MESSAGES, uploadedPhotoUrl } from '#shared/uploads.ts';
import { createBlobStore } from '../../adapters/storage/index.ts';
import { ApiErrorSchema } from '../../api-error.ts';
import { uploadedPhotos } from '../../db/schema/index.ts';
import { requireUser, signedInViewer } from '../auth/viewer.ts';
import { photoVariant, storePhoto } from './photo-store.ts';

export const UploadedPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

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
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, slowBody: true },
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
    `${PHOTO_URL_PREFIX}:id`,
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded photo at a page width, in the best format the browser takes',
        params: z.object({ id: z.uuid(UPLOAD_MESSAGES.notFound) }),
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
      const [row] = await app.db
        .select({ id: uploadedPhotos.id })
        .from(uploadedPhotos)
        .where(eq(uploadedPhotos.id, request.params.id));
      if (!row) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: UPLOAD_MESSAGES.notFound } });
      const format = formatFromAccept(request.headers.accept);
      const image = await photoVariant(store, row.id, request.query.w ?? 1200, format, request.query.q ?? 85);
      if (!image) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: UPLOAD_MESSAGES.notFound } });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('vary', 'Accept')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
};
