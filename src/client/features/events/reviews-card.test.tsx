// Reviews after the event on the event page: the organizer rates a completed line's partner (stars and words checked
// before sending, in the server's words), then sees it waiting for the partner's; once both are shown they sit side
// by side; an admin reads them without a form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '#shared/events.ts';
import type { LineReview } from '#shared/reviews.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { EventPage } from './event-page.tsx';
import { NO_GUESTS, NO_PAYMENTS, NO_TIMELINE, ORGANIZED_EVENT } from './testing-event.ts';

const routes = [{ path: '/events/:eventId', element: <EventPage /> }];

const open: LineReview = {
  itemId: 'item-dj',
  bookingId: 'b1',
  reference: 'EV-ABC12345',
  eventDate: '2099-03-06',
  listingName: 'DJ Nova',
  otherName: 'DJ Nova',
  stage: 'open',
  windowEndsAt: '2099-03-21T03:00:00.000Z',
  mine: null,
  theirs: null,
  published: false,
};
const shown: LineReview = {
  ...open,
  itemId: 'item-venue',
  listingName: 'Loft 9',
  otherName: 'Loft 9',
  mine: { rating: 5, body: 'A perfect room.', writtenAt: '2099-03-08T12:00:00.000Z', reply: null },
  theirs: { rating: 4, body: 'Clear plans, left it tidy.', writtenAt: '2099-03-09T12:00:00.000Z', reply: null },
  published: true,
};

const quietCards = {
  '/api/events/b1/guests': () => json(NO_GUESTS),
  '/api/events/b1/activity': () => json({ activity: [] }),
  '/api/events/b1/timeline': () => json({ timeline: NO_TIMELINE }),
  '/api/events/b1/payments': () => json({ payments: NO_PAYMENTS }),
};

describe('reviews on the event page', () => {
  it('lets the organizer review a partner once, and shows both reviews once they are shown together', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubFetch(signedIn(['customer']), {
      ...quietCards,
      '/api/events/b1': () => json({ event: ORGANIZED_EVENT }),
      '/api/events/b1/reviews': () => json({ lines: [open, shown] }),
      '/api/events/b1/reviews/item-dj': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        const mine = { rating: 4, body: 'Kept the floor full.', writtenAt: '2099-03-08T12:00:00.000Z', reply: null };
        return json({ lines: [{ ...open, mine }, shown] });
      },
    });
    renderWithSession(routes, '/events/b1');
    const card = (await screen.findByRole('heading', { name: 'Reviews' })).closest('div')!;
    const [dj, venue] = within(card).getAllByRole('listitem');

    expect(within(venue!).getByText('A perfect room.')).toBeInTheDocument();
    expect(within(venue!).getByText('Loft 9’s review of you')).toBeInTheDocument();
    expect(within(venue!).getByText('Clear plans, left it tidy.')).toBeInTheDocument();
    expect(within(venue!).queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();

    await user.click(within(dj!).getByRole('button', { name: 'Post review' }));
    expect(within(dj!).getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(dj!).getByText('Write a few words about it.')).toBeInTheDocument();
    expect(within(dj!).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(within(dj!).getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.click(within(dj!).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dj!).getByLabelText('Your review'), 'Kept the floor full.');
    await user.click(within(dj!).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(sent).toEqual([{ rating: 4, body: 'Kept the floor full.' }]));
    expect(await within(card).findByText('Kept the floor full.')).toBeInTheDocument();
    expect(within(card).getByText(/It shows when DJ Nova reviews you, or on/)).toBeInTheDocument();
  });

  it('shows an admin the reviews without a form', async () => {
    stubFetch(signedIn(['admin']), {
      ...quietCards,
      '/api/events/b1': () =>
        json({ event: { ...ORGANIZED_EVENT, role: 'admin', can: capabilitiesOf('admin', null) } }),
      '/api/events/b1/reviews': () => json({ lines: [open, shown] }),
    });
    renderWithSession(routes, '/events/b1');
    const card = (await screen.findByRole('heading', { name: 'Reviews' })).closest('div')!;
    expect(within(card).getByText(/Not reviewed yet; open until/)).toBeInTheDocument();
    expect(within(card).getByText('The organizer’s review')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });
});
