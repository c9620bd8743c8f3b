import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { RequireAccess } from './require-access.tsx';

const routes = [
  {
    element: <RequireAccess />,
    children: [
      { path: '/dashboard', element: <p>Customer dashboard</p> },
      { path: '/admin-dashboard', element: <p>Admin dashboard</p> },
      { path: '/portal/dashboard', element: <p>Portal dashboard</p> },
    ],
  },
  {
    element: <RequireAccess requireSignIn />,
    children: [{ path: '/complete-profile', element: <p>Complete profile</p> }],
  },
  { path: '/auth', element: <p>Sign in page</p> },
  { path: '/portal/login', element: <p>Portal sign in</p> },
];

describe('RequireAccess', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading screen while /api/me loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithSession(routes, '/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Customer dashboard')).not.toBeInTheDocument();
  });

  it('sends a guest from /dashboard to /auth?redirect=%2Fdashboard', async () => {
    stubFetch();
    const { router } = renderWithSession(routes, '/dashboard');
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the query in the redirect and uses the portal sign-in for partner paths', async () => {
    stubFetch();
    const { router } = renderWithSession(routes, '/portal/dashboard?tab=bookings');
    expect(await screen.findByText('Portal sign in')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/portal/dashboard?tab=bookings')}`);
  });

  it('lets a customer into /dashboard', async () => {
    stubFetch(signedIn(['customer']));
    renderWithSession(routes, '/dashboard');
    expect(await screen.findByText('Customer dashboard')).toBeInTheDocument();
  });

  it('sends a customer away from the admin area with the no-access reason', async () => {
    stubFetch(signedIn(['customer']));
    const { router } = renderWithSession(routes, '/admin-dashboard');
    expect(await screen.findByText('Customer dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?reason=no-access');
  });

  it('requires sign-in on profile completion pages', async () => {
    stubFetch();
    const { router } = renderWithSession(routes, '/complete-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fcomplete-profile');
  });
});
