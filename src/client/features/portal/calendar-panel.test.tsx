import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_MESSAGES } from '#shared/availability.ts';
import { CALENDAR_IMPORT_MESSAGES } from '#shared/calendar-imports.ts';
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
  blocks: [
    {
      id: 'k1',
      listingKind: 'venue',
      listingId: 'v1',
      listingName: 'Skyline Social',
      // March 20th, midnight to midnight in New York.
      startsAt: '2027-03-20T04:00:00.000Z',
      endsAt: '2027-03-21T04:00:00.000Z',
      timeZone: 'America/New_York',
      reason: 'Private wedding',
      source: 'manual',
    },
    {
      id: 'k2',
      listingKind: 'vendor',
      listingId: 'd1',
      listingName: 'DJ Nova',
      startsAt: '2027-03-22T18:00:00.000Z',
      endsAt: '2027-03-22T21:00:00.000Z',
      timeZone: 'America/New_York',
      reason: null,
      source: 'calendar',
    },
  ],
  listings: [
    { kind: 'venue', id: 'v1', name: 'Skyline Social', timeZone: 'America/New_York' },
    { kind: 'vendor', id: 'd1', name: 'DJ Nova', timeZone: 'America/New_York' },
  ],
  imports: [
    {
      id: 'c1',
      listingId: 'd1',
      host: 'calendar.google.com',
      lastSyncedAt: '2027-03-10T11:00:00.000Z',
      lastError: 'The calendar did not answer within 5 seconds.',
      busyTimes: 1,
    },
  ],
};

