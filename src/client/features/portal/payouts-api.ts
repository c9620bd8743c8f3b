// The partner's payout account: its status (read from the provider again on each visit) and the provider's
// onboarding link.
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PayoutStatusSchema } from '#shared/payouts.ts';
import { api } from '../../lib/api.ts';

export function usePayoutStatus() {
  return useQuery({
    queryKey: ['portal', 'payouts'],
    queryFn: ({ signal }) => api('/api/partner/payouts', { schema: PayoutStatusSchema, signal }),
  });
}

/** Opens the provider's onboarding; it sends the partner back to /portal/onboarding/complete, or to `returnTo`. */
export function useConnectPayouts() {
  return useMutation({
    mutationFn: (options: { returnTo?: string } | void) =>
      api('/api/partner/payouts/connect', {
        method: 'POST',
        body: options ?? {},
        schema: z.object({ url: z.string() }),
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
