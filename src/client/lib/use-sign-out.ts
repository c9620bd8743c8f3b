import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SESSION } from '#shared/constants.ts';
import { api } from './api.ts';
import { STORAGE_KEYS, writeStorage } from './local-storage.ts';
import { GUEST, ME_QUERY_KEY } from './use-me.ts';

/** §4 sign-out: 100 ms debounce, 'Signing out...' toast, stored role cleared, session ended, back to /. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      timer.current = null;
      const id = toast.loading('Signing out...');
      try {
        await api('/api/auth/sign-out', { method: 'POST', body: {} });
        writeStorage(STORAGE_KEYS.activeRole, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
        queryClient.setQueryData(ME_QUERY_KEY, GUEST);
        toast.success('Signed out successfully', { id });
        navigate('/');
      } catch {
        toast.error('Sign out failed, please try again', { id });
      }
    }, SESSION.logoutDebounceMs);
  }, [navigate, queryClient]);
}
