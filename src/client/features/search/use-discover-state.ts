import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseDiscoverQuery, serialiseDiscoverQuery, type DiscoverState } from './discover-query.ts';

export type SetDiscoverState = (next: DiscoverState, options?: { replace?: boolean }) => void;

/** The search as the URL holds it, and a way to change it (a new history entry unless `replace`). */
export function useDiscoverState(): [DiscoverState, SetDiscoverState] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDiscoverQuery(params), [params]);
  const setState = useCallback<SetDiscoverState>(
    (next, options = {}) => {
      const nextParams = serialiseDiscoverQuery(next);
      if (nextParams.toString() === params.toString()) return;
      setParams(nextParams, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [params, setParams],
  );
  return [state, setState];
}
