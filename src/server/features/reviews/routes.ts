// The partner's reviews: GET /api/partner/reviews and their one public reply to each (PUT; a reply cannot be changed,
// ADR 030).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { LINE_REVIEW_MESSAGES, PartnerReviewsSchema, REVIEW_MESSAGES, ReplyRequestSchema } from '#shared/reviews.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { partnerReviews, replyToReview } from './partner-reviews.ts';

/** The refusals the reviews' routes answer with. */
export const reviewErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const Params = z.object({ id: z.uuid(REVIEW_MESSAGES.notFound) });
const partnerOnly = requireRole('venue', 'vendor');

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partner/reviews',
    {
      preHandler: partnerOnly,
      schema: {
        tags: ['reviews'],
        summary: "Reviews of the partner's listings, newest first",
        response: { 200: PartnerReviewsSchema, ...reviewErrors },
      },
    },
    async (request) => partnerReviews(app.db, (await signedInViewer(request)).id),
  );

  app.put(
    '/api/partner/reviews/:id/reply',
    {
      preHandler: partnerOnly,
      config: routeLimit('standard'),
      schema: {
        tags: ['reviews'],
        summary: 'Writes the partner’s public reply to a review of their listing, once',
        params: Params,
        body: ReplyRequestSchema,
        response: { 204: z.null(), ...reviewErrors },
      },
    },
    async (request, reply) => {
      const outcome = await replyToReview(
        app.db,
        (await signedInViewer(request)).id,
        request.params.id,
        request.body.body,
      );
      if (outcome === 'not-found')
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound } });
      if (outcome === 'replied-before')
        return reply.status(409).send({ error: { code: 'CONFLICT', message: LINE_REVIEW_MESSAGES.repliedOnce } });
      return reply.status(204).send(null);
    },
  );
};
