import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './components/errors/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
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

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary name="Eventide" fullScreen>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  </StrictMode>,
);
