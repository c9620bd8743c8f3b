// GET /api/partner/earnings and /api/partner/statements/:month: the signed-in partner's own payouts only.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { EarningsSchema, StatementParamsSchema } from '#shared/payouts.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { partnerEarnings, statementCsv } from './earnings.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partner/earnings',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: {
        tags: ['payouts'],
        summary: "The partner's payouts per booking, with the platform fee, and their totals",
        response: { 200: EarningsSchema, ...errors },
      },
    },
    async (request) => partnerEarnings(app.db, (await signedInViewer(request)).id),
  );

  app.get(
    '/api/partner/statements/:month',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: {
        tags: ['payouts'],
        summary: 'A monthly statement (CSV) of the bookings the partner confirmed that month',
        params: StatementParamsSchema,
        response: { 200: z.string(), 400: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { earnings } = await partnerEarnings(app.db, (await signedInViewer(request)).id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="eventide-statement-${request.params.month}.csv"`)
        .send(statementCsv(earnings, request.params.month));
    },
  );
};
