import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { PortalDashboardPage } from './portal-dashboard-page.tsx';

const overview = {
  partnerTypes: ['venue'],
  businessName: 'Skyline Spaces Co.',
  applicationStatus: 'pending',
  listings: [
    { id: 'ven_1', kind: 'venue', name: 'Skyline Terrace', approvalStatus: 'approved', rating: 4.9 },
    { id: 'ven_2', kind: 'venue', name: 'Harbor Loft', approvalStatus: 'pending', rating: 4.5 },
  ],
  payoutsConnected: false,
};

const routes = [
  { path: '/portal/dashboard', element: <PortalDashboardPage /> },
];

describe('portal dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the application status, the figures and the payouts call to action', async () => {
    stubFetch(signedIn(['customer', 'venue']), { '/api/portal/overview': () => json(overview) });
    renderWithSession(routes, '/portal/dashboard');
    expect(await screen.findByText('Skyline Spaces Co. · Venue partner')).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect payouts' })).toHaveAttribute('href', '/portal/onboarding');
  });

  it('keeps ?tab= in step with the tabs and lists the listings', async () => {
    stubFetch(signedIn(['customer', 'venue']), { '/api/portal/overview': () => json({ ...overview, payoutsConnected: true }) });
    const { router } = renderWithSession(routes, '/portal/dashboard?tab=listings');
    const table = await screen.findByRole('table', { name: 'Your listings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Skyline Terrace', 'Harbor Loft']);
    expect(within(rows[0]!).getByRole('link', { name: 'Skyline Terrace' })).toHaveAttribute('href', '/venue/ven_1');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(router.state.location.search).toBe('?tab=payouts');
    expect(await screen.findByText('Payouts connected')).toBeInTheDocument();
  });
});
