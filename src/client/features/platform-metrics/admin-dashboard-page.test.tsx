import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarketplaceMetrics } from '#shared/admin-metrics.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const routes = [{ path: '/admin-dashboard', element: <AdminDashboardPage /> }];

const series = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map(
  (start, i) => ({ start, signups: i, bookings: 1, grossVolumeCents: 100_000, platformRevenueCents: 10_000 }),
);
/** The 30 days the dashboard's charts ask for (GET /api/admin/metrics?days=30). */
const metrics = {
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
} satisfies MarketplaceMetrics;

describe('admin dashboard', () => {
  // The charts are a lazy chunk whose first import transforms the charts library: seconds on a busy machine. Load
  // it once here, under a hook's budget, so the tests time the page and not the bundler.
  beforeAll(() => import('./marketplace-charts.tsx'), 30_000);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the marketplace numbers', async () => {
    stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/overview': () =>
        json({ users: 1204, venues: 310, vendors: 845, pendingApplications: 3, bookings: 97 }),
      '/api/admin/metrics?days=30': () => json(metrics),
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
    stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/overview': () =>
        json({ users: 1204, venues: 310, vendors: 845, pendingApplications: 0, bookings: 97 }),
      '/api/admin/metrics?days=30': () => json(metrics),
    });
    renderWithSession(routes, '/admin-dashboard');
    expect(await screen.findByText('$7,000')).toBeInTheDocument();
    expect(screen.getByText('$700')).toBeInTheDocument();
    const signups = screen.getByRole('table', { name: 'Sign-ups and bookings' });
    expect(within(signups).getAllByRole('row')).toHaveLength(8);
    const partners = screen.getByRole('table', { name: 'Partners by application' });
    expect(within(partners).getByRole('row', { name: /More information needed 2/ })).toBeInTheDocument();
  });
});
