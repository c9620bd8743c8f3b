import { useCallback, useSyncExternalStore } from 'react';
import { DISPLAY } from '#shared/constants.ts';

/** Whether a CSS media query currently matches; follows changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below the 768 px breakpoint of §9 (Tailwind's `md`). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${DISPLAY.mobileBreakpointPx - 0.02}px)`);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
