// The admin area's calls: the overview and its charts, the performance figures, the review queue
// (GET /api/admin/applications), one application, a decision on it, and moderating a listing.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminOverviewSchema } from '#shared/account.ts';
import { MarketplaceMetricsSchema, PerformanceMetricsSchema } from '#shared/admin-metrics.ts';
import {
  ApplicationDetailSchema,
  ApplicationSummarySchema,
  type ApplicationDecision,
  type ApplicationStatus,
} from '#shared/partners.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { api } from '../../lib/api.ts';

export interface QueueFilters {
  status: ApplicationStatus | 'all';
  type: PartnerType | null;
  q: string;
  page: number;
}

const QueuePageSchema = z.object({
  applications: z.array(ApplicationSummarySchema),
  total: z.number(),
  nextPage: z.number().nullable(),
});

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  performance: (days: number) => [...adminKeys.all, 'performance', days] as const,
  metrics: (days: number) => [...adminKeys.all, 'metrics', days] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  queue: (filters: QueueFilters) => [...adminKeys.applications(), 'queue', filters] as const,
  application: (id: string) => [...adminKeys.applications(), 'one', id] as const,
};

export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => api('/api/admin/overview', { schema: AdminOverviewSchema, signal }),
  });
}

/** The previous period's figures stay on screen while another period loads. */
export function usePerformanceMetrics(days: number) {
  return useQuery({
    queryKey: adminKeys.performance(days),
    queryFn: ({ signal }) => api(`/api/admin/performance?days=${days}`, { schema: PerformanceMetricsSchema, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useMarketplaceMetrics(days: number) {
  return useQuery({
    queryKey: adminKeys.metrics(days),
    queryFn: ({ signal }) => api(`/api/admin/metrics?days=${days}`, { schema: MarketplaceMetricsSchema, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useApplicationQueue(filters: QueueFilters) {
  const params = new URLSearchParams({ status: filters.status, page: String(filters.page) });
  if (filters.type) params.set('type', filters.type);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return useQuery({
    queryKey: adminKeys.queue(filters),
    queryFn: ({ signal }) => api(`/api/admin/applications?${params}`, { schema: QueuePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: adminKeys.application(id ?? ''),
    queryFn: ({ signal }) =>
      api(`/api/admin/applications/${id}`, { schema: z.object({ application: ApplicationDetailSchema }), signal }),
    select: (data) => data.application,
    enabled: id !== null,
  });
}

export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) =>
      api(`/api/admin/applications/${id}/decision`, {
        body: decision,
        schema: z.object({ application: ApplicationDetailSchema }),
      }),
    onSuccess: ({ application }) => {
      queryClient.setQueryData(adminKeys.application(id), { application });
      void queryClient.invalidateQueries({ queryKey: adminKeys.applications() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    },
  });
}

export type ModerationAction = { action: 'suspend' | 'reinstate'; reason?: string };

/** Suspends or reinstates one of the application's listings; the application is read again. */
export function useModerateListing(
  listing: { kind: string; id: string },
  applicationId: string,
  callbacks: { onSuccess: (action: ModerationAction) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationAction) =>
      api(`/api/admin/listings/${listing.kind}/${listing.id}/moderation`, { body }),
    onSuccess: (_answer, body) => {
      callbacks.onSuccess(body);
      void queryClient.invalidateQueries({ queryKey: adminKeys.application(applicationId) });
    },
    onError: callbacks.onError,
  });
}
