// The partner's calls: their applications (read and submitted, §1 partner journey), a listing's copy and a listing
// photo's upload. A listing to edit and save, the business settings, the analytics and how complete each listing
// is, which the portal's dashboard and calendar use too, are the portal's calls. And the admins' review of
// applications: the queue (GET /api/admin/applications), one application, a decision on it, and moderating one of
// its listings.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ApplicationDetailSchema,
  ApplicationSummarySchema,
  OwnApplicationSchema,
  type ApplicationDecision,
  type ApplicationStatus,
  type PartnerApplicationRequest,
} from '#shared/partners.ts';
import { PartnerTypeSchema, type PartnerType } from '#shared/validation/auth.ts';
import { api } from '../../lib/api.ts';
import { platformMetricsKeys } from '../platform-metrics/index.ts';
import { portalKeys } from '../portal/index.ts';

export const partnerKeys = {
  all: ['partner'] as const,
  applications: () => [...partnerKeys.all, 'applications'] as const,
  /** The admins' review of every partner's applications. */
  review: () => [...partnerKeys.all, 'review'] as const,
  reviewQueue: (filters: QueueFilters) => [...partnerKeys.review(), 'queue', filters] as const,
  reviewedApplication: (id: string) => [...partnerKeys.review(), 'one', id] as const,
};

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

interface Callbacks<T = unknown> {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
}

export function useOwnApplications(enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.applications(),
    queryFn: ({ signal }) =>
      api('/api/partner/applications', { schema: z.object({ applications: z.array(OwnApplicationSchema) }), signal }),
    select: (data) => data.applications,
    enabled,
  });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PartnerApplicationRequest) =>
      api('/api/partner/applications', {
        body: request,
        schema: z.object({ application: OwnApplicationSchema, message: z.string() }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.applications() }),
  });
}

/** Makes a paused copy of the listing. */
export function useDuplicateListing(
  listing: { kind: PartnerType; id: string },
  callbacks: Callbacks<{ id: string; kind: PartnerType; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/partner/listings/${listing.kind}/${listing.id}/duplicate`, {
        method: 'POST',
        body: {},
        schema: z.object({ id: z.string(), kind: PartnerTypeSchema, message: z.string() }),
      }),
    onSuccess: (copy) => {
      void queryClient.invalidateQueries({ queryKey: portalKeys.overview() });
      callbacks.onSuccess?.(copy);
    },
    onError: callbacks.onError,
  });
}

export function useApplicationQueue(filters: QueueFilters) {
  const params = new URLSearchParams({ status: filters.status, page: String(filters.page) });
  if (filters.type) params.set('type', filters.type);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return useQuery({
    queryKey: partnerKeys.reviewQueue(filters),
    queryFn: ({ signal }) => api(`/api/admin/applications?${params}`, { schema: QueuePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: partnerKeys.reviewedApplication(id ?? ''),
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
      queryClient.setQueryData(partnerKeys.reviewedApplication(id), { application });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.review() });
      void queryClient.invalidateQueries({ queryKey: platformMetricsKeys.overview() });
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
      void queryClient.invalidateQueries({ queryKey: partnerKeys.reviewedApplication(applicationId) });
    },
    onError: callbacks.onError,
  });
}
