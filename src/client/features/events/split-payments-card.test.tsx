// Split payment on the event page: the organizer splits a balance with a co-host (equal shares to start with, the
// sum checked to the cent before sending), each share's state is shown, the organizer may take an open share back,
// and a co-host sees their own share marked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventPayments, SplittableBalance } from '#shared/event-payments.ts';
import { capabilitiesOf, type BookedEvent } from '#shared/events.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { EventPage } from './event-page.tsx';
import { NO_GUESTS, NO_PAYMENTS, NO_TIMELINE, ORGANIZED_EVENT, NO_REVIEWS } from './testing-event.ts';

const routes = [{ path: '/events/:eventId', element: <EventPage /> }];

const balance: SplittableBalance = {
  instalmentId: 'i1',
  kind: 'balance',
  lineName: 'Loft 9',
  chargeCents: 100_001,
  dueAt: '2099-02-20T23:00:00.000Z',
  organizerCents: 100_001,
  splittable: true,
  shares: [],
  refused: [],
};
const payments: EventPayments = {
  ...NO_PAYMENTS,
  balances: [balance],
  coHosts: [{ memberId: '6f1c1d3e-8f55-4f38-9a43-7d4a8a1b2c3d', name: 'Morgan' }],
};

const openShare = {
  id: 's1',
  name: 'Morgan',
  cents: 50_000,
  deadline: '2099-02-13T23:00:00.000Z',
  state: 'open',
  mine: false,
} as const;

const quietCards = {
  '/api/events/b1/guests': () => json(NO_GUESTS),
  '/api/events/b1/activity': () => json({ activity: [] }),
  '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
};

