import { lazy, Suspense, useSyncExternalStore } from 'react';
import { lazyRetry } from '../../lib/lazy-retry.ts';
import { onToastsRequested, toastsRequested } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => lazyRetry(() => import('./sonner-toaster.tsx')).then((module) => ({ default: module.SonnerToaster })));

/** Mounts sonner's toaster from the first toast on (lib/toast.ts loads it then); nothing to show before. */
export function Toaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
