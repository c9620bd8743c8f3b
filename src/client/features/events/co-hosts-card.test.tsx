// The event's co-hosts as the organizer manages them (invite, change, remove) and as a co-host leaves; the server's
// refusals are shown in its words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capabilitiesOf, type BookedEvent } from '#shared/events.ts';
import { NO_GUESTS, ORGANIZED_EVENT, NO_PAYMENTS, NO_TIMELINE, NO_REVIEWS } from './testing-event.ts';
import { json, noContent, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { EventPage } from './event-page.tsx';

const dana = {
  id: 'm2',
  name: 'Dana',
  email: 'dana@example.com',
  status: 'invited' as const,
  acceptedBy: null,
  mayPay: false,
  mayCancel: false,
};

const event: BookedEvent = { ...ORGANIZED_EVENT, coHosts: [dana] };

const routes = [
  { path: '/events/:eventId', element: <EventPage /> },
  { path: '/events', element: <h1>Events you co-host</h1> },
];
const body = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('co-hosts on the event page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the organizer invite, showing the server’s refusal in its words, then the co-host invited', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    let refuse = true;
    stubFetch(signedIn(['customer']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event }),
      '/api/events/b1/guests': () => json(NO_GUESTS),
      '/api/events/b1/activity': () => json({ activity: [] }),
      '/api/events/b1/co-hosts': (init) => {
        sent.push(body(init));
        if (refuse) return json({ error: { code: 'CO_HOST_TAKEN', message: 'That co-host is already added' } }, 409);
        const morgan = { ...dana, id: 'm3', name: 'Morgan', email: 'morgan@example.com', mayPay: true };
        return json({ event: { ...event, coHosts: [dana, morgan] } }, 201);
      },
    });
    renderWithSession(routes, '/events/b1');
    const form = await screen.findByRole('form', { name: 'Invite a co-host' });
    await user.click(within(form).getByRole('button', { name: /Send invitation/ }));
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Email'), 'morgan@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Morgan');
    await user.click(within(form).getByRole('switch', { name: 'May pay' }));
    await user.click(within(form).getByRole('button', { name: /Send invitation/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That co-host is already added');

    refuse = false;
    await user.click(within(form).getByRole('button', { name: /Send invitation/ }));
    expect(await screen.findByText('morgan@example.com')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ email: 'morgan@example.com', name: 'Morgan', mayPay: true, mayCancel: false });
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it('lets the organizer change what a co-host may do and remove them after saying what that does', async () => {
    const user = userEvent.setup();
    const changes: Record<string, unknown>[] = [];
    let removed = false;
    stubFetch(signedIn(['customer']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event: removed ? { ...event, coHosts: [] } : event }),
      '/api/events/b1/guests': () => json(NO_GUESTS),
      '/api/events/b1/activity': () => json({ activity: [] }),
      '/api/events/b1/co-hosts/m2': (init) => {
        if (init?.method === 'DELETE') {
          removed = true;
          return noContent();
        }
        changes.push(body(init));
        return json({ event: { ...event, coHosts: [{ ...dana, mayCancel: true }] } });
      },
    });
    renderWithSession(routes, '/events/b1');
    const permissions = await screen.findByRole('group', { name: 'What Dana may do' });
    await user.click(within(permissions).getByRole('switch', { name: 'May cancel' }));
    expect(changes).toEqual([{ mayCancel: true }]);
    await waitFor(() => expect(within(permissions).getByRole('switch', { name: 'May cancel' })).toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Remove Dana' }));
    // Focus moves into the question, and back to the button that asked when it is kept.
    expect(
      within(screen.getByRole('group', { name: 'Remove Dana' })).getByRole('button', { name: 'Keep' }),
    ).toHaveFocus();
    await user.click(within(screen.getByRole('group', { name: 'Remove Dana' })).getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('button', { name: 'Remove Dana' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Dana' }));
    const confirm = screen.getByRole('group', { name: 'Remove Dana' });
    expect(confirm).toHaveTextContent('their invitation stops working');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No co-hosts yet.')).toBeInTheDocument();
  });

  it('lets a co-host leave, and takes them to their bookings; they cannot invite or change anyone', async () => {
    const user = userEvent.setup();
    const asCoHost: BookedEvent = {
      ...event,
      role: 'co-host',
      can: capabilitiesOf('co-host', dana),
      memberId: 'm2',
      coHosts: [{ ...dana, status: 'accepted', acceptedBy: { name: 'Dana W', email: 'dana.w@example.org' } }],
    };
    stubFetch(signedIn(['customer']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event: asCoHost }),
      '/api/events/b1/guests': () => json(NO_GUESTS),
      '/api/events/b1/activity': () => json({ activity: [] }),
      '/api/events/b1/co-hosts/m2': () => noContent(),
    });
    renderWithSession(routes, '/events/b1');
    expect(await screen.findByText('Accepted as dana.w@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a co-host' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave this event' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Leave this event' })).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Events you co-host' })).toBeInTheDocument();
  });
});
