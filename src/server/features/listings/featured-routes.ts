import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { FeaturedCatalogueSchema } from '#shared/listings.ts';
import { getFeatured } from './get-featured.ts';

export const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalogue/featured',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Featured venues, vendors and stories for the home page',
        response: { 200: FeaturedCatalogueSchema },
      },
    },
    async () => getFeatured(app.db),
  );
};
