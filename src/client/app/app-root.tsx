import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { Providers } from './providers.tsx';

/** What wraps the router in the browser and on the server alike, so that a server-rendered page hydrates as it is. */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary name="Eventide" fullScreen>
        <Providers queryClient={queryClient}>{children}</Providers>
      </ErrorBoundary>
    </StrictMode>
  );
}
