import { useCallback, useSyncExternalStore } from 'react';
import { DISPLAY } from '#shared/constants.ts';

/** Whether a CSS media query currently matches; follows changes. `onServer`: the answer for the server's render and
 *  hydration (the client's own follows right after), and where matchMedia is missing. */
export function useMediaQuery(query: string, onServer = false): boolean {
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
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : onServer),
    () => onServer,
  );
}

/** Below the 768 px breakpoint of §9 (Tailwind's `md`). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${DISPLAY.mobileBreakpointPx - 0.02}px)`);
}

/** At or above Tailwind's `lg` (1024 px), where listing pages show their booking card beside the content. */
export function useIsWide(): boolean {
  return useMediaQuery('(min-width: 1024px)', true);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
