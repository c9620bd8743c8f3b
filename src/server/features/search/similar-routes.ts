// The listing pages' similar listings: GET /api/venues/:id/similar, /api/vendors/:id/similar.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { SimilarVendorsResponseSchema, SimilarVenuesResponseSchema } from '#shared/listing-detail.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { similarVendors, similarVenues } from './similar-listings.ts';

const UuidParams = z.object({ id: z.uuid('Not a listing id') });

export const similarListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/venues/:id/similar',
    {
      schema: {
        tags: ['listings'],
        summary: 'Live venues nearest in meaning',
        params: UuidParams,
        response: { 200: SimilarVenuesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ venues: await similarVenues(app.listingSearch, request.params.id) }),
  );

  app.get(
    '/api/vendors/:id/similar',
    {
      schema: {
        tags: ['listings'],
        summary: 'Live vendors nearest in meaning',
        params: UuidParams,
        response: { 200: SimilarVendorsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ vendors: await similarVendors(app.listingSearch, request.params.id) }),
  );
};
