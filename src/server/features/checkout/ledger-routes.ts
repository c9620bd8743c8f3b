// The platform's money from the ledger for admins (ledger-views.ts); partners' statements are the payouts feature's.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { PlatformLedgerSchema } from '#shared/ledger.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireRole } from '../auth/index.ts';
import { platformLedger } from './ledger-views.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.checkout;

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
