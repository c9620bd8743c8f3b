// Split payment (issue 48, step 5): the event's balances and their shares (its hosts), splitting one and taking a
// share back (the organizer), sending a share's link again (the organizer or its co-host), and the share's own link: read and paid by whoever
// holds it, its token in the query and the body, never in a path (paths are kept in the analytics table).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  EventPaymentsSchema,
  PayShareRequestSchema,
  SPLIT_MESSAGES,
  ShareLinkSchema,
  SplitRequestSchema,
} from '#shared/event-payments.ts';
import { InvitationTokenSchema } from '#shared/events.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { requireUser } from '../auth/index.ts';
import { eventContextOf } from './event-context.ts';
import {
  eventPaymentsOf,
  payShare,
  resendShareLink,
  shareLinkOf,
  splitBalance,
  takeBackShare,
} from './payment-shares.ts';
import { accessOf, eventErrors, EventParams } from './route-access.ts';

const ShareParams = EventParams.extend({ shareId: z.uuid(SPLIT_MESSAGES.shareNotFound) });
const PaymentsAnswer = z.object({ payments: EventPaymentsSchema });
const ShareAnswer = z.object({ share: ShareLinkSchema });

export const paymentShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = eventContextOf(app);

  app.get(
    '/api/events/:id/payments',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The event’s balances not yet charged and how each is split among co-hosts',
        params: EventParams,
        response: { 200: PaymentsAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const { access } = await accessOf(ctx, request);
      return { payments: await eventPaymentsOf(ctx.db, access) };
    },
  );

  app.post(
    '/api/events/:id/payments/split',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The organizer splits a balance among co-hosts, each paying their share by a deadline',
        params: EventParams,
        body: SplitRequestSchema,
        response: { 200: PaymentsAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const { access, viewer } = await accessOf(ctx, request);
      await splitBalance(ctx, access, viewer, request.body);
      return { payments: await eventPaymentsOf(ctx.db, access) };
    },
  );

  app.delete(
    '/api/events/:id/payments/shares/:shareId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The organizer takes a co-host’s share back, before it is paid: it is the organizer’s again',
        params: ShareParams,
        response: { 200: PaymentsAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const { access, viewer } = await accessOf(ctx, request);
      await takeBackShare(ctx, access, viewer, request.params.shareId);
      return { payments: await eventPaymentsOf(ctx.db, access) };
    },
  );

  app.post(
    '/api/events/:id/payments/shares/:shareId/resend',
    {
      preHandler: requireUser,
      config: routeLimit('strict'),
      schema: {
        tags: ['events'],
        summary: 'Mails a share’s co-host a new link to pay it (the older one stops working)',
        params: ShareParams,
        response: { 204: z.null(), ...eventErrors },
      },
    },
    async (request, reply) => {
      const { access } = await accessOf(ctx, request);
      await resendShareLink(ctx, access, request.params.shareId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/payment-shares',
    {
      config: routeLimit('strict'),
      schema: {
        tags: ['events'],
        summary: 'A co-host’s share as their link shows it: the event, the partner, the amount and the deadline',
        querystring: InvitationTokenSchema,
        response: { 200: ShareAnswer, ...eventErrors },
      },
    },
    async (request, reply) => {
      const share = await shareLinkOf(ctx.db, request.query.token);
      if (!share) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: SPLIT_MESSAGES.linkGone } });
      return { share };
    },
  );

  app.post(
    '/api/payment-shares/pay',
    {
      config: routeLimit('strict'),
      schema: {
        tags: ['events'],
        summary: 'Pays a share through its link with the payer’s own card',
        body: PayShareRequestSchema,
        response: { 200: ShareAnswer, ...eventErrors, 402: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => ({ share: await payShare(ctx, app.checkout, request.body) }),
  );
};
