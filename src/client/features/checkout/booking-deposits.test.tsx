// Security deposits on the booking page (issue 46): where each stands, a claim with its evidence, accepted, or disputed
// with the customer's reasons (too short a reason gets its message and sends nothing).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerBooking } from '#shared/checkout.ts';
import { aBooking, aClaim, aDeposit, aLine } from '../../test/booking-fixtures.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { BookingDetailPage } from './booking-detail-page.tsx';

const claim = aClaim({
  damageCents: 4_500,
  description: 'A cracked glass table top.',
  photos: ['/uploads/photos/p1'],
  amountCents: 42_000,
});
const deposit = aDeposit({ status: 'claimed', claim });
const venue = aLine({ status: 'completed', securityDeposit: deposit });
const booking = (item: PartnerBooking) => aBooking([item], { status: 'completed' });

const routes = [{ path: '/booking/:bookingId', element: <BookingDetailPage /> }];

describe('security deposits on the booking page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a claim with its evidence and takes the customer’s dispute, saying why', { timeout: 30_000 }, async () => {
    const { calls } = stubFetch(signedIn(['customer']), {
      '/api/bookings/b1': () => json({ booking: booking(venue) }),
      '/api/deposit-claims/claim-1/answer': () =>
        json({ claim: { ...claim, status: 'disputed', customerStatement: 'We left at ten, as the log shows.' } }),
      '/api/uploads/photos': () =>
        json({ photo: { id: 'mine-1', url: '/uploads/photos/mine-1', width: 800, height: 600 } }),
    });
    renderWithSession(routes, '/booking/b1');
    const section = await screen.findByRole('region', { name: 'Security deposits' });
    expect(section).toHaveTextContent('$1,000.00 held; a claim of $420.00 waits for your answer by Mon, Mar 9, 2099.');
    expect(section).toHaveTextContent(
      'Claimed $420.00: 1.5 hours of overtime at $250.00 an hour; $45.00 of damage: A cracked glass table top.',
    );
    expect(within(section).getByRole('img', { name: 'Damage photo 1' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Dispute it' }));
    const reason = within(section).getByRole('textbox', { name: /Why/ });
    await user.type(reason, 'No.');
    await user.click(within(section).getByRole('button', { name: 'Send the dispute' }));
    expect(within(section).getByText('Say why in 10 to 2000 characters.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/answer'))).toBe(false);

    await user.clear(reason);
    await user.type(reason, 'We left at ten, as the log shows.');
    await user.upload(
      within(section).getByLabelText(/Your photos/, { selector: 'input' }),
      new File(['x'], 'table-before.png', { type: 'image/png' }),
    );
    expect(await within(section).findByRole('img', { name: /table-before.png/ })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send the dispute' }));
    expect(await screen.findByText('Dispute sent: an admin will decide.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/answer'))!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({
      answer: 'dispute',
      statement: 'We left at ten, as the log shows.',
      photoIds: ['mine-1'],
    });
  });

  it('accepts a claim', async () => {
    const { calls } = stubFetch(signedIn(['customer']), {
      '/api/bookings/b1': () => json({ booking: booking(venue) }),
      '/api/deposit-claims/claim-1/answer': () =>
        json({ claim: { ...claim, status: 'accepted', decidedCents: 42_000 } }),
    });
    renderWithSession(routes, '/booking/b1');
    const section = await screen.findByRole('region', { name: 'Security deposits' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Accept the claim' }));
    expect(await screen.findByText('Claim accepted.')).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/answer'))!.init!.body))).toEqual({ answer: 'accept' });
  });
});
