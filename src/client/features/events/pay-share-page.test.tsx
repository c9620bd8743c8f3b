// A co-host's share page: what the share is for and by when, paid with their card through the token in the body (a
// refusal shown in the server's words), and a link past its deadline or no longer working said plainly.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLink } from '#shared/event-payments.ts';
import { json, renderWithSession, stubFetch } from '../../test/render.tsx';
import { PaySharePage } from './pay-share-page.tsx';

const TOKEN = 'b'.repeat(43);
const open: ShareLink = {
  state: 'open',
  kind: 'balance',
  coHostName: 'Morgan',
  organizerName: 'Casey Customer',
  eventName: 'Harvest supper',
  when: 'Friday, October 15, 2099, 6:00 PM – 10:00 PM',
  lineName: 'Loft 9',
  cents: 50_000,
  deadline: '2099-09-30T22:00:00.000Z',
};
const routes = [{ path: '/events/pay', element: <PaySharePage /> }];

describe('a co-host’s share page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the co-host’s card, shows a refusal in the server’s words, then says it is paid', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubFetch(undefined, {
      [`/api/payment-shares?token=${TOKEN}`]: () => json({ share: open }),
      '/api/payments/config': () => json({ provider: 'sandbox', publishableKey: null }),
      '/api/payment-shares/pay': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        if (sent.length === 1)
          return json({ error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' } }, 402);
        return json({ share: { ...open, state: 'paid' } });
      },
    });
    renderWithSession(routes, `/events/pay?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your share for Harvest supper: $500.00' })).toBeInTheDocument();
    expect(screen.getByText('Casey Customer split the balance for Loft 9 with you.')).toBeInTheDocument();
    // The card's fields replace the form's placeholder once the provider's settings are in.
    await screen.findByLabelText(/Card number/);
    const form = screen.getByRole('form', { name: 'Pay your share' });
    await user.type(within(form).getByLabelText(/Card number/), '4000000000000002');
    await user.type(within(form).getByLabelText(/Expiry/), '12/40');
    await user.type(within(form).getByLabelText(/CVC/), '123');
    await user.click(within(form).getByRole('button', { name: 'Pay $500.00' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');

    await user.clear(within(form).getByLabelText(/Card number/));
    await user.type(within(form).getByLabelText(/Card number/), '4242424242424242');
    await user.click(within(form).getByRole('button', { name: 'Pay $500.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paid. Thank you!');
    expect(sent).toEqual([
      { token: TOKEN, paymentMethod: 'sandbox_card_4000000000000002' },
      { token: TOKEN, paymentMethod: 'sandbox_card_4242424242424242' },
    ]);
  });

  it('says a share of a deposit already paid goes back to the organizer, and stays theirs after the deadline', async () => {
    const deposit: ShareLink = { ...open, kind: 'deposit' };
    stubFetch(undefined, {
      [`/api/payment-shares?token=${TOKEN}`]: () => json({ share: deposit }),
      '/api/payments/config': () => json({ provider: 'sandbox', publishableKey: null }),
    });
    const first = renderWithSession(routes, `/events/pay?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Casey Customer split the deposit for Loft 9 with you; they paid it when the booking was confirmed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/What you pay goes back to Casey Customer’s card\./)).toBeInTheDocument();
    first.unmount();

    stubFetch(undefined, {
      [`/api/payment-shares?token=${TOKEN}`]: () => json({ share: { ...deposit, state: 'charged-to-organizer' } }),
    });
    renderWithSession(routes, `/events/pay?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Casey Customer paid for this when the booking was confirmed; your share stays with them. Nothing more to do here.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the deadline has passed, and when the link no longer works', async () => {
    stubFetch(undefined, {
      [`/api/payment-shares?token=${TOKEN}`]: () => json({ share: { ...open, state: 'charged-to-organizer' } }),
    });
    const first = renderWithSession(routes, `/events/pay?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'The deadline has passed' })).toBeInTheDocument();
    first.unmount();

    stubFetch(undefined, {
      [`/api/payment-shares?token=${TOKEN}`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'This payment link does not work any more.' } }, 404),
    });
    renderWithSession(routes, `/events/pay?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  });
});
