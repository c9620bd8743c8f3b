import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const routes = [{ path: '/admin-dashboard', element: <AdminDashboardPage /> }];

describe('admin dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the marketplace numbers', async () => {
    stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/overview': () =>
        json({ users: 1204, venues: 310, vendors: 845, pendingApplications: 3, bookings: 97 }),
    });
    renderWithSession(routes, '/admin-dashboard');
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('845')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /3\s*Pending applications/ })).toHaveAttribute(
      'href',
      '/admin/partner-applications',
    );
    expect(screen.getByText('3 partners are waiting for a decision.')).toBeInTheDocument();
  });

  it('charts the marketplace over the chosen period, with partners and listings by state', async () => {
    const series = [
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ].map((start, i) => ({ start, signups: i, bookings: 1, grossVolumeCents: 100_000, platformRevenueCents: 10_000 }));
    stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/overview': () =>
        json({ users: 1204, venues: 310, vendors: 845, pendingApplications: 0, bookings: 97 }),
      '/api/admin/metrics?days=30': () =>
        json({
          days: 30,
          bucket: 'day',
          totals: { signups: 21, bookings: 7, grossVolumeCents: 700_000, platformRevenueCents: 70_000 },
          partnersByStatus: [
            { status: 'pending', count: 4 },
            { status: 'approved', count: 12 },
            { status: 'rejected', count: 1 },
            { status: 'needs_info', count: 2 },
          ],
          listingsByState: [{ state: 'live', venues: 30, vendors: 50 }],
          series,
        }),
    });
    renderWithSession(routes, '/admin-dashboard');
    // The charts are a lazy chunk: its first import under the whole suite's load can take longer than findBy's second.
    expect(await screen.findByText('$7,000', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('$700')).toBeInTheDocument();
    const signups = screen.getByRole('table', { name: 'Sign-ups and bookings' });
    expect(within(signups).getAllByRole('row')).toHaveLength(8);
    const partners = screen.getByRole('table', { name: 'Partners by application' });
    expect(within(partners).getByRole('row', { name: /More information needed 2/ })).toBeInTheDocument();
  });
});
