import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The open tab lives in the URL (?tab=gallery) so back/forward and shared links keep it; the first tab has no parameter. */
export function useUrlTab<T extends string>(tabs: readonly T[], param = 'tab'): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0] as T;
  const requested = params.get(param);
  const current = tabs.find((tab) => tab === requested) ?? first;

  const select = useCallback(
    (tab: string) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (tab === first) next.delete(param);
          else next.set(param, tab);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [first, param, setParams],
  );

  return [current, select];
}
