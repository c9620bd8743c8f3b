// The admin dashboard: GET /api/admin/overview (today's counts), /api/admin/metrics (the marketplace over time) and
// /api/admin/performance (real visitors' speed).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { AdminOverviewSchema } from '#shared/account.ts';
import { MarketplaceMetricsSchema, PerformanceMetricsSchema } from '#shared/admin-metrics.ts';
import { ReportQuerySchema } from '#shared/time-buckets.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireRole } from '../auth/index.ts';
import { adminOverview } from './admin-overview.ts';
import { marketplaceMetrics } from './marketplace-metrics.ts';
import { performanceMetrics } from './performance-metrics.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

export const platformMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = requireRole('admin');

  app.get(
    '/api/admin/overview',
    {
      preHandler: adminOnly,
      schema: { tags: ['admin'], summary: 'Platform numbers for admins', response: { 200: AdminOverviewSchema } },
    },
    async () => adminOverview(app.db),
  );

  app.get(
    '/api/admin/metrics',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Sign-ups, bookings, gross volume and platform revenue over time; partners and listings by state',
        querystring: ReportQuerySchema,
        response: { 200: MarketplaceMetricsSchema, ...errors },
      },
    },
    async (request) => marketplaceMetrics(app.db, request.query.days),
  );

  app.get(
    '/api/admin/performance',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Web vitals (p75), long tasks, slow resources, memory warnings and client errors over time',
        querystring: ReportQuerySchema,
        response: { 200: PerformanceMetricsSchema, ...errors },
      },
    },
    async (request) => performanceMetrics(app.db, request.query.days),
  );
};
