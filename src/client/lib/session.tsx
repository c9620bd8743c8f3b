// The session (§4): who is signed in, their roles and active role, keeping the auth session fresh,
// switching roles and signing out. The one place the client reads the signed-in user: use useSession().
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from './toast.ts';
import { SESSION } from '#shared/constants.ts';
import { AUTH_FORM_MESSAGES, TOASTS } from '#shared/errors.ts';
import {
  ROLE_ERRORS,
  ROLE_LANDING,
  resolveActiveRole,
  switchRole as checkRoleSwitch,
  withRedirectReason,
  type Role,
} from '#shared/roles.ts';
import type { Me } from '#shared/session.ts';
import { ApiError, api } from './api.ts';
import { STORAGE_KEYS, clearSessionData, readStorage, useStoredValue, writeStorage } from './local-storage.ts';
import { createSessionRefresher, type SessionExpiry } from './session-refresh.ts';
import { GUEST, ME_QUERY_KEY, fetchMe, loadMeSchema, useMe } from './use-me.ts';

export type SessionStatus = 'loading' | 'ready';

export interface SessionValue {
  /** 'loading' until /api/me answers, or until the §9 10 s init time-out forces 'ready' (as a guest). */
  status: SessionStatus;
  user: Me['user'];
  roles: Me['roles'];
  /** §4: the stored role if still held; else the profile's; else admin, then venue/vendor, then customer. */
  activeRole: Role | null;
  /** /api/me failed and nothing is known about the user. */
  error: Error | null;
  retry: () => void;
  retrying: boolean;
  /** A soft page reload: every query refetches as whoever is now signed in. Resolves with the new Me. */
  reload: () => Promise<Me>;
  /** Refreshes the auth session now (GET /api/auth/get-session); concurrent calls share one request. */
  refreshSession: () => Promise<SessionExpiry>;
  /** PUT /api/me/active-role, stored locally, then the role's landing page with the role-switched notice. */
  switchRole: (role: Role) => Promise<boolean>;
  switchingRole: boolean;
  /** §4 sign-out (debounced 100 ms). */
  signOut: () => void;
  /** Forgets the user on this device (stored data, cached queries) and goes home: after sign-out or account deletion. */
  resetToGuest: () => Promise<void>;
  signingOut: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

/** How long signing out waits for the way home to land before it forgets the user anyway. */
const NAVIGATION_LANDS_WITHIN_MS = 10_000;

/** §4: the role stored on this device while the user still holds it; otherwise admin, venue or vendor, customer.
 *  The role saved on the profile (me.activeRole) is a record of the last switch, not a step of that order. */
export function activeRoleOf(me: Me, stored: string | null): Role | null {
  if (!me.user) return null;
  return resolveActiveRole(stored, me.roles);
}

export async function fetchAuthSession(): Promise<SessionExpiry> {
  const data = await api('/api/auth/get-session', {
    schema: () => import('#shared/session.ts').then((module) => module.AuthSessionSchema),
  });
  return data ? { expiresAt: data.session.expiresAt.getTime() } : null;
}

function roleSwitchError(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'network' ? AUTH_FORM_MESSAGES.network : error.message;
  return ROLE_ERRORS.cannotSwitch;
}

/** Lives inside the router (it navigates after a role switch and a sign-out). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  const [storedRole] = useStoredValue(STORAGE_KEYS.activeRole);
  const [timedOut, setTimedOut] = useState(false);
  const [switchingRole, setSwitchingRole] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const signOutTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // §4 / §9: the session becomes ready after 10 s even when /api/me has not answered.
  const pending = me.isPending;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimedOut(true), SESSION.authInitTimeoutMs);
    return () => clearTimeout(timer);
  }, [pending]);

  const [refresher] = useState(() =>
    createSessionRefresher({
      fetchSession: fetchAuthSession,
      // The session ended on the server (expired, revoked elsewhere): let /api/me say who we are now.
      onResult: (result) => {
        if (!result) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      },
    }),
  );

  const userId = me.data?.user?.id ?? null;
  useEffect(() => {
    if (!userId) {
      refresher.stop();
      return;
    }
    // Learn when this session expires; the refresher then keeps it fresh.
    refresher.refresh().catch(() => {});
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresher.refreshIfDue()?.catch(() => {});
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      refresher.stop();
    };
  }, [userId, refresher]);

  useEffect(
    () => () => {
      if (signOutTimer.current) clearTimeout(signOutTimer.current);
    },
    [],
  );

  const reload = useCallback(async (): Promise<Me> => {
    await queryClient.invalidateQueries();
    return queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => fetchMe(signal) });
  }, [queryClient]);

  const data = me.data ?? GUEST;
  const roles = data.roles;

  const switchRole = useCallback(
    async (target: Role): Promise<boolean> => {
      const check = checkRoleSwitch(target, roles);
      if (!check.ok) {
        toast.error(check.error);
        return false;
      }
      setSwitchingRole(true);
      try {
        const next = await api('/api/me/active-role', {
          method: 'PUT',
          body: { role: check.role },
          schema: loadMeSchema,
        });
        writeStorage(STORAGE_KEYS.activeRole, check.role);
        queryClient.setQueryData(ME_QUERY_KEY, next);
        await navigate(withRedirectReason(ROLE_LANDING[check.role], 'role-switched'));
        return true;
      } catch (error) {
        toast.error(roleSwitchError(error));
        return false;
      } finally {
        setSwitchingRole(false);
      }
    },
    [roles, queryClient, navigate],
  );

  // Forgetting the user has to wait until the page they were on (maybe a guarded one) is gone:
  // route changes render in a transition, so a guard still on screen would otherwise see a guest
  // first and send them to sign-in instead of home.
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  const pendingReset = useRef<{ from: string; done: () => void } | null>(null);
  useEffect(() => {
    currentPath.current = pathname;
    const pendingEntry = pendingReset.current;
    if (pendingEntry && pathname !== pendingEntry.from) {
      pendingReset.current = null;
      pendingEntry.done();
    }
  }, [pathname]);

  const forgetUser = useCallback(() => {
    // Reset the cache: nothing of the signed-out user survives (pages still on screen refetch as a guest).
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0], type: 'inactive' });
    queryClient.setQueryData(ME_QUERY_KEY, GUEST);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  }, [queryClient]);

  const resetToGuest = useCallback(async () => {
    clearSessionData();
    refresher.stop();
    const from = currentPath.current;
    if (from === '/') {
      forgetUser();
      return;
    }
    await new Promise<void>((resolve) => {
      const entry = {
        from,
        done: () => {
          forgetUser();
          resolve();
        },
      };
      pendingReset.current = entry;
      void navigate('/');
      // Should the navigation be overtaken and never land, forget the user anyway. Not sooner: the home page may
      // still be loading its code, and forgetting the user on a guarded page sends them to sign-in instead (seen
      // after 2 s in a clean-clone browser test run).
      setTimeout(() => {
        if (pendingReset.current !== entry) return;
        pendingReset.current = null;
        entry.done();
      }, NAVIGATION_LANDS_WITHIN_MS);
    });
  }, [forgetUser, navigate, refresher]);

  const signOut = useCallback(() => {
    if (signOutTimer.current) clearTimeout(signOutTimer.current);
    signOutTimer.current = setTimeout(async () => {
      signOutTimer.current = null;
      setSigningOut(true);
      const id = toast.loading(TOASTS.signingOut);
      // §4 order: stored drafts and session data first, then the global sign-out, then home.
      clearSessionData();
      refresher.stop();
      try {
        // The next person on this device must not get this account's notifications.
        await import('./push.ts').then((push) => push.disablePush()).catch(() => undefined);
        // Global (§7): every session of the account ends on the server, then this device's cookie goes.
        await api('/api/auth/revoke-sessions', { method: 'POST', body: {} });
        await api('/api/auth/sign-out', { method: 'POST', body: {} });
        await resetToGuest();
        toast.success(TOASTS.signedOut, { id });
      } catch {
        toast.error(TOASTS.signOutFailed, { id });
      } finally {
        setSigningOut(false);
      }
    }, SESSION.logoutDebounceMs);
  }, [refresher, resetToGuest]);

  const status: SessionStatus = me.isPending && !timedOut ? 'loading' : 'ready';
  const error = me.isError && !me.data ? me.error : null;
  const refetch = me.refetch;
  const retrying = me.isRefetching;

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user: data.user,
      roles: data.roles,
      activeRole: activeRoleOf(data, storedRole),
      error,
      retry: () => void refetch(),
      retrying,
      reload,
      refreshSession: refresher.refresh,
      switchRole,
      switchingRole,
      signOut,
      signingOut,
      resetToGuest,
    }),
    [
      status,
      data,
      storedRole,
      error,
      refetch,
      retrying,
      reload,
      refresher,
      switchRole,
      switchingRole,
      signOut,
      signingOut,
      resetToGuest,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within the SessionProvider');
  return value;
}

/** The role to land on right after signing in (the stored choice counts, §4). */
export function landingFor(me: Me): string {
  const role = activeRoleOf(me, readStorage(STORAGE_KEYS.activeRole));
  return role ? ROLE_LANDING[role] : '/';
}
