// Sample-catalogue artwork as WebP (spec §9 images: max width 1200, quality 85 on desktop).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { ART_WIDTHS } from '#shared/listings.ts';
import { renderArtworkFile } from './render-artwork-file.ts';

const ArtParamsSchema = z.object({
  kind: z.enum(['venue', 'vendor', 'story']),
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/),
  file: z.string().regex(/^\d{1,2}\.webp$/),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/art/:kind/:slug/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Artwork of a sample listing or story, as WebP',
        params: ArtParamsSchema,
        querystring: z.object({ w: z.coerce.number().pipe(z.union(ART_WIDTHS.map((w) => z.literal(w)))).optional() }),
      },
    },
    async (request, reply) => {
      const { kind, slug, file } = request.params;
      const index = Number.parseInt(file, 10);
      const image = await renderArtworkFile(app, { kind, slug, index, width: request.query.w ?? 1200 });
      if (!image) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such image' } });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(image);
    },
  );
};
