// Checkout and bookings: price a cart, check out once (idempotent), read bookings, and each partner
// booking's events (confirm, decline, complete by its partner; cancel by its customer or partner).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  BookingSchema,
  CheckoutAttemptSchema,
  CheckoutRequestSchema,
  PartnerBookingRowSchema,
  PayInstalmentRequestSchema,
  PriceQuoteRequestSchema,
  PriceQuoteSchema,
} from '#shared/checkout.ts';
import { PaymentsConfigSchema } from '#shared/payments.ts';
import { AppError } from '#shared/errors.ts';
import { ApiErrorSchema, requireIdempotencyKey } from '../../http/index.ts';
import { requireRole, requireUser, signedInViewer } from '../auth/index.ts';
import { BookingAnswer } from './booking-answers.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { depositClaimRoutes } from './deposit-claim-routes.ts';
import { devClockRoutes } from './dev-clock-routes.ts';
import { ledgerRoutes } from './ledger-routes.ts';
import { paymentWebhookRoutes } from './payment-webhook-routes.ts';
import { payInstalmentNow } from './pay-instalment.ts';
import { placeCheckout, refuseDuplicateListings } from './place-checkout.ts';
import { priceCart } from './price-cart.ts';
import { customerAttempt } from './read-attempt.ts';
import { customerBookings, partnerBookings, visibleBooking } from './read-bookings.ts';
import { NOT_YOUR_BOOKING, respondToBooking } from './respond-to-booking.ts';

const BookingParams = z.object({ id: z.uuid('Not a booking id') });
const AttemptParams = z.object({ id: z.uuid('Not a payment attempt id') });
const ItemParams = z.object({ itemId: z.uuid('Not a booking id') });
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

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.checkout;
  // Stripe's events come only when Stripe takes the payments and its webhook secret is set.
  if (app.env.STRIPE_WEBHOOK_SECRET) await app.register(paymentWebhookRoutes);
  await app.register(devClockRoutes);
  await app.register(depositClaimRoutes);
  await app.register(ledgerRoutes);
  const today = () => new Date().toISOString().slice(0, 10);

  app.get(
    '/api/payments/config',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Which provider takes the card (sandbox or Stripe) and the publishable key for Stripe.js',
        response: { 200: PaymentsConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        provider: ctx.payments.name,
        publishableKey: ctx.payments.name === 'stripe' ? (app.env.PUBLIC_PAYMENTS_KEY ?? null) : null,
      };
    },
  );

  app.post(
    '/api/checkout/quote',
    {
      config: { rateLimit: { max: 100, timeWindow: 60_000 } },
      schema: {
        tags: ['checkout'],
        summary: 'Prices a cart from stored prices: lines, the §9 breakdown, §5 validation, availability',
        body: PriceQuoteRequestSchema,
        response: { 200: PriceQuoteSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      refuseDuplicateListings(request.body.lines);
      const { lines, breakdown, validation, timeZone } = await priceCart(ctx.db, request.body, today(), ctx.prices);
      return { lines, breakdown, validation, timeZone };
    },
  );

  app.post(
    '/api/checkout',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['checkout'],
        summary:
          'Checks out the cart once: one hold on the card, one booking per partner. Needs an Idempotency-Key header.',
        body: CheckoutRequestSchema,
        response: { 200: BookingAnswer, 201: BookingAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const key = requireIdempotencyKey(request);
      const viewer = await signedInViewer(request);
      const outcome = await placeCheckout(ctx, viewer, key, request.body);
      const booking = await visibleBooking(ctx.db, outcome.bookingId, viewer);
      return reply.status(outcome.replayed ? 200 : 201).send({ booking: booking!, replayed: outcome.replayed });
    },
  );

  app.get(
    '/api/checkout/attempts/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['checkout'],
        summary: "A checkout's payment attempt, for its customer: status, failure, amount",
        params: AttemptParams,
        response: { 200: z.object({ attempt: CheckoutAttemptSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const attempt = await customerAttempt(ctx.db, request.params.id, (await signedInViewer(request)).id);
      if (!attempt)
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such payment attempt of yours.' } });
      return { attempt };
    },
  );

  app.get(
    '/api/bookings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: "The signed-in customer's bookings, latest event first",
        response: { 200: z.object({ bookings: z.array(BookingSchema) }), 401: ApiErrorSchema },
      },
    },
    async (request) => ({ bookings: await customerBookings(ctx.db, (await signedInViewer(request)).id) }),
  );

  app.get(
    '/api/bookings/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'One booking: its customer and admins may read it (partners see their lines in the portal)',
        params: BookingParams,
        response: { 200: z.object({ booking: BookingSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const booking = await visibleBooking(ctx.db, request.params.id, await signedInViewer(request));
      if (!booking) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: NOT_YOUR_BOOKING } });
      return { booking };
    },
  );

  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'The booking as an iCalendar file: one event per partner booking still on',
        params: BookingParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const booking = await visibleBooking(ctx.db, request.params.id, await signedInViewer(request));
      if (!booking) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: NOT_YOUR_BOOKING } });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${booking.reference}.ics"`)
        .send(bookingCalendar(booking, ctx.appUrl));
    },
  );

  app.post(
    '/api/bookings/:id/instalments/:instalmentId/pay',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'The customer pays a balance now with another card, which is kept for the booking from then on',
        params: BookingParams.extend({ instalmentId: z.uuid('Not a payment id') }),
        body: PayInstalmentRequestSchema,
        response: { 200: z.object({ status: z.literal('paid') }), ...errors },
      },
    },
    async (request) =>
      payInstalmentNow(ctx, await signedInViewer(request), {
        bookingId: request.params.id,
        instalmentId: request.params.instalmentId,
        paymentMethod: request.body.paymentMethod,
      }),
  );

  app.post(
    '/api/booking-items/:itemId/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'Cancels one partner booking (its customer or partner); refunds by the 24-hour rule',
        params: ItemParams,
        response: { 200: z.object({ status: z.string() }), ...errors },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      // The customer of the booking, or else its partner: respondToBooking checks which one the viewer is.
      return await respondToBooking(ctx, {
        itemId: request.params.itemId,
        event: 'cancel',
        by: { kind: 'customer', userId: viewer.id },
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404)
          return respondToBooking(ctx, {
            itemId: request.params.itemId,
            event: 'cancel',
            by: { kind: 'partner', userId: viewer.id },
          });
        throw error;
      });
    },
  );

  app.get(
    '/api/partner/booking-items',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: {
        tags: ['bookings'],
        summary: "The partner's own bookings and requests",
        response: {
          200: z.object({ items: z.array(PartnerBookingRowSchema) }),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => ({ items: await partnerBookings(ctx.db, (await signedInViewer(request)).id) }),
  );

  for (const event of ['confirm', 'decline', 'complete'] as const) {
    app.post(
      `/api/partner/booking-items/:itemId/${event}`,
      {
        preHandler: requireRole('venue', 'vendor'),
        schema: {
          tags: ['bookings'],
          summary: `The partner ${event}s its booking`,
          params: ItemParams,
          response: { 200: z.object({ status: z.string() }), ...errors },
        },
      },
      async (request) => {
        const viewer = await signedInViewer(request);
        return await respondToBooking(ctx, {
          itemId: request.params.itemId,
          event,
          by: { kind: 'partner', userId: viewer.id },
        });
      },
    );
  }
};
