import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './components/errors/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
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
