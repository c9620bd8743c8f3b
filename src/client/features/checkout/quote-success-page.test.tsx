// The paid quote's page: the customer sees the booking; the quote's partner, who may not read the customer's booking,
// is sent to the portal instead of an error that no retry can mend.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '#shared/quotes.ts';
import { aBooking, aLine } from '../../test/booking-fixtures.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { QuoteSuccessPage } from './quote-success-page.tsx';

const booking = aBooking([aLine()]);

const quote: Quote = {
  id: 'q1',
  title: 'Evening set',
  message: null,
  status: 'paid',
  listing: { type: 'vendor', id: 'v1', name: 'DJ Nova', cancellationTier: 'flexible' },
  partnerName: 'Nova Sounds',
  customerEmail: 'casey@example.com',
  lines: [{ description: 'Four hours of music', unitPriceCents: 25_000, hours: 4, quantity: 1 }],
  eventDate: '2099-03-06',
  startTime: '19:00',
  hours: 4,
  breakdown: booking.breakdown,
  expiresAt: null,
  bookingId: booking.id,
  createdAt: '2099-01-01T00:00:00.000Z',
};

const routes = [{ path: '/quotes/:quoteId/success', element: <QuoteSuccessPage /> }];

describe('a paid quote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its customer the booking', async () => {
    stubFetch(signedIn(['customer']), {
      '/api/quotes/q1': () => json({ quote }),
      '/api/bookings/b1': () => json({ booking }),
    });
    renderWithSession(routes, '/quotes/q1/success');
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Booking details/ })).toHaveAttribute('href', '/booking/b1');
  });

  it('sends its partner to the portal, not to the customer’s booking', async () => {
    stubFetch(signedIn(['vendor']), {
      '/api/quotes/q1': () => json({ quote }),
      '/api/bookings/b1': () => json({ error: { code: 'NOT_FOUND', message: 'No such booking of yours.' } }, 404),
    });
    renderWithSession(routes, '/quotes/q1/success');
    expect(await screen.findByRole('heading', { name: 'This quote is paid and booked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your bookings in the portal' })).toHaveAttribute(
      'href',
      '/portal/dashboard?tab=bookings',
    );
    expect(screen.queryByRole('button', { name: /Try again|Retry/ })).not.toBeInTheDocument();
  });
});
