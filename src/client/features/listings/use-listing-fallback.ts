// §7: a missing listing falls back to a similar one. The page then shows a notice and replaces the
// URL with the shown listing's id (so reloads and shares open it directly); the notice rides along
// in the history entry's state.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListingFallback } from '#shared/listing-detail.ts';
import { listingKeys } from './api.ts';
import type { ListingKind } from './use-message-action.ts';

export interface FallbackInfo {
  fallback: ListingFallback;
  /** What the link asked for. */
  requested: string;
}

interface FallbackLocationState {
  listingFallback?: FallbackInfo;
}

export function listingPath(kind: ListingKind, id: string): string {
  return `/${kind}/${encodeURIComponent(id)}`;
}

export function useListingFallback<T extends object>(
  kind: ListingKind,
  requested: string,
  response: (T & { fallback: ListingFallback | null }) | undefined,
  shownId: string | undefined,
): { notice: FallbackInfo | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fallback = response?.fallback ?? null;

  useEffect(() => {
    if (!response || !fallback || !shownId) return;
    const key = kind === 'venue' ? listingKeys.venue(shownId) : listingKeys.vendor(shownId);
    queryClient.setQueryData(key, { ...response, fallback: null });
    const state: FallbackLocationState = { listingFallback: { fallback, requested } };
    void navigate(
      { pathname: listingPath(kind, shownId), search: location.search, hash: location.hash },
      { replace: true, state, preventScrollReset: true },
    );
  }, [fallback, kind, location.hash, location.search, navigate, queryClient, requested, response, shownId]);

  const fromState = (location.state as FallbackLocationState | null)?.listingFallback ?? null;
  const notice = fallback ? { fallback, requested } : fromState;

  const dismiss = useCallback(() => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  }, [location.hash, location.pathname, location.search, navigate]);

  return { notice, dismiss };
}
