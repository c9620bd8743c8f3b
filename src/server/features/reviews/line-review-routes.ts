// Reviews after the event (ADR 030): the organizer's of the event's partners (GET and POST /api/events/:id/reviews…)
// and each partner's of their customers (GET /api/partner/customer-reviews, POST …/booking-items/:id/review). They
// act at the money jobs' clock, which development may move past an event (checkout/dev-clock-routes.ts).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { EVENT_MESSAGES } from '#shared/events.ts';
import { LINE_REVIEW_MESSAGES, LineReviewsSchema, WriteReviewSchema } from '#shared/reviews.ts';
import { routeLimit } from '../../http/index.ts';
import { requireRole, requireUser, signedInViewer } from '../auth/index.ts';
import { eventAccess } from '../events/index.ts';
import { reviewErrors } from './routes.ts';
import { completedLinesOf, lineReviewsOf, linesOfEvent, writeLineReview, type ReviewContext } from './line-reviews.ts';

const EventParams = z.object({ id: z.uuid(EVENT_MESSAGES.notFound) });
const LineParams = EventParams.extend({ itemId: z.uuid(LINE_REVIEW_MESSAGES.notFound) });
const ItemParams = z.object({ id: z.uuid(LINE_REVIEW_MESSAGES.notFound) });
const partnerOnly = requireRole('venue', 'vendor');

export const lineReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ReviewContext = { db: app.db, changes: app.listingChanges };
  const now = () => app.checkout.clock.now();

  /** The viewer, when they organize the event (admins may read); 404 when they are nothing to it. */
  async function organizerOf(request: FastifyRequest & { params: { id: string } }, mayRead: 'admin' | 'none') {
    const viewer = await signedInViewer(request);
    const access = await eventAccess(app.db, request.params.id, viewer);
    if (!access) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound, 404);
    const allowed = access.role === 'organizer' || (mayRead === 'admin' && access.role === 'admin');
    if (!allowed) throw new AppError('FORBIDDEN', LINE_REVIEW_MESSAGES.organizerOnly, 403);
    return viewer;
  }

  app.get(
    '/api/events/:id/reviews',
    {
      preHandler: requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'The event’s booked lines and their reviews, as the organizer sees them',
        params: EventParams,
        response: { 200: LineReviewsSchema, ...reviewErrors },
      },
    },
    async (request) => {
      await organizerOf(request, 'admin');
      return { lines: await lineReviewsOf(app.db, 'customer', linesOfEvent(request.params.id), now()) };
    },
  );

  app.post(
    '/api/events/:id/reviews/:itemId',
    {
      preHandler: requireUser,
      config: routeLimit('standard'),
      schema: {
        tags: ['reviews'],
        summary: 'The organizer reviews a line’s partner, once, within 14 days of its end',
        params: LineParams,
        body: WriteReviewSchema,
        response: { 200: LineReviewsSchema, ...reviewErrors },
      },
    },
    async (request) => {
      const viewer = await organizerOf(request, 'none');
      const { id, itemId } = request.params;
      await writeLineReview(ctx, {
        itemId,
        side: 'customer',
        authorId: viewer.id,
        bookingId: id,
        review: request.body,
        now: now(),
      });
      return { lines: await lineReviewsOf(app.db, 'customer', linesOfEvent(id), now()) };
    },
  );

  app.get(
    '/api/partner/customer-reviews',
    {
      preHandler: partnerOnly,
      schema: {
        tags: ['reviews'],
        summary: 'The partner’s completed bookings and their reviews of the customers, newest first',
        response: { 200: LineReviewsSchema, ...reviewErrors },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      return { lines: await lineReviewsOf(app.db, 'partner', completedLinesOf(viewer.id), now()) };
    },
  );

  app.post(
    '/api/partner/booking-items/:id/review',
    {
      preHandler: partnerOnly,
      config: routeLimit('standard'),
      schema: {
        tags: ['reviews'],
        summary: 'The partner reviews the customer of a completed booking, once, within 14 days of its end',
        params: ItemParams,
        body: WriteReviewSchema,
        response: { 200: LineReviewsSchema, ...reviewErrors },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      await writeLineReview(ctx, {
        itemId: request.params.id,
        side: 'partner',
        authorId: viewer.id,
        review: request.body,
        now: now(),
      });
      return { lines: await lineReviewsOf(app.db, 'partner', completedLinesOf(viewer.id), now()) };
    },
  );
};
