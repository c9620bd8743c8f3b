// Quotes over HTTP: a partner sends one (by email, or from a conversation, where it arrives as a message); its
// customer, its partner and admins read it; its customer pays it once (Idempotency-Key, as the cart checkout).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGING_ERRORS } from '#shared/messaging.ts';
import { formatMoney } from '#shared/money.ts';
import {
  CreateQuoteSchema,
  QUOTE_ERRORS,
  QuoteCheckoutRequestSchema,
  QuoteSchema,
  ThreadQuoteSchema,
} from '#shared/quotes.ts';
import { user } from '../../db/schema/index.ts';
import { ApiErrorSchema, requireIdempotencyKey, routeLimit } from '../../http/index.ts';
import { requireRole, requireUser, signedInViewer } from '../auth/index.ts';
import { BookingAnswer, visibleBooking } from '../checkout/index.ts';
import { conversationFor, sendMessage } from '../messaging/index.ts';
import { createQuote, payQuote, readQuote } from './quotes.ts';

const QuoteParams = z.object({ id: z.uuid('Not a quote id') });
const QuoteAnswer = z.object({ quote: QuoteSchema });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  503: ApiErrorSchema,
};

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.checkout;
  app.post(
    '/api/partner/quotes',
    {
      preHandler: requireRole('venue', 'vendor', 'admin'),
      config: routeLimit('standard'),
      schema: {
        tags: ['quotes'],
        summary: 'A partner sends a quote for one of their listings to a customer (by email)',
        body: CreateQuoteSchema,
        response: { 201: QuoteAnswer, ...errors },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ quote: await createQuote(ctx, await signedInViewer(request), request.body) });
    },
  );

  app.get(
    '/api/quotes/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        summary: 'A quote, for its customer, its partner and admins',
        params: QuoteParams,
        response: { 200: QuoteAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const quote = await readQuote(ctx.db, request.params.id, await signedInViewer(request));
      if (!quote) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: QUOTE_ERRORS.notFound } });
      return { quote };
    },
  );

  app.post(
    '/api/quotes/:id/checkout',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['quotes'],
        summary: 'Pays a quote once: one hold, one booking confirmed at once. Needs an Idempotency-Key header.',
        params: QuoteParams,
        body: QuoteCheckoutRequestSchema,
        response: { 200: BookingAnswer, 201: BookingAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const key = requireIdempotencyKey(request);
      const viewer = await signedInViewer(request);
      const outcome = await payQuote(ctx, viewer, key, request.params.id, request.body);
      const booking = await visibleBooking(ctx.db, outcome.bookingId, viewer);
      return reply.status(outcome.replayed ? 200 : 201).send({ booking: booking!, replayed: outcome.replayed });
    },
  );

  app.post(
    '/api/conversations/:id/quotes',
    {
      preHandler: requireUser,
      config: routeLimit('standard'),
      schema: {
        tags: ['quotes'],
        summary:
          "The listing's host sends its customer a quote from their conversation; it arrives in the thread as a card to pay from",
        params: QuoteParams,
        body: ThreadQuoteSchema,
        response: { 201: QuoteAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const conversation = await conversationFor(ctx.db, viewer.id, request.params.id);
      if (!conversation)
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: MESSAGING_ERRORS.notFound } });
      // The host is the conversation's second participant: the listing's owner (createQuote checks the listing too).
      if (conversation.participant2 !== viewer.id)
        return reply.status(403).send({ error: { code: 'ONLY_HOST', message: QUOTE_ERRORS.onlyHost } });
      const [customer] = await ctx.db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, conversation.participant1));
      const quote = await createQuote(ctx, viewer, {
        ...request.body,
        listing: { type: conversation.entityType, id: conversation.entityId },
        customerEmail: customer!.email,
      });
      const total = formatMoney(quote.breakdown.customerTotal, 'messaging');
      const day = new Date(`${quote.eventDate}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const sent = await sendMessage(
        ctx.db,
        viewer.id,
        conversation,
        `Quote: ${quote.title}, ${total} with fees and tax, for ${day}.`,
        { quoteId: quote.id },
      );
      app.deliverMessage(sent);
      return reply.status(201).send({ quote });
    },
  );
};
