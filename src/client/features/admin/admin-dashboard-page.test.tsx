import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const routes = [{ path: '/admin-dashboard', element: <AdminDashboardPage /> }];

describe('admin dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the marketplace numbers', async () => {
    stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/overview': () => json({ users: 1204, venues: 310, vendors: 845, pendingApplications: 3, bookings: 97 }),
    });
    renderWithSession(routes, '/admin-dashboard');
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('845')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /3\s*Pending applications/ })).toHaveAttribute('href', '/admin/partner-applications');
    expect(screen.getByText('3 partners are waiting for a decision.')).toBeInTheDocument();
  });
});
