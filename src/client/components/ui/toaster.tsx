import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { onToastsRequested, toastsRequested } from '../../lib/toast.ts';

const SonnerToaster = lazyComponent(() => import('./sonner-toaster.tsx'), 'SonnerToaster');

/** Mounts sonner's toaster from the first toast on (lib/toast.ts loads it then); nothing to show before. */
export function Toaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
