import { useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/session.ts';
import { api } from './api.ts';

export const ME_QUERY_KEY = ['me'] as const;

export const GUEST: Me = { user: null, roles: [], activeRole: null };

/** The schema of /api/me and the active-role switch's answer, loaded beside the request (zod stays out of the first view). */
export const loadMeSchema = () => import('#shared/session.ts').then((module) => module.MeSchema);

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api('/api/me', { schema: loadMeSchema, ...(signal ? { signal } : {}) });
}

/** The raw GET /api/me query. Components read the session through useSession() (lib/session.tsx), which builds on it. */
export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => fetchMe(signal) });
}
