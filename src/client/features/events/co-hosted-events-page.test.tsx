// /events: the events the viewer co-hosts, each linking to its page; an empty list says where booked events are.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { CoHostedEventsPage } from './co-hosted-events-page.tsx';

const routes = [{ path: '/events', element: <CoHostedEventsPage /> }];

describe('the events one co-hosts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each with its organizer and day, linking to the event', async () => {
    stubFetch(signedIn(['customer']), {
      '/api/events': () =>
        json({
          events: [
            {
              id: 'b1',
              reference: 'EV-ABC12345',
              eventName: 'Midsummer dinner',
              eventDate: '2099-06-21',
              organizerName: 'Casey Customer',
            },
          ],
        }),
    });
    renderWithSession(routes, '/events');
    const list = await screen.findByRole('list', { name: 'Events you co-host' });
    const link = within(list).getByRole('link', { name: /Midsummer dinner/ });
    expect(link).toHaveAttribute('href', '/events/b1');
    expect(link).toHaveTextContent('Organized by Casey Customer');
  });

  it('says where booked events are when there is none', async () => {
    stubFetch(signedIn(['customer']), { '/api/events': () => json({ events: [] }) });
    renderWithSession(routes, '/events');
    expect(await screen.findByRole('heading', { name: 'No events to co-host yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/profile/bookings');
  });
});
