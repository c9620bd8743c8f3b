// The security deposit in the partner's bookings (issue 46): where it stands, and a claim for overtime filed while it
// is held; a claim above the deposit or in other than half hours gets its message and sends nothing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aClaim, aDeposit, aPartnerRow } from '../../test/booking-fixtures.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { PortalDashboardPage } from './portal-dashboard-page.tsx';

const deposit = aDeposit();
const item = aPartnerRow({ status: 'completed', chargeCents: 115_930, securityDeposit: deposit });

const overview = {
  partnerTypes: ['venue'],
  businessName: 'Skyline Spaces Co.',
  applicationStatus: 'approved',
  listings: [],
  payoutsConnected: true,
};

const claim = aClaim({
  id: 'c',
  status: 'disputed',
  customerStatement: 'We left at ten.',
  answeredAt: '2099-03-08T10:00:00.000Z',
});

const routes = [{ path: '/portal/dashboard', element: <PortalDashboardPage /> }];

describe('a security deposit in the partner’s bookings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('files an overtime claim while the deposit is held, refusing one above it', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'venue']), {
      '/api/portal/overview': () => json(overview),
      '/api/partner/booking-items': () => json({ items: [item] }),
      [`/api/partner/booking-items/${item.id}/claim`]: () => json({ claim: { ...claim, status: 'open' } }),
    });
    renderWithSession(routes, '/portal/dashboard?tab=bookings');
    const past = await screen.findByRole('region', { name: 'Past' });
    expect(past).toHaveTextContent(
      'Security deposit $1,000.00 held until Mon, Mar 9, 2099: claim overtime or damage before then.',
    );
    const user = userEvent.setup();
    await user.click(within(past).getByRole('button', { name: 'File a claim' }));
    const form = within(past).getByRole('form', { name: 'Claim from the $1,000.00 deposit' });
    const overtime = within(form).getByRole('textbox', { name: /Overtime \(hours\)/ });

    await user.type(overtime, '1.2');
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(within(form).getByText('Claim overtime in half hours, up to 12.')).toBeInTheDocument();
    await user.clear(overtime);
    await user.type(overtime, '4.5');
    expect(form).toHaveTextContent('Total claimed: $1,125.00');
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(
      within(form).getByText('A claim cannot be more than the security deposit of $1,000.00.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/claim'))).toBe(false);

    await user.clear(overtime);
    await user.type(overtime, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText('Claim sent: the customer has 48 hours to answer.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/claim'))!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({
      overtimeHours: 1.5,
      damageCents: 0,
      description: '',
      photoIds: [],
    });
  }, 30_000);
});
