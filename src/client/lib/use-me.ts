import { useQuery } from '@tanstack/react-query';
import { MeSchema, type Me } from '#shared/session.ts';
import { api } from './api.ts';

export const ME_QUERY_KEY = ['me'] as const;

export const GUEST: Me = { user: null, roles: [], activeRole: null };

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api('/api/me', { schema: MeSchema, ...(signal ? { signal } : {}) });
}

/** The signed-in user and their roles (GET /api/me); `user` is null for guests. */
export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => fetchMe(signal) });
}

/** The session for display purposes: a failed or pending lookup reads as a guest. */
export function useViewer(): Me & { isLoading: boolean } {
  const query = useMe();
  return { ...(query.data ?? GUEST), isLoading: query.isPending };
}
