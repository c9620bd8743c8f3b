import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { PartnerAnalyticsPage } from './analytics-page.tsx';

const analytics = {
  days: 7,
  bucket: 'day',
  totals: {
    views: 40,
    inquiries: 6,
    bookingRequests: 4,
    revenueCents: 95_000,
    confirmedBookings: 2,
    conversionRate: 0.1,
    responseRate: 0.5,
    responseMinutesMedian: 90,
  },
  series: ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map(
    (start, i) => ({
      start,
      views: i * 2,
      inquiries: i === 6 ? 6 : 0,
      bookingRequests: i === 6 ? 4 : 0,
      revenueCents: i === 6 ? 95_000 : 0,
    }),
  ),
  listings: [
    {
      kind: 'vendor',
      id: 'ven_1',
      name: 'Pulse DJs',
      views: 40,
      inquiries: 6,
      bookingRequests: 4,
      revenueCents: 95_000,
    },
  ],
};

const routes = [{ path: '/partner/analytics', element: <PartnerAnalyticsPage /> }];

describe('partner analytics page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the period in the URL and shows its figures, charts as tables and the listings', async () => {
    stubFetch(signedIn(['customer', 'vendor']), { '/api/partner/analytics?days=7': () => json(analytics) });
    renderWithSession(routes, '/partner/analytics?days=7');
    expect(await screen.findByText('Listing views')).toBeInTheDocument();
    expect(screen.getAllByText('10%')).toHaveLength(2); // the conversion card and the listing's row
    expect(screen.getByText('1.5 h')).toBeInTheDocument();
    const earnings = screen.getByRole('table', { name: 'Earnings' });
    expect(within(earnings).getAllByRole('row')).toHaveLength(8);
    expect(within(earnings).getByRole('rowheader', { name: 'Nov 24' })).toBeInTheDocument();
    const byListing = screen.getByRole('table', { name: 'By listing' });
    expect(within(byListing).getByRole('rowheader', { name: /Pulse DJs/ })).toBeInTheDocument();
  });

  it('gates signed-out visitors', async () => {
    stubFetch();
    renderWithSession(routes, '/partner/analytics');
    expect(await screen.findByText(/Sign in or create a free account to see your analytics/)).toBeInTheDocument();
  });
});
