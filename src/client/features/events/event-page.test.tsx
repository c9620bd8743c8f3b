// The event page shows each viewer what the server sent for their role: the organizer the partners' contacts once
// booked, what is due and who co-hosts; a partner their own part, the place and the organizer; a stranger a plain
// "not found" with a way back.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capabilitiesOf, NO_EVENT_CAPABILITIES, type BookedEvent, type EventLine } from '#shared/events.ts';
import { aLine } from '../../test/booking-fixtures.ts';
import { NO_GUESTS, NO_PAYMENTS, NO_TIMELINE, NO_REVIEWS } from './testing-event.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { EventPage } from './event-page.tsx';

const ALL = capabilitiesOf('organizer', null);

const line = (patch: Partial<EventLine>): EventLine => {
  const { id, type, listingId, name, quantity, hours, status, startsAt, endsAt, timeZone } = aLine();
  return {
    id,
    type,
    listingId,
    name,
    quantity,
    hours,
    status,
    startsAt,
    endsAt,
    timeZone,
    partner: null,
    money: null,
    ...patch,
  };
};

const organizerView: BookedEvent = {
  id: 'b1',
  reference: 'EV-ABC12345',
  eventDate: '2099-03-06',
  status: 'partly-confirmed',
  eventDetails: { name: 'Spring launch', guestCount: 80 },
  role: 'organizer',
  can: ALL,
  memberId: null,
  place: { name: 'Skyline Terrace', address: '12 High St, Austin, TX' },
  organizer: { name: 'Casey Customer', email: 'casey@example.com', phone: null },
  lines: [
    line({
      partner: { name: 'Skyline Events', email: 'venue@example.com', phone: '+1 512 555 0199' },
      money: { chargeCents: 115_933, refundedCents: 0, instalments: [] },
    }),
    line({
      id: 'i-dj',
      type: 'vendor',
      listingId: 'ven_dj',
      name: 'DJ Nova',
      status: 'requested',
      money: {
        chargeCents: 46_000,
        refundedCents: 0,
        instalments: [
          {
            id: 'in1',
            kind: 'deposit',
            dueAt: null,
            chargeCents: 11_500,
            status: 'scheduled',
            refundedCents: 0,
            paidAt: null,
            lastError: null,
            split: false,
          },
          {
            id: 'in2',
            kind: 'balance',
            dueAt: '2099-02-27T18:00:00.000Z',
            chargeCents: 34_500,
            status: 'scheduled',
            refundedCents: 0,
            paidAt: null,
            lastError: null,
            split: false,
          },
        ],
      },
    }),
  ],
  coHosts: [
    {
      id: 'm1',
      name: 'Morgan',
      email: 'morgan@example.com',
      status: 'accepted',
      acceptedBy: { name: 'Morgan Lee', email: 'morgan@example.com' },
      mayPay: false,
      mayCancel: false,
    },
    {
      id: 'm2',
      name: 'Dana',
      email: 'dana@example.com',
      status: 'invited',
      acceptedBy: null,
      mayPay: false,
      mayCancel: false,
    },
  ],
  headcount: { coming: 0, yes: 0, no: 0, awaiting: 0, warnings: [] },
  totalCents: 161_933,
};

const routes = [{ path: '/events/:eventId', element: <EventPage /> }];

describe('the event page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its organizer each partner, their contact once booked, what is due and the co-hosts', async () => {
    stubFetch(signedIn(['customer']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event: organizerView }),
      '/api/events/b1/guests': () => json(NO_GUESTS),
      '/api/events/b1/activity': () =>
        json({
          activity: [
            {
              id: 1,
              at: new Date().toISOString(),
              actorName: 'Casey Customer',
              summary: 'invited Dana to co-host (may neither pay nor cancel)',
            },
          ],
        }),
    });
    renderWithSession(routes, '/events/b1');
    expect(await screen.findByRole('heading', { name: 'Spring launch' })).toBeInTheDocument();
    expect(screen.getByText(/You organize this event/)).toBeInTheDocument();
    expect(screen.getByText('12 High St, Austin, TX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /venue@example.com/ })).toHaveAttribute('href', 'mailto:venue@example.com');
    expect(screen.getByText('Their contact details show here once DJ Nova confirms.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message DJ Nova' })).toBeInTheDocument();

    const payments = screen.getByRole('heading', { name: 'Payments' }).closest('div')!;
    expect(within(payments).getByText('$1,619.33')).toBeInTheDocument();
    expect(within(payments).getByText('Deposit $115.00 charged when DJ Nova confirms')).toBeInTheDocument();
    expect(within(payments).queryByText(/Skyline Terrace/)).not.toBeInTheDocument();
    expect(within(payments).getByText(/^Balance \$345\.00 due/)).toBeInTheDocument();

    expect(await screen.findByText('invited Dana to co-host (may neither pay nor cancel)')).toBeInTheDocument();
    expect(screen.getByText('Joined')).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt and payments' })).toHaveAttribute('href', '/booking/b1');
  });

  it('shows a partner their part, the place and the organizer, and no money or co-hosts', async () => {
    const partnerView: BookedEvent = {
      ...organizerView,
      role: 'partner',
      can: NO_EVENT_CAPABILITIES,
      lines: [line({ id: 'i-dj', type: 'vendor', name: 'DJ Nova', status: 'confirmed' })],
      coHosts: [],
      totalCents: null,
    };
    stubFetch(signedIn(['vendor']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event: partnerView }),
    });
    renderWithSession(routes, '/events/b1');
    expect(await screen.findByRole('heading', { name: 'Your booking' })).toBeInTheDocument();
    expect(screen.getByText('Casey Customer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.queryByText('Co-hosts')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your bookings in the portal' })).toHaveAttribute(
      'href',
      '/portal/dashboard?tab=bookings',
    );
  });

  it('tells a partner whose answer is awaited to answer in the portal, not that a partner is awaited', async () => {
    const request: BookedEvent = {
      ...organizerView,
      status: 'awaiting',
      role: 'partner',
      can: NO_EVENT_CAPABILITIES,
      place: null,
      organizer: null,
      lines: [line({ id: 'i-dj', type: 'vendor', name: 'DJ Nova', status: 'requested' })],
      coHosts: [],
      totalCents: null,
    };
    stubFetch(signedIn(['vendor']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ event: request }),
    });
    renderWithSession(routes, '/events/b1');
    expect(await screen.findByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.queryByText(/Awaiting partner/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your portal' })).toHaveAttribute('href', '/portal/dashboard?tab=bookings');
  });

  it('tells anyone else the event is not found and leads back to their bookings', async () => {
    stubFetch(signedIn(['customer']), {
      '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1': () => json({ error: { code: 'NOT_FOUND', message: 'Event not found.' } }, 404),
    });
    renderWithSession(routes, '/events/b1');
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/profile/bookings');
  });
});
