// GET /api/partner/analytics: the signed-in partner's own listings only.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { PartnerAnalyticsSchema } from '#shared/partner-analytics.ts';
import { ReportQuerySchema } from '#shared/time-buckets.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { partnerAnalytics } from './partner-analytics.ts';

export const partnerAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partner/analytics',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: {
        tags: ['partners'],
        summary:
          "The partner's views, inquiries, booking requests, response and earnings over the last 7, 30, 90 or 365 days",
        querystring: ReportQuerySchema,
        response: { 200: PartnerAnalyticsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => partnerAnalytics(app.db, (await signedInViewer(request)).id, request.query.days),
  );
};
