// Account data: the profile (GET/PATCH /api/profile), the customer overview and the password and
// session calls of better-auth.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CustomerOverviewSchema, ProfileSchema, type Profile, type UpdateProfile } from '#shared/account.ts';
import { api } from '../../lib/api.ts';
import { ME_QUERY_KEY } from '../../lib/use-me.ts';

export const accountKeys = {
  profile: () => ['profile'] as const,
  overview: () => ['dashboard', 'overview'] as const,
};

export function useProfile(enabled = true) {
  return useQuery({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => api('/api/profile', { schema: ProfileSchema, signal }),
    enabled,
  });
}

/** PATCH /api/profile; the answer replaces the cached profile, and the session's name follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfile) =>
      api('/api/profile', { method: 'PATCH', body: changes, schema: ProfileSchema }),
    onSuccess: (profile: Profile, changes) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      if (changes.fullName !== undefined) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export function useCustomerOverview(enabled = true) {
  return useQuery({
    queryKey: accountKeys.overview(),
    queryFn: ({ signal }) => api('/api/dashboard/overview', { schema: CustomerOverviewSchema, signal }),
    enabled,
  });
}

export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}): Promise<unknown> {
  return api('/api/auth/change-password', { method: 'POST', body });
}

export function revokeOtherSessions(): Promise<unknown> {
  return api('/api/auth/revoke-other-sessions', { method: 'POST', body: {} });
}

export function deleteAccount(password: string): Promise<unknown> {
  return api('/api/auth/delete-user', { method: 'POST', body: { password } });
}
