// Claims on security deposits over HTTP (deposit-claims.ts): the partner files one on their booking line, the
// customer accepts or disputes it, and admins decide disputes from their queue. They act at the money clock's time
// (the real time, except where the dev clock set it).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  AnswerClaimRequestSchema,
  DecideClaimRequestSchema,
  DepositClaimSchema,
  DisputedClaimSchema,
  FileClaimRequestSchema,
} from '#shared/deposit-claims.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireRole, requireUser, signedInViewer } from '../auth/index.ts';
import { answerClaim, decideClaim, fileClaim } from './deposit-claims.ts';
import { disputedClaims, toDepositClaim } from './deposit-views.ts';

const ItemParams = z.object({ itemId: z.uuid('Not a booking id') });
const ClaimParams = z.object({ id: z.uuid('Not a claim id') });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
};
const claimAnswer = { 200: z.object({ claim: DepositClaimSchema }), ...errors };
// Each step moves money at the provider: a few a minute is all a person needs.
const rateLimit = { max: 20, timeWindow: 60_000 };

export const depositClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.checkout;

  app.post(
    '/api/partner/booking-items/:itemId/claim',
    {
      preHandler: requireRole('venue', 'vendor'),
      config: { rateLimit },
      schema: {
        tags: ['bookings'],
        summary: 'The partner claims overtime or damage from the booking line’s held security deposit',
        params: ItemParams,
        body: FileClaimRequestSchema,
        response: claimAnswer,
      },
    },
    async (request) => ({
      claim: toDepositClaim(
        await fileClaim(ctx, await signedInViewer(request), request.params.itemId, request.body, ctx.clock.now()),
      ),
    }),
  );

  app.post(
    '/api/deposit-claims/:id/answer',
    {
      preHandler: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['bookings'],
        summary: 'The customer accepts or disputes a claim on their security deposit, within 48 hours',
        params: ClaimParams,
        body: AnswerClaimRequestSchema,
        response: claimAnswer,
      },
    },
    async (request) => ({
      claim: toDepositClaim(
        await answerClaim(ctx, await signedInViewer(request), request.params.id, request.body, ctx.clock.now()),
      ),
    }),
  );

  app.get(
    '/api/admin/deposit-claims',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Disputed claims on security deposits, with both sides’ evidence, the longest waiting first',
        response: { 200: z.object({ claims: z.array(DisputedClaimSchema) }), ...errors },
      },
    },
    async () => ({ claims: await disputedClaims(ctx.db) }),
  );

  app.post(
    '/api/admin/deposit-claims/:id/decision',
    {
      preHandler: requireRole('admin'),
      config: { rateLimit },
      schema: {
        tags: ['admin'],
        summary: 'An admin decides a disputed claim: what stands is paid to the partner, the rest refunded',
        params: ClaimParams,
        body: DecideClaimRequestSchema,
        response: claimAnswer,
      },
    },
    async (request) => ({
      claim: toDepositClaim(
        await decideClaim(ctx, await signedInViewer(request), request.params.id, request.body, ctx.clock.now()),
      ),
    }),
  );
};
