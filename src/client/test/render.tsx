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
import { recordUnhandledRequest } from './unhandled-requests.ts';

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

/** better-auth's answer to GET /api/auth/get-session: the session of a signed-in user (a day left), null for a guest. */
export function authSessionOf(me: Me) {
  if (!me.user) return null;
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  return { session: { id: 's1', userId: me.user.id, expiresAt }, user: me.user };
}

/**
 * Replaces fetch: GET /api/me answers `me`, GET /api/auth/get-session its session, each URL in `overrides` (the whole URL, query included) its answer.
 * Any other request rejects, as a network failure does, and fails the test when it ends (tests/setup/client.ts),
 * so a missing stub never passes as an empty state. Returns the recorded calls.
 */
export function stubFetch(
  me: Me = GUEST_ME,
  overrides: Record<string, (init?: RequestInit) => Response | Promise<Response>> = {},
) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    calls.push({ url, init });
    const override = overrides[url];
    if (override) return override(init);
    if (url === '/api/me') return json(me);
    if (url === '/api/auth/get-session') return json(authSessionOf(me));
    const request = `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url}`;
    recordUnhandledRequest(request);
    throw new TypeError(`stubFetch has no answer for ${request}`);
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

/** A server without social sign-in configured: every sign-in form asks for the providers (GET /api/social-providers). */
export const NO_SOCIAL_SIGN_IN = { '/api/social-providers': () => json([]) };

/** The server's 204, for routes that answer with no body (reports, beacons). */
export function noContent(): Response {
  return new Response(null, { status: 204 });
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
