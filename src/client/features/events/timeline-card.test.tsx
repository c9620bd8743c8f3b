// The run of show on the event page: hosts add an entry on the venue's clock (checked before sending, the server's
// refusal shown in its words) and take one off with an undo; a partner reads it with their own entries marked, or
// is told they will see it once their booking is confirmed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventTimeline, TimelineEntry } from '#shared/event-timeline.ts';
import { capabilitiesOf, type BookedEvent, type EventLine } from '#shared/events.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { EventPage } from './event-page.tsx';
import { NO_GUESTS, NO_PAYMENTS, NO_TIMELINE, ORGANIZED_EVENT, NO_REVIEWS } from './testing-event.ts';

const routes = [{ path: '/events/:eventId', element: <EventPage /> }];
const body = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

const djSet: TimelineEntry = {
  id: 't1',
  // 19:30 in New York on March 6th (EST, UTC-5).
  startsAt: '2099-03-07T00:30:00.000Z',
  minutes: 60,
  title: 'DJ set',
  notes: 'Bring the long cables',
  assignee: { kind: 'partner', id: 'l2', name: 'DJ Nova' },
  mine: false,
};

const planned: EventTimeline = {
  ...NO_TIMELINE,
  entries: [djSet],
  assignees: [...NO_TIMELINE.assignees, { kind: 'partner', id: 'l2', name: 'DJ Nova' }],
};

const djLine: EventLine = {
  id: 'l2',
  type: 'vendor',
  listingId: 'v1',
  name: 'DJ Nova',
  quantity: 1,
  hours: 4,
  status: 'confirmed',
  startsAt: '2099-03-06T22:00:00.000Z',
  endsAt: '2099-03-07T02:00:00.000Z',
  timeZone: 'America/New_York',
  partner: null,
  money: null,
};

describe('the run of show on the event page', () => {
  it('lets a host add an entry, refusing it first in the server’s words, and take one off', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    let refuse = true;
    stubFetch(signedIn(['customer']), {
      '/api/events/b1': () => json({ event: ORGANIZED_EVENT }),
      '/api/events/b1/guests': () => json(NO_GUESTS),
      '/api/events/b1/activity': () => json({ activity: [] }),
      '/api/events/b1/reviews': () => json(NO_REVIEWS),
      '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
      '/api/events/b1/timeline': (init) => {
        if (init?.method !== 'POST') return json({ timeline: planned });
        sent.push(body(init));
        if (refuse)
          return json(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Choose a start within 12 hours of the event: from Fri, 6 Mar, 06:00 to Sat, 7 Mar, 10:00.',
              },
            },
            400,
          );
        const doors = { ...djSet, id: 't2', startsAt: '2099-03-06T22:00:00.000Z', minutes: 0, title: 'Doors open' };
        return json({ timeline: { ...planned, entries: [doors, djSet] } }, 201);
      },
      '/api/events/b1/timeline/t1': () => json({ timeline: { ...planned, entries: [] } }),
    });
    renderWithSession(routes, '/events/b1');
    const list = await screen.findByRole('list', { name: 'Run of show' });
    expect(within(list).getByText('7:30 PM – 8:30 PM')).toBeInTheDocument();
    expect(within(list).getByText('DJ Nova')).toBeInTheDocument();
    expect(within(list).getByText('Bring the long cables')).toBeInTheDocument();
    expect(screen.getByText('Times are on the venue’s clock (Eastern time).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the run of show to my calendar' })).toHaveAttribute(
      'href',
      '/api/events/b1/timeline.ics',
    );

    const form = screen.getByRole('form', { name: 'Add to the run of show' });
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(within(form).getByText('Choose a time between 00:00 and 23:59.')).toBeInTheDocument();
    expect(within(form).getByText('Say what happens.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Time'), '18:00');
    await user.clear(within(form).getByLabelText('Minutes'));
    await user.type(within(form).getByLabelText('Minutes'), '0');
    await user.type(within(form).getByLabelText('What happens'), 'Doors open');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Choose a start within 12 hours of the event/);
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(list).findByText('Doors open')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      date: '2099-03-06',
      time: '18:00',
      minutes: 0,
      title: 'Doors open',
      notes: '',
      assignee: { kind: 'organizer', id: null },
    });

    await user.click(within(list).getByRole('button', { name: 'Take “DJ set” off the run of show' }));
    expect(await screen.findByText('Nothing planned yet', { exact: false })).toBeInTheDocument();
    expect(await screen.findByText('“DJ set” is off the run of show.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        date: '2099-03-06',
        time: '19:30',
        minutes: 60,
        title: 'DJ set',
        notes: 'Bring the long cables',
        assignee: { kind: 'partner', id: 'l2' },
      }),
    );
  });

  it('shows a booked partner the run of show with their entries marked, and cannot change it', async () => {
    const partnerView: BookedEvent = {
      ...ORGANIZED_EVENT,
      role: 'partner',
      can: capabilitiesOf('partner', null),
      lines: [djLine],
    };
    stubFetch(signedIn(['vendor']), {
      '/api/events/b1': () => json({ event: partnerView }),
      '/api/events/b1/timeline': () =>
        json({ timeline: { ...planned, entries: [{ ...djSet, mine: true }], assignees: [] } }),
    });
    renderWithSession(routes, '/events/b1');
    const list = await screen.findByRole('list', { name: 'Run of show' });
    expect(within(list).getByText('You')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add to the run of show' })).toBeNull();
  });

  it('tells a partner not yet booked that they will see it once they confirm', async () => {
    const waiting: BookedEvent = {
      ...ORGANIZED_EVENT,
      role: 'partner',
      can: capabilitiesOf('partner', null),
      lines: [{ ...djLine, status: 'requested' }],
    };
    stubFetch(signedIn(['vendor']), { '/api/events/b1': () => json({ event: waiting }) });
    renderWithSession(routes, '/events/b1');
    expect(await screen.findByText('You will see the run of show once your booking is confirmed.')).toBeInTheDocument();
  });

  it('tells a partner whose booking is no longer on why the run of show is not shown', async () => {
    const declined: BookedEvent = {
      ...ORGANIZED_EVENT,
      role: 'partner',
      can: capabilitiesOf('partner', null),
      lines: [{ ...djLine, status: 'declined' }],
    };
    stubFetch(signedIn(['vendor']), { '/api/events/b1': () => json({ event: declined }) });
    renderWithSession(routes, '/events/b1');
    expect(
      await screen.findByText('Your booking for this event is no longer on, so its run of show is not shown to you.'),
    ).toBeInTheDocument();
  });
});
