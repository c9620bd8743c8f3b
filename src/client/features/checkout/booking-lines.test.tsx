// A booked line reads by the unit it was priced by (issue 41): a per-event vendor is '$850.00 / event', not '4 h'.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking, PartnerBooking } from '#shared/checkout.ts';
import { aLine } from '../../test/booking-fixtures.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { BookingDetailPage } from './booking-detail-page.tsx';
import { MyBookingsPage } from './my-bookings-page.tsx';

const line = (patch: Partial<PartnerBooking>) =>
  aLine({
    unitPriceCents: 17_500,
    lineTotalCents: 70_000,
    chargeCents: 81_151,
    partnerPayoutCents: 66_500,
    status: 'requested',
    ...patch,
  });

const booking: Booking = {
  id: 'b1',
  reference: 'EV-ABC12345',
  eventDate: '2099-03-06',
  status: 'awaiting',
  eventDetails: { name: 'Spring launch', guestCount: 120, startTime: '18:00' },
  breakdown: {
    servicesCost: 155_000,
    addOnsCost: 0,
    subtotal: 155_000,
    customerPlatformFee: 0,
    vendorPlatformFee: 0,
    processingFee: 0,
    taxAmount: 0,
    customerTotal: 155_000,
    vendorReceives: 0,
    platformRevenue: 0,
  },
  payment: null,
  cardLast4: null,
  items: [
    line({}),
    line({
      id: 'i-dj',
      type: 'vendor',
      listingId: 'ven_2',
      name: 'DJ Nova',
      unitPriceCents: 85_000,
      unit: 'event',
      lineTotalCents: 85_000,
      chargeCents: 98_541,
    }),
  ],
  createdAt: '2099-01-01T00:00:00.000Z',
};

const routes = [
  { path: '/booking/:bookingId', element: <BookingDetailPage /> },
  { path: '/profile/bookings', element: <MyBookingsPage /> },
];

describe('booked lines by their unit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the booking page shows a per-event vendor at its price per event and an hourly venue by the hour', async () => {
    stubFetch(signedIn(['customer']), { '/api/bookings/b1': () => json({ booking }) });
    renderWithSession(routes, '/booking/b1');
    const dj = (await screen.findByText('DJ Nova')).closest('li')!;
    expect(within(dj).getByText('Vendor · $850.00 / event · $985.41')).toBeInTheDocument();
    expect(within(dj).queryByText(/× 4 h/)).not.toBeInTheDocument();
    const venue = screen.getByText('Skyline Terrace').closest('li')!;
    expect(within(venue).getByText('Venue · $175.00/hr × 4 h · $811.51')).toBeInTheDocument();
    // What the customer told the partners, as they see it too.
    expect(screen.getByText('Event').nextElementSibling).toHaveTextContent('Spring launch');
    expect(screen.getByText('Guests').nextElementSibling).toHaveTextContent('120');
    expect(screen.queryByText('Notes')).not.toBeInTheDocument();
  });

  it('my bookings shows the same words', async () => {
    stubFetch(signedIn(['customer']), { '/api/bookings': () => json({ bookings: [booking] }) });
    renderWithSession(routes, '/profile/bookings');
    expect(await screen.findByText('Vendor · $850.00 / event · $985.41')).toBeInTheDocument();
    // Each event by the name its planner gave it.
    expect(screen.getByText('· Spring launch')).toBeInTheDocument();
  });
});
