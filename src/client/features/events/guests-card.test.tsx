// The event's guests as its hosts manage them (add, import with every bad line named, take off with undo, send the
// invitations) and the headcount warning offering to ask the partner to update the booking; a partner sees only the
// headcount.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventGuestList } from '#shared/event-guests.ts';
import { capabilitiesOf, type BookedEvent } from '#shared/events.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { EventPage } from './event-page.tsx';
import { NO_GUESTS, ORGANIZED_EVENT, NO_PAYMENTS, NO_TIMELINE, NO_REVIEWS } from './testing-event.ts';

const event: BookedEvent = { ...ORGANIZED_EVENT };

const ada = {
  id: 'g1',
  name: 'Ada Guest',
  email: 'ada@example.com',
  rsvp: 'yes' as const,
  plusOnes: 2,
  dietary: 'Vegetarian',
  answer: 'More disco',
  invitedAt: '2099-01-01T10:00:00.000Z',
  respondedAt: '2099-01-02T10:00:00.000Z',
};
const ben = {
  ...ada,
  id: 'g2',
  name: 'Ben Guest',
  email: 'ben@example.com',
  rsvp: 'awaiting' as const,
  plusOnes: 0,
  dietary: '',
  answer: '',
  invitedAt: null,
  respondedAt: null,
};

const withAda: EventGuestList = {
  ...NO_GUESTS,
  guests: [ada],
  headcount: {
    coming: 3,
    yes: 1,
    no: 0,
    awaiting: 0,
    warnings: [{ lineId: 'l1', type: 'venue', listingId: 'v1', name: 'Loft 9', kind: 'capacity', limit: 2 }],
  },
};

const routes = [{ path: '/events/:eventId', element: <EventPage /> }];
const body = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('guests on the event page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the replies and warns past the venue’s capacity, offering to ask the venue to update the booking', async () => {
    stubFetch(signedIn(['customer']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event }),
      '/api/events/b1/guests': () => json(withAda),
      '/api/events/b1/activity': () => json({ activity: [] }),
    });
    renderWithSession(routes, '/events/b1');
    const list = await screen.findByRole('list', { name: 'Guest list' });
    expect(within(list).getByText('Ada Guest')).toBeInTheDocument();
    expect(within(list).getByText('Coming +2')).toBeInTheDocument();
    expect(within(list).getByText('Dietary needs: Vegetarian')).toBeInTheDocument();
    expect(screen.getByText('3 people are coming; Loft 9 holds 2.')).toBeInTheDocument();
    const ask = screen.getByRole('link', { name: 'Ask Loft 9 to update the booking' });
    const href = new URL(ask.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/messages');
    expect(href.searchParams.get('entityType')).toBe('venue');
    expect(href.searchParams.get('entityId')).toBe('v1');
    expect(href.searchParams.get('message')).toContain('3 people are now coming to Spring launch');
  });

  it('adds a guest, showing the server’s refusal in its words, and sends the invitations', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const sent: Record<string, unknown>[] = [];
    stubFetch(signedIn(['customer']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event }),
      '/api/events/b1/guests': (init) => {
        if (init?.method !== 'POST') return json(withAda);
        sent.push(body(init));
        if (refuse) return json({ error: { code: 'GUEST_TAKEN', message: 'That guest is already on the list.' } }, 409);
        return json({ ...withAda, guests: [ada, ben] }, 201);
      },
      '/api/events/b1/guests/invitations': () =>
        json({ ...withAda, guests: [ada, { ...ben, invitedAt: '2099-01-03T10:00:00.000Z' }], sent: 1 }),
      '/api/events/b1/activity': () => json({ activity: [] }),
    });
    renderWithSession(routes, '/events/b1');
    const form = await screen.findByRole('form', { name: 'Add a guest' });
    await user.click(within(form).getByRole('button', { name: 'Add guest' }));
    expect(within(form).getByText('Give the guest a name.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'Ben Guest');
    await user.type(within(form).getByLabelText('Email'), 'ben@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add guest' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That guest is already on the list.');
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('Not invited yet')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ name: 'Ben Guest', email: 'ben@example.com' });

    await user.click(screen.getByRole('button', { name: 'Send invitations to 1 person' }));
    expect(await screen.findByRole('button', { name: 'Everyone is invited' })).toBeDisabled();
  });

  it('names every bad line of a refused file', async () => {
    const user = userEvent.setup();
    let uploaded = '';
    stubFetch(signedIn(['customer']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event }),
      '/api/events/b1/guests': () => json(NO_GUESTS),
      '/api/events/b1/guests/import': (init) => {
        uploaded = String(body(init).csv);
        return json(
          {
            error: {
              code: 'CSV_INVALID',
              message: 'Nothing was imported: mend these lines and try again.',
              details: { lines: [{ line: 3, message: 'Please enter a valid email address' }] },
            },
          },
          400,
        );
      },
      '/api/events/b1/activity': () => json({ activity: [] }),
    });
    renderWithSession(routes, '/events/b1');
    const csv = 'name,email\nAda,ada@example.com\nBen,not-an-email\n';
    await user.upload(
      await screen.findByLabelText('Import a guest list'),
      new File([csv], 'guests.csv', { type: 'text/csv' }),
    );
    const alert = await screen.findByText('Nothing was imported: mend these lines and try again.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Line 3: Please enter a valid email address');
    expect(uploaded).toBe(csv);
  });

  it('shows a partner the headcount only', async () => {
    const partnerView: BookedEvent = {
      ...event,
      role: 'partner',
      can: capabilitiesOf('partner', null),
      headcount: { ...withAda.headcount, warnings: [] },
    };
    const { calls } = stubFetch(signedIn(['vendor']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event: partnerView }),
    });
    renderWithSession(routes, '/events/b1');
    expect(await screen.findByRole('heading', { name: 'Guests' })).toBeInTheDocument();
    expect(screen.getByText('1 said yes · 0 said no · 0 still to answer')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Guest list' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.includes('/guests'))).toBe(false));
  });
});
