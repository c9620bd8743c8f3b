// The admins' queue of disputed claims (issue 46): both sides' evidence, and a decision checked before it is sent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisputedClaim } from '#shared/deposit-claims.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { AdminDepositClaimsPage } from './deposit-claims-page.tsx';

const row: DisputedClaim = {
  claim: {
    id: 'claim-1',
    status: 'disputed',
    overtimeHours: 1,
    hourlyRateCents: 25_000,
    damageCents: 0,
    description: null,
    photos: [],
    amountCents: 25_000,
    answerBy: '2099-03-09T23:00:00.000Z',
    customerStatement: 'We were out by ten.',
    customerPhotos: [],
    answeredAt: '2099-03-08T10:00:00.000Z',
    decidedCents: null,
    decisionNote: null,
    decidedAt: null,
    filedAt: '2099-03-07T23:00:00.000Z',
  },
  depositCents: 100_000,
  bookingId: 'b1',
  reference: 'EV-ABC12345',
  lineName: 'Skyline Terrace',
  partnerName: 'Valentina Venue',
  customerName: 'Casey Customer',
  startsAt: '2099-03-06T18:00:00.000Z',
  endsAt: '2099-03-06T22:00:00.000Z',
  timeZone: 'UTC',
};

const routes = [{ path: '/admin/deposit-claims', element: <AdminDepositClaimsPage /> }];

describe('the disputed claims queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows both sides and sends a decision within the claim', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/deposit-claims': () => json({ claims: [row] }),
      '/api/admin/deposit-claims/claim-1/decision': () =>
        json({ claim: { ...row.claim, status: 'decided', decidedCents: 12_500, decisionNote: 'Half of it stands.' } }),
    });
    renderWithSession(routes, '/admin/deposit-claims');
    expect(await screen.findByText('Valentina Venue claims $250.00')).toBeInTheDocument();
    expect(screen.getByText('1 hour of overtime at $250.00 an hour')).toBeInTheDocument();
    expect(screen.getByText('“We were out by ten.”')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Decide the claim on EV-ABC12345' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /Amount that stands/ }), '300');
    await user.type(within(form).getByRole('textbox', { name: /Note to both sides/ }), 'Half of it stands.');
    await user.click(within(form).getByRole('button', { name: 'Decide' }));
    expect(within(form).getByText('Decide an amount between $0.00 and the $250.00 claimed.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/decision'))).toBe(false);

    await user.clear(within(form).getByRole('textbox', { name: /Amount that stands/ }));
    await user.type(within(form).getByRole('textbox', { name: /Amount that stands/ }), '125');
    await user.click(within(form).getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('Decided: $125.00 paid to the partner, $125.00 refunded.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/decision'))!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({ amountCents: 12_500, note: 'Half of it stands.' });
  }, 30_000);

  it('says when nothing waits', async () => {
    stubFetch(signedIn(['customer', 'admin']), { '/api/admin/deposit-claims': () => json({ claims: [] }) });
    renderWithSession(routes, '/admin/deposit-claims');
    expect(await screen.findByText('No disputed claims')).toBeInTheDocument();
  });
});