describe('split payment on the event page', () => {
  it('lets the organizer split a balance with a co-host, to the cent', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubFetch(signedIn(['customer']), {
      ...quietCards,
      '/api/events/b1': () => json({ event: ORGANIZED_EVENT }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments }),
      '/api/events/b1/payments/split': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        const share = openShare;
        return json({
          payments: {
            ...payments,
            balances: [{ ...balance, organizerCents: 50_001, splittable: false, shares: [share] }],
          },
        });
      },
    });
    renderWithSession(routes, '/events/b1');
    await user.click(await screen.findByRole('button', { name: 'Split with co-hosts' }));
    const form = screen.getByRole('form', { name: 'Split the balance for Loft 9' });
    // Equal shares to start with, the odd cent to the organizer.
    expect(within(form).getByLabelText('You')).toHaveValue('500.01');
    expect(within(form).getByLabelText('Morgan')).toHaveValue('500.00');

    await user.clear(within(form).getByLabelText('Morgan'));
    await user.type(within(form).getByLabelText('Morgan'), '499.99');
    await user.click(within(form).getByRole('button', { name: 'Split and send the links' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The shares add up to $1,000.00; they must add up to $1,000.01, what is due.',
    );
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Split equally' }));
    await user.click(within(form).getByRole('button', { name: 'Split and send the links' }));
    expect(await screen.findByText('Waiting')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        instalmentId: 'i1',
        deadline: '2099-02-19',
        parts: [
          { memberId: null, cents: 50_001 },
          { memberId: '6f1c1d3e-8f55-4f38-9a43-7d4a8a1b2c3d', cents: 50_000 },
        ],
      },
    ]);
    expect(screen.getByText('The organizer’s part, $500.01, is charged on the due day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });

  it('lets the organizer pay a part their card was refused for with another card', async () => {
    const user = userEvent.setup();
    let paid = false;
    const share = {
      id: 's1',
      name: 'Morgan',
      cents: 50_000,
      deadline: '2099-02-13T23:00:00.000Z',
      state: 'charged-to-organizer',
      mine: false,
    } as const;
    const refusedBalance = {
      ...balance,
      organizerCents: 50_001,
      splittable: false,
      shares: [share],
      refused: [{ instalmentId: 'p1', cents: 50_000, reason: 'Your bank declined a charge made while you were away.' }],
    };
    stubFetch(signedIn(['customer']), {
      ...quietCards,
      '/api/events/b1': () => json({ event: ORGANIZED_EVENT }),
      '/api/payments/config': () => json({ provider: 'sandbox', publishableKey: null }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () =>
        json({ payments: { ...payments, balances: [paid ? { ...refusedBalance, refused: [] } : refusedBalance] } }),
      '/api/bookings/b1/instalments/p1/pay': () => {
        paid = true;
        return json({ status: 'paid' });
      },
    });
    renderWithSession(routes, '/events/b1');
    expect(
      await screen.findByText(
        /Your card was refused for \$500\.00: Your bank declined a charge made while you were away\./,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now with another card' }));
    await screen.findByLabelText(/Card number/);
    const form = screen.getByRole('form', { name: 'Pay with another card' });
    await user.type(within(form).getByLabelText(/Card number/), '4242424242424242');
    await user.type(within(form).getByLabelText(/Expiry/), '12/40');
    await user.type(within(form).getByLabelText(/CVC/), '123');
    await user.click(within(form).getByRole('button', { name: 'Pay $500.00' }));
    await waitFor(() => expect(screen.queryByText(/Your card was refused/)).not.toBeInTheDocument());
    expect(paid).toBe(true);
  });

  it('lets the organizer take a share back once they confirm, and the balance is theirs again', async () => {
    const user = userEvent.setup();
    const methods: string[] = [];
    const share = openShare;
    stubFetch(signedIn(['customer']), {
      ...quietCards,
      '/api/events/b1': () => json({ event: ORGANIZED_EVENT }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () =>
        json({
          payments: {
            ...payments,
            balances: [{ ...balance, organizerCents: 50_001, splittable: false, shares: [share] }],
          },
        }),
      '/api/events/b1/payments/shares/s1': (init) => {
        methods.push(String(init?.method));
        return json({ payments });
      },
    });
    renderWithSession(routes, '/events/b1');
    await user.click(await screen.findByRole('button', { name: 'Take back' }));
    const question = screen.getByRole('group', { name: 'Take back Morgan’s share' });
    expect(within(question).getByRole('button', { name: 'Take it back' })).toHaveAccessibleDescription(
      'Pay $500.00 yourself on the balance’s day? Morgan is told they owe nothing.',
    );
    expect(question).toHaveTextContent('Pay $500.00 yourself on the balance’s day? Morgan is told they owe nothing.');
    // Kept: nothing sent, and the focus is back on the button.
    await user.click(within(question).getByRole('button', { name: 'Keep the share' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take back' })).toHaveFocus());
    expect(methods).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Take back' }));
    await user.click(screen.getByRole('button', { name: 'Take it back' }));
    expect(await screen.findByRole('button', { name: 'Split with co-hosts' })).toBeInTheDocument();
    expect(methods).toEqual(['DELETE']);
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    // The share's row is gone: the focus goes to the balance it was part of.
    await waitFor(() => expect(screen.getByText('Loft 9')).toHaveFocus());
  });

  it('offers to split a deposit already paid, its deadline before the event, and says where the money goes', async () => {
    const user = userEvent.setup();
    const deposit: SplittableBalance = {
      ...balance,
      instalmentId: 'd1',
      kind: 'deposit',
      chargeCents: 30_000,
      organizerCents: 30_000,
      dueAt: '2099-03-01T23:00:00.000Z',
    };
    stubFetch(signedIn(['customer']), {
      ...quietCards,
      '/api/events/b1': () => json({ event: ORGANIZED_EVENT }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: { ...payments, balances: [deposit] } }),
    });
    renderWithSession(routes, '/events/b1');
    expect(await screen.findByText('Deposit, paid from your card when the partner confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Split with co-hosts' }));
    const form = screen.getByRole('form', { name: 'Split the deposit for Loft 9' });
    expect(
      within(form).getByText(/What co-hosts pay goes back to your card; what is unpaid then stays yours\./),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Co-hosts pay by')).toHaveAttribute('max', '2099-02-28');
  });

  it('shows a co-host their own share, paid or waiting, and no split button', async () => {
    const coHostView: BookedEvent = { ...ORGANIZED_EVENT, role: 'co-host', can: capabilitiesOf('co-host', null) };
    const shares = [
      { id: 's1', name: 'Morgan', cents: 50_000, deadline: '2099-02-13T23:00:00.000Z', state: 'open', mine: true },
      { id: 's2', name: 'Riley', cents: 25_000, deadline: '2099-02-13T23:00:00.000Z', state: 'paid', mine: false },
    ] as const;
    stubFetch(signedIn(['customer']), {
      ...quietCards,
      '/api/events/b1': () => json({ event: coHostView }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () =>
        json({
          payments: {
            ...payments,
            maySplit: false,
            balances: [{ ...balance, organizerCents: 25_001, splittable: false, shares }],
          },
        }),
    });
    renderWithSession(routes, '/events/b1');
    const card = (await screen.findByRole('heading', { name: 'Split with co-hosts' })).closest('div')!;
    expect(within(card).getByText('Pay it from the link we mailed you.')).toBeInTheDocument();
    expect(within(card).getByText('(you)')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    // Only their own share's link can be sent again; nothing to split.
    expect(within(card).getAllByRole('button', { name: 'Send the link again' })).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Split with co-hosts' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Take back' })).not.toBeInTheDocument();
  });
});
