import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';

const review = (id: string, reply: { body: string; repliedAt: string } | null) => ({
  id,
  authorName: `Guest ${id}`,
  rating: 4,
  body: 'Great night, the sound was spot on.',
  createdAt: '2026-10-01T12:00:00.000Z',
  reply,
  listingKind: 'venue',
  listingId: 'v1',
  listingName: 'Skyline Social',
});

describe('portal reviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('flags unanswered reviews and posts a reply', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'venue']), {
      '/api/partner/reviews': () =>
        json({
          reviews: [review('a', null), review('b', { body: 'Thanks!', repliedAt: '2026-10-02T12:00:00.000Z' })],
          summary: { count: 2, average: 4, unanswered: 1 },
        }),
      '/api/partner/reviews/a/reply': () => new Response(null, { status: 204 }),
      '/api/partner/customer-reviews': () => json({ lines: [] }),
    });
    renderWithSession([{ path: '/', element: <ReviewsPanel /> }], '/');
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Not answered')).toBeInTheDocument();
    expect(within(second!).getByText('Thanks!')).toBeInTheDocument();
    // A reply is written once: there is nothing to change or take back.
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(first!).getByRole('button', { name: 'Reply to Guest a' }));
    await user.type(within(first!).getByLabelText(/Your public reply to Guest a/), 'Thank you, come back soon!');
    await user.click(within(first!).getByRole('button', { name: 'Post reply' }));
    const put = await vi.waitFor(() => {
      const call = calls.find((c) => c.url === '/api/partner/reviews/a/reply');
      if (!call) throw new Error('not posted');
      return call;
    });
    expect(put.init?.method).toBe('PUT');
    expect(JSON.parse(String(put.init!.body))).toEqual({ body: 'Thank you, come back soon!' });
  });

  it('lets the partner review a customer after the event, and shows both reviews once shown together', async () => {
    const line = {
      itemId: 'i1',
      bookingId: 'b1',
      reference: 'EV-ABC12345',
      eventDate: '2099-03-06',
      listingName: 'Skyline Social',
      otherName: 'Casey Customer',
      stage: 'open',
      windowEndsAt: '2099-03-21T03:00:00.000Z',
      mine: null,
      theirs: null,
      published: false,
    };
    const sent: unknown[] = [];
    stubFetch(signedIn(['customer', 'venue']), {
      '/api/partner/reviews': () => json({ reviews: [], summary: { count: 0, average: null, unanswered: 0 } }),
      '/api/partner/customer-reviews': () => json({ lines: [line] }),
      '/api/partner/booking-items/i1/review': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        const written = (rating: number, body: string) => ({
          rating,
          body,
          writtenAt: '2099-03-08T12:00:00.000Z',
          reply: null,
        });
        return json({
          lines: [
            { ...line, mine: written(5, 'Easy to work with.'), theirs: written(4, 'Great room.'), published: true },
          ],
        });
      },
    });
    renderWithSession([{ path: '/', element: <ReviewsPanel /> }], '/');
    const list = await screen.findByRole('list', { name: 'Customers to review' });
    const user = userEvent.setup();
    await user.click(within(list).getByRole('radio', { name: '5 stars' }));
    await user.type(within(list).getByLabelText('Your review'), 'Easy to work with.');
    await user.click(within(list).getByRole('button', { name: 'Post review' }));
    await vi.waitFor(() => expect(sent).toEqual([{ rating: 5, body: 'Easy to work with.' }]));
    expect(await within(list).findByText('Casey Customer’s review of you')).toBeInTheDocument();
    expect(within(list).getByText('Great room.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });
});
