// POST /api/dev/money-jobs: runs the money jobs as if it were another time, so a planner's months can be tried in
// minutes (a balance reminded, then charged); PUT /api/dev/clock: the time the claim routes act at from then on (a
// claim filed after the event, answered, decided). Only outside production and only for requests made on this
// machine: they move money.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, madeOnThisMachine } from '../../http/index.ts';
import { runMoneyJobs } from './money-jobs.ts';

export const DEV_CLOCK_ERRORS = {
  notHere: 'The money jobs run at another time only for requests made on the machine the server runs on.',
  outOfRange: 'Choose a time within ten years of now.',
} as const;

const TEN_YEARS_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;

/** A time the jobs may run at: a date and time with its offset, within ten years of now (bookings lie there). */
const RunAtSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => Math.abs(Date.parse(value) - Date.now()) <= TEN_YEARS_MS, DEV_CLOCK_ERRORS.outOfRange);

export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') return;
  app.post(
    '/api/dev/money-jobs',
    {
      schema: {
        tags: ['development'],
        summary: 'Runs the money jobs (reminders, balance charges, expiries) as if it were `at` (not in production)',
        body: z.object({ at: RunAtSchema }),
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

  app.put(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary:
          'Sets the time the claim routes act at, running on from `at`; null sets the real time (not in production)',
        body: z.object({ at: RunAtSchema.nullable() }),
        response: { 200: z.object({ now: z.string() }), 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!madeOnThisMachine(request))
        return reply.status(403).send({ error: { code: 'FORBIDDEN', message: DEV_CLOCK_ERRORS.notHere } });
      app.checkout.clock.setTo(request.body.at === null ? null : new Date(request.body.at));
      return { now: app.checkout.clock.now().toISOString() };
    },
  );
};
