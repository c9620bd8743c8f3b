import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { readPageState } from './app/page-state.ts';
import { createAppRouter } from './app/router.tsx';
import { startAppUpdates } from './lib/app-updates.ts';
import { captureUncaughtErrors } from './lib/error-report.ts';
import { startInstallPrompt } from './lib/install-prompt.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startTelemetry } from './lib/telemetry.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The installable app: its service worker in built apps only (the dev server serves modules it must not cache).
if (import.meta.env.PROD) {
  startAppUpdates(registerSW);
  startTelemetry();
}
startInstallPrompt();
captureUncaughtErrors();

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  // A server-rendered page carries the data it was rendered with: the browser starts from it instead of fetching.
  const pageState = readPageState();
  if (pageState) hydrate(queryClient, pageState);
  const router = await createAppRouter({ hydrating: pageState !== null });
  const app = (
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (pageState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
