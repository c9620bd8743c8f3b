// Spec §7 HTTP: legacy-redirect records, client error reports and web-vitals events.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { ClientErrorReportSchema, LegacyRedirectSchema, PerformanceEventsSchema } from '#shared/analytics.ts';
import { routeLimit } from '../../http/index.ts';
import { recordEvents } from './record-events.ts';

const limited = routeLimit('strict');

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
        body: ClientErrorReportSchema,
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
        body: PerformanceEventsSchema,
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
