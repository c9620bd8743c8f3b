// GET /api/partner/reviews and the partner's reply to one (PUT to write or change it, DELETE to take it back).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { PartnerReviewsSchema, REVIEW_MESSAGES, ReplyRequestSchema } from '#shared/reviews.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { partnerReviews, replyToReview } from './partner-reviews.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const Params = z.object({ id: z.uuid(REVIEW_MESSAGES.notFound) });
const notFound = { error: { code: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound } };
const partnerOnly = requireRole('venue', 'vendor');

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partner/reviews',
    {
      preHandler: partnerOnly,
      schema: {
        tags: ['reviews'],
        summary: "Reviews of the partner's listings, newest first",
        response: { 200: PartnerReviewsSchema, ...errors },
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
        summary: 'Writes or changes the partner’s public reply to a review of their listing',
        params: Params,
        body: ReplyRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const done = await replyToReview(
        app.db,
        (await signedInViewer(request)).id,
        request.params.id,
        request.body.body,
      );
      return done ? reply.status(204).send(null) : reply.status(404).send(notFound);
    },
  );

  app.delete(
    '/api/partner/reviews/:id/reply',
    {
      preHandler: partnerOnly,
      schema: {
        tags: ['reviews'],
        summary: 'Takes the partner’s reply back',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const done = await replyToReview(app.db, (await signedInViewer(request)).id, request.params.id, null);
      return done ? reply.status(204).send(null) : reply.status(404).send(notFound);
    },
  );
};
