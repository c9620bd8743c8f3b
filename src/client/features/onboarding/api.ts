// The onboarding wizard's calls: its saved draft, autosaving it, and submitting.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DraftSchema, type OnboardingDraftData, type OnboardingStep } from '#shared/onboarding.ts';
import { OwnApplicationSchema } from '#shared/partners.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { api } from '../../lib/api.ts';
import { partnerKeys } from '../partners/index.ts';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  draft: (type: PartnerType) => [...onboardingKeys.all, 'draft', type] as const,
};

export function useDraft(type: PartnerType, enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.draft(type),
    queryFn: ({ signal }) =>
      api(`/api/onboarding/${type}`, { schema: z.object({ draft: DraftSchema.nullable() }), signal }),
    select: (data) => data.draft,
    enabled,
    staleTime: Infinity,
  });
}

/** `keepalive`: the save outlives the page (the partner is leaving). */
export function saveDraft(type: PartnerType, step: OnboardingStep, data: OnboardingDraftData, keepalive = false) {
  return api(`/api/onboarding/${type}`, {
    method: 'PUT',
    body: { step, data },
    keepalive,
    schema: z.object({ updatedAt: z.string() }),
  });
}

export function useSubmitOnboarding(type: PartnerType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/onboarding/${type}/submit`, {
        method: 'POST',
        body: {},
        schema: z.object({
          application: OwnApplicationSchema.nullable(),
          listing: z.object({ id: z.string(), kind: z.string() }),
          message: z.string(),
        }),
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: onboardingKeys.draft(type) });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.applications() });
    },
  });
}
