// Sample-catalogue artwork (spec §9 images: max width 1200; the quality the client asks for, 20 to 85, 85 by default)
// as WebP or AVIF, named by the file's extension: a page lists both in a <picture> and the browser picks, so one
// address is always one file and a CDN keeps it without Vary.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { IMAGES } from '#shared/constants.ts';
import { ART_WIDTHS } from '#shared/listings.ts';
import { IMAGE_CONTENT_TYPES } from '../../encode-image.ts';
import { categoryOf } from './artwork-covers.ts';
import { renderArtworkFile, type ArtworkStore } from './render-artwork-file.ts';

const ArtParamsSchema = z.object({
  kind: z.enum(['venue', 'vendor', 'story']),
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/),
  file: z.string().regex(/^\d{1,2}\.(webp|avif)$/),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const store: ArtworkStore = {
    dataDir: app.env.DATA_DIR,
    categoryOf: (kind, slug) => categoryOf(app.db, kind, slug),
  };
  app.get(
    '/media/art/:kind/:slug/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Artwork of a sample listing or story, as WebP or AVIF (by the extension)',
        params: ArtParamsSchema,
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
      const { kind, slug, file } = request.params;
      const index = Number.parseInt(file, 10);
      const format = file.endsWith('.avif') ? 'avif' : 'webp';
      const image = await renderArtworkFile(store, {
        kind,
        slug,
        index,
        width: request.query.w ?? IMAGES.maxWidth,
        quality: request.query.q ?? IMAGES.desktopQuality,
        format,
      });
      if (!image) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such image' } });
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[format])
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(image);
    },
  );
};
