// The admins' review queue (GET /api/admin/applications), one application, and a decision on it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
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
const keys = {
  all: ['admin', 'applications'] as const,
  queue: (filters: QueueFilters) => ['admin', 'applications', 'queue', filters] as const,
  one: (id: string) => ['admin', 'applications', 'one', id] as const,
};

export function useApplicationQueue(filters: QueueFilters) {
  const params = new URLSearchParams({ status: filters.status, page: String(filters.page) });
  if (filters.type) params.set('type', filters.type);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return useQuery({
    queryKey: keys.queue(filters),
    queryFn: ({ signal }) => api(`/api/admin/applications?${params}`, { schema: QueuePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: keys.one(id ?? ''),
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
      queryClient.setQueryData(keys.one(id), { application });
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
