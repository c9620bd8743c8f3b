import { useQuery } from '@tanstack/react-query';
import { PartnerOverviewSchema } from '#shared/account.ts';
import { api } from '../../lib/api.ts';

/** The partner's portal overview (GET /api/portal/overview); the portal dashboard and the partner's listings page read it. */
export function usePartnerOverview(enabled = true) {
  return useQuery({
    queryKey: ['portal', 'overview'],
    queryFn: ({ signal }) => api('/api/portal/overview', { schema: PartnerOverviewSchema, signal }),
    enabled,
  });
}
