// Test helpers for client tests: a quiet query client, a stubbed fetch and a memory router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import type { Me } from '#shared/session.ts';
import { AuthModalProvider } from '../features/auth/index.ts';
import { SessionProvider } from '../lib/session.tsx';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export const GUEST_ME: Me = { user: null, roles: [], activeRole: null };

export function signedIn(roles: Me['roles'], name = 'Maya Lopez'): Me {
  return {
    user: { id: 'u1', email: 'maya@example.com', name, image: null, emailVerified: true },
    roles,
    activeRole: roles[0] ?? null,
  };
}

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

/** Replaces fetch: GET /api/me answers `me`, everything else 204. Returns the recorded calls. */
export function stubFetch(me: Me = GUEST_ME, overrides: Record<string, () => Response | Promise<Response>> = {}) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    calls.push({ url, init });
    const override = overrides[url];
    if (override) return override();
    if (url === '/api/me')
      return new Response(JSON.stringify(me), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Wraps routes in what RootLayout provides: the session, the auth modal and a toaster. */
export function withSession(routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <SessionProvider>
          <AuthModalProvider>
            <Outlet />
            <Toaster />
          </AuthModalProvider>
        </SessionProvider>
      ),
      children: routes,
    },
  ];
}

/** JSON response helper for stubbed fetch overrides. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function renderWithRouter(routes: RouteObject[], initialEntry: string, queryClient = createTestQueryClient()) {
  // Sonner keeps its toasts in a module-level store and replays the active ones to a new Toaster:
  // dismiss them so a test never sees an earlier test's toasts.
  toast.dismiss();
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** renderWithRouter inside the session and auth-modal providers (see withSession). */
export function renderWithSession(routes: RouteObject[], initialEntry: string, queryClient = createTestQueryClient()) {
  return renderWithRouter(withSession(routes), initialEntry, queryClient);
}

export function withQueryClient(ui: ReactNode, queryClient = createTestQueryClient()) {
  return <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
}
