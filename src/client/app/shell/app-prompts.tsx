// The installable app's two prompts: 'a new version is available' (Refresh Now, Later) and, when the browser offers
// it, installing Eventide on the home screen (Install, Not now). Both sit above the phone's bottom navigation.
import { Download, RefreshCw, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { useAppUpdate } from '../../lib/app-updates.ts';
import { dismissInstall, promptInstall, useInstallStatus } from '../../lib/install-prompt.ts';

const bar =
  'fixed inset-x-3 z-50 mx-auto flex max-w-xl items-center gap-3 rounded-2xl bg-night px-4 py-3 text-white shadow-float bottom-[calc(var(--mobile-bottom-pad,0px)+env(safe-area-inset-bottom)+0.75rem)] md:bottom-5';

export function AppPrompts() {
  const update = useAppUpdate();
  const install = useInstallStatus();
  if (update.status === 'available') {
    return (
      <section role="status" aria-label="Update" className={bar}>
        <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-ember-300" />
        <p className="flex-1 text-sm font-semibold">A new version of Eventide is available.</p>
        <Button size="sm" onClick={update.refresh}>
          Refresh Now
        </Button>
        <Button size="sm" variant="ghost" className="text-white hover:bg-white/10" onClick={update.later}>
          Later
        </Button>
      </section>
    );
  }
  if (install === 'available') {
    return (
      <section aria-label="Install the app" className={bar}>
        <Download aria-hidden="true" className="size-5 shrink-0 text-ember-300" />
        <p className="flex-1 text-sm">
          <span className="font-semibold">Install Eventide</span> for your events on your home screen, even offline.
        </p>
        <Button size="sm" onClick={() => void promptInstall()}>
          Install
        </Button>
        <IconButton
          label="Not now"
          icon={<X />}
          size="sm"
          variant="ghost"
          className="text-white hover:bg-white/10"
          onClick={dismissInstall}
        />
      </section>
    );
  }
  return null;
}
