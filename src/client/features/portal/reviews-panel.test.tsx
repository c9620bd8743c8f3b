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
    });
    renderWithSession([{ path: '/', element: <ReviewsPanel /> }], '/');
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Not answered')).toBeInTheDocument();
    expect(within(second!).getByText('Thanks!')).toBeInTheDocument();

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
});
