// The ledger over HTTP (ledger-views.ts): a partner's statement for a month, the platform's money for admins.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { PartnerStatementSchema, PlatformLedgerSchema, StatementMonthSchema } from '#shared/ledger.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { partnerStatement, platformLedger } from './ledger-views.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.checkout;

  app.get(
    '/api/partner/statement',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: {
        tags: ['payouts'],
        summary: 'The partner’s statement for a month: what customers paid for their lines, refunds and payouts',
        querystring: z.object({ month: StatementMonthSchema }),
        response: { 200: z.object({ statement: PartnerStatementSchema }), ...errors },
      },
    },
    async (request) => ({
      statement: await partnerStatement(ctx.db, (await signedInViewer(request)).id, request.query.month),
    }),
  );

  app.get(
    '/api/admin/ledger',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The platform’s money month by month from the ledger, and its last reconciliation',
        response: { 200: z.object({ ledger: PlatformLedgerSchema }), ...errors },
      },
    },
    async () => ({ ledger: await platformLedger(ctx.db, ctx.clock.now()) }),
  );
};
