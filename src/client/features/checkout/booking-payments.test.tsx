// Payments over time on the booking page (issue 46): each partner's deposit and balance with its day and state, and a
// refused balance paid now with another card.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking, aLine, anInstalment } from '../../test/booking-fixtures.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { BookingDetailPage } from './booking-detail-page.tsx';

const instalment = anInstalment;

const venue = aLine({
  paymentTerms: { schedule: 'deposit', depositPercent: 30, balanceDueDays: 14 },
  instalments: [
    instalment({}),
    instalment({
      id: 'balance-1',
      kind: 'balance',
      dueAt: '2099-02-20T18:00:00.000Z',
      chargeCents: 81_153,
      status: 'scheduled',
      paidAt: null,
      lastError: 'Your bank declined a charge made while you were away.',
    }),
  ],
});

const booking = aBooking([venue], {
  eventDetails: { name: 'Spring launch' },
  payment: { provider: 'sandbox', status: 'captured', amountCents: 34_780, capturedCents: 34_780, refundedCents: 0 },
  cardLast4: '0341',
});

const routes = [{ path: '/booking/:bookingId', element: <BookingDetailPage /> }];

describe('payments over time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states each instalment, and takes a refused balance paid with another card', async () => {
    let paid = false;
    const { calls } = stubFetch(signedIn(['customer']), {
      '/api/bookings/b1': () =>
        json({
          booking: paid
            ? {
                ...booking,
                cardLast4: '4242',
                items: [
                  {
                    ...venue,
                    instalments: [
                      venue.instalments[0],
                      { ...venue.instalments[1], status: 'paid', lastError: null, paidAt: '2099-02-01T10:00:00Z' },
                    ],
                  },
                ],
              }
            : booking,
        }),
      '/api/payments/config': () => json({ provider: 'sandbox', publishableKey: null }),
      '/api/bookings/b1/instalments/balance-1/pay': () => {
        paid = true;
        return json({ status: 'paid' });
      },
    });
    renderWithSession(routes, '/booking/b1');
    const payments = await screen.findByRole('region', { name: 'Payments over time' });
    expect(within(payments).getByText('Deposit $347.80 paid')).toBeInTheDocument();
    expect(within(payments).getByText(/Balance \$811\.53 due Fri, Feb 20, 2099/)).toBeInTheDocument();
    expect(within(payments).getByText('Your bank declined a charge made while you were away.')).toBeInTheDocument();
    expect(payments).toHaveTextContent('Balances are charged to the card ending 0341 on their days.');

    const user = userEvent.setup();
    await user.click(within(payments).getByRole('button', { name: 'Pay now with another card' }));
    const form = await within(payments).findByRole('form', { name: 'Pay with another card' });
    await user.click(within(form).getByRole('button', { name: 'Pay $811.53' }));
    // Nothing is sent before the card is filled in.
    expect(calls.some((c) => c.url.endsWith('/pay'))).toBe(false);
    await user.type(within(form).getByLabelText(/Card number/), '4242424242424242');
    await user.type(within(form).getByLabelText(/Expiry/), '12/40');
    await user.type(within(form).getByLabelText(/CVC/), '123');
    await user.click(within(form).getByRole('button', { name: 'Pay $811.53' }));
    expect(await within(payments).findByText('Balance $811.53 paid')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/pay'))!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({ paymentMethod: 'sandbox_card_4242424242424242' });
    expect(within(payments).queryByRole('button', { name: 'Pay now with another card' })).toBeNull();
  });
});
