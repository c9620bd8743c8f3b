// GET /api/partner/earnings and /api/partner/statements/:month (CSV, and /entries as data): the signed-in partner's
// own payouts and money only.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { PartnerStatementSchema } from '#shared/ledger.ts';
import { EarningsSchema, StatementParamsSchema } from '#shared/payouts.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { partnerStatement } from '../checkout/index.ts';
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
        summary: 'A monthly statement (CSV) of the money that moved for the partner’s lines that month',
        params: StatementParamsSchema,
        response: { 200: z.string(), 400: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const statement = await partnerStatement(app.db, (await signedInViewer(request)).id, request.params.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="eventide-statement-${request.params.month}.csv"`)
        .send(statementCsv(statement));
    },
  );

  app.get(
    '/api/partner/statements/:month/entries',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: {
        tags: ['payouts'],
        summary: 'The monthly statement as data: each time money moved for the partner’s lines, and the totals',
        params: StatementParamsSchema,
        response: { 200: z.object({ statement: PartnerStatementSchema }), 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      statement: await partnerStatement(app.db, (await signedInViewer(request)).id, request.params.month),
    }),
  );
};