/** The listings as the editor reads them (GET /api/partner/listings/…), which the hours card edits. */
const vendorListing = {
  kind: 'vendor',
  id: 'd1',
  slug: 'dj-nova',
  state: 'live',
  data: {
    listing: {
      name: 'DJ Nova',
      description: 'Open-format DJ sets from disco to house, with our own sound and lights.',
      category: 'music-djs',
      city: 'Brooklyn',
      state: 'NY',
      services: ['DJ set'],
      serviceAreas: ['Brooklyn'],
    },
    photos: [{ id: 'portfolio-0', url: '/media/art/vendor/pulse.webp', alt: 'DJ Nova', primary: true }],
    pricing: { model: 'hourly', rateDollars: 175, minimumHours: 4 },
    availability: { timeZone: 'America/New_York', bufferBeforeMinutes: 0, bufferAfterMinutes: 0, maxEventsPerDay: 1 },
    policy: { terms: '' },
  },
};
const listingStubs = {
  '/api/partner/listings/venue/v1': () =>
    json({ ...vendorListing, kind: 'venue', id: 'v1', slug: 'skyline-social', data: { ...vendorListing.data } }),
  '/api/partner/listings/vendor/d1': () => json(vendorListing),
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

  it('marks booked and blocked days, lists a day’s bookings and blocks, and blocks some hours of a vendor', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'venue']), {
      '/api/partner/calendar?from=2027-03-01&to=2027-03-31': () => json(calendar),
      '/api/partner/calendar/feed': () =>
        json({ url: 'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics' }),
      '/api/partner/vendors/d1/blocks': () => json({ id: 'k3' }, 201),
      ...listingStubs,
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
    expect(screen.getByText(/is blocked all day: Private wedding/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Open Skyline Social all day on Saturday, March 20, 2027' }),
    ).toBeVisible();

    // Some hours from the partner's own calendar: the day is not struck through, and only the feed removes them.
    await user.click(within(grid).getByRole('button', { name: /March 22, 2027, some hours blocked/ }));
    const blocked = within(screen.getByRole('list', { name: 'Blocked this day' }));
    expect(blocked.getByText(/is blocked 2:00 PM–5:00 PM/)).toBeInTheDocument();
    expect(blocked.getByText('From a calendar you keep elsewhere')).toBeInTheDocument();
    expect(blocked.queryByRole('button', { name: /Open/ })).not.toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Monday, March 15, 2027' }));
    await user.click(screen.getByRole('combobox', { name: 'Venue or vendor' }));
    await user.click(await screen.findByRole('option', { name: 'DJ Nova' }));
    await user.click(screen.getByRole('switch', { name: 'Whole day' }));
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Block this time' }));
    expect(
      await screen.findByText('The block ends before it starts: choose an end after its start, on the same day.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '13:30');
    await user.type(screen.getByLabelText(/Note for yourself/), 'Studio session');
    await user.click(screen.getByRole('button', { name: 'Block this time' }));
    const post = await vi.waitFor(() => {
      const call = calls.find((c) => c.url === '/api/partner/vendors/d1/blocks');
      if (!call) throw new Error('not posted');
      return call;
    });
    expect(JSON.parse(String(post.init!.body))).toEqual({
      date: '2027-03-15',
      from: '09:00',
      to: '13:30',
      reason: 'Studio session',
    });
    expect(screen.getByRole('textbox', { name: 'Calendar feed address' })).toHaveValue(
      'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics',
    );
  });
  it('shows the calendars read into listings and what went wrong, and adds one, keeping a refused address', async () => {
    const added = {
      id: 'c2',
      listingId: 'v1',
      host: 'outlook.office365.com',
      lastSyncedAt: '2027-03-10T12:00:00.000Z',
      lastError: null,
      busyTimes: 3,
    };
    let answers = 0;
    const { calls } = stubFetch(signedIn(['customer', 'venue']), {
      ...listingStubs,
      '/api/partner/calendar?from=2027-03-01&to=2027-03-31': () => json(calendar),
      '/api/partner/calendar/feed': () =>
        json({ url: 'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics' }),
      '/api/partner/venues/v1/calendar-imports': () =>
        ++answers === 1
          ? json({ error: { code: 'CALENDAR_UNREADABLE', message: CALENDAR_IMPORT_MESSAGES.notCalendar } }, 400)
          : json(added, 201),
    });
    renderWithSession([{ path: '/portal', element: <CalendarPanel /> }], '/portal');
    const list = within(await screen.findByRole('list', { name: 'Calendars read into your listings' }));
    expect(list.getByText(/blocks DJ Nova/)).toBeInTheDocument();
    expect(list.getByText('1 busy time, read 1 hour ago')).toBeInTheDocument();
    expect(list.getByText(/The last read failed: The calendar did not answer within 5 seconds\./)).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Read calendar.google.com for DJ Nova now' })).toBeVisible();

    const user = userEvent.setup();
    const address = screen.getByRole('textbox', { name: 'Calendar address' });
    await user.type(address, 'ftp://calendar.example.com/busy.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(CALENDAR_IMPORT_MESSAGES.url)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/calendar-imports'))).toBe(false);

    await user.clear(address);
    await user.type(address, 'webcal://calendar.example.com/page.html');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(CALENDAR_IMPORT_MESSAGES.notCalendar)).toBeInTheDocument();
    expect(address).toHaveValue('webcal://calendar.example.com/page.html');

    await user.clear(address);
    await user.type(address, 'https://outlook.office365.com/owa/calendar/x/calendar.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    await vi.waitFor(() => expect(address).toHaveValue(''));
    const post = calls.filter((c) => c.url === '/api/partner/venues/v1/calendar-imports').at(-1)!;
    expect(JSON.parse(String(post.init!.body))).toEqual({
      url: 'https://outlook.office365.com/owa/calendar/x/calendar.ics',
    });
  });

  it('sets a vendor’s working hours and days off from the calendar, checked first, the rest of its listing kept', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), {
      ...listingStubs,
      '/api/partner/calendar?from=2027-03-01&to=2027-03-31': () => json(calendar),
      '/api/partner/calendar/feed': () =>
        json({ url: 'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics' }),
    });
    renderWithSession([{ path: '/portal', element: <CalendarPanel /> }], '/portal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Hours of' }));
    await user.click(await screen.findByRole('option', { name: 'DJ Nova' }));
    const form = await screen.findByRole('form', { name: 'Hours of DJ Nova' });
    expect(within(form).getByRole('button', { name: /Save hours/ })).toBeDisabled();
    await user.click(within(form).getByRole('switch', { name: 'Set working hours' }));
    fireEvent.change(within(form).getByLabelText(/^Finish by/), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: /Save hours/ }));
    expect(await within(form).findByText(AVAILABILITY_MESSAGES.workingHours)).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Finish by/), { target: { value: '02:00' } });
    await user.click(within(form).getByRole('button', { name: 'Tuesday' }));
    await user.click(within(form).getByRole('button', { name: /Save hours/ }));
    const saved = await vi.waitFor(() => {
      const call = calls.find((c) => c.init?.method === 'PUT');
      if (!call) throw new Error('not saved yet');
      return { url: call.url, body: JSON.parse(String(call.init!.body)) as unknown };
    });
    expect(saved).toEqual({
      url: '/api/partner/listings/vendor/d1',
      body: {
        ...vendorListing.data,
        availability: {
          ...vendorListing.data.availability,
          openingTime: '10:00',
          closingTime: '02:00',
          closedWeekdays: [2],
        },
      },
    });
  });
});
