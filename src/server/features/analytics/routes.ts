// Spec §7 HTTP: legacy-redirect records, client error reports and web-vitals events.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { RATE_LIMIT_WINDOWS } from '#shared/resilience/rate-limit.ts';
import { recordEvents } from './record-events.ts';

const text = (max: number) => z.string().max(max);

export const LegacyRedirectSchema = z.object({
  path: text(2048).startsWith('/'),
  destination: text(2048).startsWith('/'),
  referrer: text(2048).optional().default(''),
  userAgent: text(1024).optional().default(''),
  timestamp: z.iso.datetime({ offset: true }),
});

export const ClientErrorSchema = z.object({
  message: text(4000),
  stack: text(20000).optional(),
  name: text(200).optional(),
  componentStack: text(20000).optional(),
  componentName: text(200).optional(),
  timestamp: z.iso.datetime({ offset: true }),
  userAgent: text(1024).optional(),
  url: text(2048).optional(),
});

const VITAL_NAMES = ['CLS', 'FID', 'FCP', 'LCP', 'TTFB', 'INP'] as const;

export const PerformanceEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('web_vital'),
    name: z.enum(VITAL_NAMES),
    value: z.number().min(0),
    rating: z.string().max(40).optional(),
    path: text(2048),
  }),
  z.object({ kind: z.literal('long_task'), value: z.number().min(0), path: text(2048) }),
  z.object({ kind: z.literal('slow_resource'), name: text(2048), value: z.number().min(0), path: text(2048) }),
  z.object({ kind: z.literal('memory'), value: z.number().min(0).max(1), path: text(2048) }),
]);

const limited = { rateLimit: { max: RATE_LIMIT_WINDOWS.strict.max, timeWindow: RATE_LIMIT_WINDOWS.strict.windowMs } };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/legacy-redirects',
    {
      config: limited,
      schema: {
        tags: ['analytics'],
        summary: 'Record that an old path was redirected',
        body: LegacyRedirectSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { path, destination, referrer, userAgent, timestamp } = request.body;
      await recordEvents(app.db, [
        {
          kind: 'legacy_redirect',
          name: path,
          path: destination,
          userAgent,
          payload: { path, destination, referrer, timestamp },
        },
      ]);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/errors',
    {
      config: limited,
      schema: {
        tags: ['analytics'],
        summary: 'Report an error caught in the browser',
        body: ClientErrorSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const report = request.body;
      request.log.warn(
        { clientError: { message: report.message, url: report.url, component: report.componentName } },
        'client error',
      );
      await recordEvents(app.db, [
        {
          kind: 'client_error',
          name: report.name ?? 'Error',
          path: report.url ?? null,
          userAgent: report.userAgent ?? null,
          payload: report,
        },
      ]);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/analytics',
    {
      config: limited,
      schema: {
        tags: ['analytics'],
        summary: 'Record web-vitals, long-task, slow-resource and memory events',
        body: z.object({ events: z.array(PerformanceEventSchema).min(1).max(50) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? null;
      await recordEvents(
        app.db,
        request.body.events.map((e) => ({
          kind: e.kind,
          name: 'name' in e ? e.name : null,
          value: e.value,
          path: e.path,
          userAgent,
          payload: e,
        })),
      );
      return reply.status(204).send(null);
    },
  );
};
