// Listing pages: GET /api/venues/:id, /api/vendors/:id (id or slug), and when each is free on a chosen day
// (…/free-times). Their similar listings come from search (search/similar-routes.ts).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bookableDate } from '#shared/event-date-schemas.ts';
import { FreeTimesSchema } from '#shared/free-times.ts';
import { VendorDetailResponseSchema, VenueDetailResponseSchema } from '#shared/listing-detail.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { viewerOf } from '../auth/index.ts';
import { recordListingView } from '../partner-analytics/index.ts';
import { findVendor, findVenue, type CanPreview, type Found } from './get-listing-detail.ts';
import { featuredRoutes } from './featured-routes.ts';
import { freeTimesOn } from './free-times.ts';

const Params = z.object({ id: z.string().min(1).max(200) });

function canPreview(request: FastifyRequest): CanPreview {
  return async (ownerId) => {
    const viewer = await viewerOf(request);
    return viewer !== null && (viewer.roles.includes('admin') || (ownerId !== null && viewer.id === ownerId));
  };
}

/**
 * A live listing's page counts as a view in its partner's analytics. Not awaited by the page: the visitor's session
 * lookup and the insert happen beside the answer, and a failure to count never fails the page.
 */
async function countView(
  request: FastifyRequest,
  kind: 'venue' | 'vendor',
  found: Found<{ id: string }>,
): Promise<void> {
  if (!found.exact?.live) return;
  try {
    await recordListingView(request.server.db, request, { kind, id: found.listing.id, ownerId: found.exact.ownerId });
  } catch (error) {
    request.log.warn({ err: error }, 'listing view not recorded');
  }
}

const notFound = (what: 'venue' | 'vendor') => ({
  error: { code: 'NOT_FOUND', message: `This ${what} could not be found.` },
});

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(featuredRoutes);
  app.get(
    '/api/venues/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'A venue page: details, photos, spaces, rules, hours, availability, reviews (§7 fallbacks apply)',
        params: Params,
        response: { 200: VenueDetailResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await findVenue(app.db, request.params.id, canPreview(request), request.log);
      if (!found) return reply.status(404).send(notFound('venue'));
      void countView(request, 'venue', found);
      return { venue: found.listing, fallback: found.fallback };
    },
  );

  app.get(
    '/api/vendors/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'A vendor page: services, pricing, portfolio, equipment, reviews (§7 sample fallback)',
        params: Params,
        response: { 200: VendorDetailResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await findVendor(app.db, request.params.id, canPreview(request), request.log);
      if (!found) return reply.status(404).send(notFound('vendor'));
      void countView(request, 'vendor', found);
      return { vendor: found.listing, fallback: found.fallback };
    },
  );

  for (const kind of ['venue', 'vendor'] as const) {
    app.get(
      `/api/${kind}s/:id/free-times`,
      {
        schema: {
          tags: ['listings'],
          summary: `When a ${kind} is free on a day for an event of at least an hour, on its clock`,
          params: z.object({ id: z.uuid(`This ${kind} could not be found.`) }),
          querystring: z.object({ date: bookableDate() }),
          response: { 200: FreeTimesSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const free = await freeTimesOn(app.db, { type: kind, id: request.params.id }, request.query.date, new Date());
        if (!free) return reply.status(404).send(notFound(kind));
        return reply.header('cache-control', 'no-store').send(free);
      },
    );
  }
};
