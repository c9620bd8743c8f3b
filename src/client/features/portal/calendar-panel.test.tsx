import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { CalendarPanel } from './calendar-panel.tsx';

const calendar = {
  bookings: [
    {
      itemId: 'i1',
      bookingId: 'b1',
      reference: 'EV-AAAA1111',
      listingKind: 'venue',
      listingId: 'v1',
      listingName: 'Skyline Social',
      customerName: 'Casey Customer',
      eventName: 'Spring launch',
      guestCount: 120,
      // 7 PM in New York on March 12th (standard time) is midnight UTC: the calendar shows it on the 12th.
      startsAt: '2027-03-13T00:00:00.000Z',
      endsAt: '2027-03-13T04:00:00.000Z',
      timeZone: 'America/New_York',
      status: 'requested',
    },
  ],
  blocked: [{ venueId: 'v1', venueName: 'Skyline Social', date: '2027-03-20', reason: 'Private wedding' }],
  venues: [{ id: 'v1', name: 'Skyline Social' }],
};

describe('portal calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-10T12:00:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('marks booked and blocked days, lists a day’s bookings and blocks a free day', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'venue']), {
      '/api/partner/calendar?from=2027-03-01&to=2027-03-31': () => json(calendar),
      '/api/partner/calendar/feed': () =>
        json({ url: 'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics' }),
      '/api/partner/venues/v1/blocked-dates': () => json({ date: '2027-03-15' }, 201),
    });
    renderWithSession([{ path: '/portal', element: <CalendarPanel /> }], '/portal');
    const grid = await screen.findByRole('grid', { name: 'Bookings calendar, March 2027' });
    const user = userEvent.setup();
    await user.click(await within(grid).findByRole('button', { name: /March 12, 2027, 1 booking/ }));
    const day = within(screen.getByRole('list', { name: 'Bookings this day' }));
    expect(day.getByText(/Casey Customer/)).toBeInTheDocument();
    expect(day.getByText(/7:00 PM–11:00 PM/)).toBeInTheDocument();
    expect(day.getByText('Spring launch · 120 guests')).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: /March 20, 2027, blocked/ }));
    expect(screen.getByText(/is blocked: Private wedding/)).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Monday, March 15, 2027' }));
    await user.type(screen.getByLabelText(/Note for yourself/), 'Maintenance');
    await user.click(screen.getByRole('button', { name: 'Block Skyline Social' }));
    const post = await vi.waitFor(() => {
      const call = calls.find((c) => c.url === '/api/partner/venues/v1/blocked-dates');
      if (!call) throw new Error('not posted');
      return call;
    });
    expect(JSON.parse(String(post.init!.body))).toEqual({ date: '2027-03-15', reason: 'Maintenance' });
    expect(screen.getByRole('textbox', { name: 'Calendar feed address' })).toHaveValue(
      'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics',
    );
  });
});
