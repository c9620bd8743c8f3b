import { useQuery } from '@tanstack/react-query';
import { MeSchema, type Me } from '#shared/session.ts';
import { api } from './api.ts';

export const ME_QUERY_KEY = ['me'] as const;

export const GUEST: Me = { user: null, roles: [], activeRole: null };

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api('/api/me', { schema: MeSchema, ...(signal ? { signal } : {}) });
}

/** The raw GET /api/me query. Components read the session through useSession() (lib/session.tsx), which builds on it. */
export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => fetchMe(signal) });
}
