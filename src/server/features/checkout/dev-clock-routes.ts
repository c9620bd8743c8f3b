// POST /api/dev/money-jobs: runs the money jobs as if it were another time, so a planner's months can be tried in
// minutes (a balance reminded, then charged). Only outside production and only for requests made on this machine:
// it moves money.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, madeOnThisMachine } from '../../http/index.ts';
import { runMoneyJobs } from './money-jobs.ts';

export const DEV_CLOCK_ERRORS = {
  notHere: 'The money jobs run at another time only for requests made on the machine the server runs on.',
} as const;

export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') return;
  app.post(
    '/api/dev/money-jobs',
    {
      schema: {
        tags: ['development'],
        summary: 'Runs the money jobs (reminders, balance charges, expiries) as if it were `at` (not in production)',
        body: z.object({ at: z.iso.datetime({ offset: true }) }),
        response: { 200: z.object({ ranAt: z.string() }), 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!madeOnThisMachine(request))
        return reply.status(403).send({ error: { code: 'FORBIDDEN', message: DEV_CLOCK_ERRORS.notHere } });
      const at = new Date(request.body.at);
      await runMoneyJobs(app.checkout, at);
      return { ranAt: at.toISOString() };
    },
  );
};
