import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { readPageState } from './app/page-state.ts';
import { createAppRouter } from './app/router.tsx';
import { captureUncaughtErrors } from './lib/error-report.ts';
import { startInstallPrompt } from './lib/install-prompt.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startBackgroundServices } from './lib/start-background-services.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The service worker and the telemetry, in built apps only (the dev server serves modules a worker must not cache),
// in a chunk of their own that loads beside the first view.
if (import.meta.env.PROD) void startBackgroundServices();
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
