import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React renders on the server or hydrates the server's markup, true once the browser renders on its own
 * (and from the start on a page the browser renders alone). What this device stores (a guest's cart, say) may show
 * only then, or the first render in the browser would not match the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
