// The platform's health for admins: the marketplace's numbers (GET /api/admin/overview), its charts over time
// (GET /api/admin/metrics) and real visitors' performance (GET /api/admin/performance).
import { useQuery } from '@tanstack/react-query';
import { AdminOverviewSchema } from '#shared/account.ts';
import { MarketplaceMetricsSchema, PerformanceMetricsSchema } from '#shared/admin-metrics.ts';
import { api } from '../../lib/api.ts';

export const platformMetricsKeys = {
  all: ['platform-metrics'] as const,
  overview: () => [...platformMetricsKeys.all, 'overview'] as const,
  performance: (days: number) => [...platformMetricsKeys.all, 'performance', days] as const,
  metrics: (days: number) => [...platformMetricsKeys.all, 'metrics', days] as const,
};

export function useAdminOverview() {
  return useQuery({
    queryKey: platformMetricsKeys.overview(),
    queryFn: ({ signal }) => api('/api/admin/overview', { schema: AdminOverviewSchema, signal }),
  });
}

/** The previous period's figures stay on screen while another period loads. */
export function usePerformanceMetrics(days: number) {
  return useQuery({
    queryKey: platformMetricsKeys.performance(days),
    queryFn: ({ signal }) => api(`/api/admin/performance?days=${days}`, { schema: PerformanceMetricsSchema, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useMarketplaceMetrics(days: number) {
  return useQuery({
    queryKey: platformMetricsKeys.metrics(days),
    queryFn: ({ signal }) => api(`/api/admin/metrics?days=${days}`, { schema: MarketplaceMetricsSchema, signal }),
    placeholderData: (previous) => previous,
  });
}
