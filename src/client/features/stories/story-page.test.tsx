import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, stubFetch } from '../../test/render.tsx';
import { CartProvider } from '../cart/index.ts';
import { StoryPage } from './story-page.tsx';

const routes = [
  {
    path: '/stories/:slug',
    element: (
      <CartProvider>
        <StoryPage />
      </CartProvider>
    ),
  },
];

const venue = {
  id: 'v1',
  slug: 'kiln-works',
  name: 'Kiln Works',
  type: 'warehouse',
  city: 'Brooklyn',
  state: 'NY',
  location: 'Brooklyn, NY',
  capacity: 900,
  squareFeet: 8000,
  pricePerHourCents: 95_000,
  priceCents: 95_000,
  unit: 'hour',
  minimumHours: 6,
  rating: 4.8,
  reviewsCount: 12,
  imageUrl: '/media/art/venue/kiln-works/0.webp',
  vibes: [],
  amenities: [],
};
const story = {
  slug: 'a-rave',
  title: 'Inside a warehouse rave',
  excerpt: 'A kiln, a curtain and two lasers.',
  imageUrl: '/media/art/story/a-rave/0.webp',
  eventType: 'Warehouse Rave',
  city: 'Brooklyn',
  readingMinutes: 4,
  publishedAt: '2026-11-18T12:00:00.000Z',
  body: 'The room was **dark**.\n\n## What they booked\n\n- A DJ\n- Lasers\n\n<img src=x onerror="window.hacked=1"> <script>window.hacked=2</script>\n\n[a trick](javascript:alert(1))\n\n![a picture](x)\n\n{{constructor.constructor(\'window.hacked=3\')()}}',
  authorName: 'Jonah Price',
  tags: ['rave'],
  venue,
  vendors: [],
  related: [],
};

describe('story page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the Markdown safely and adds the story’s venue to the cart', async () => {
    stubFetch(undefined, { '/api/stories/a-rave': () => json({ story }) });
    renderWithSession(routes, '/stories/a-rave');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inside a warehouse rave' })).toBeInTheDocument();
    expect(screen.getByText('dark').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'What they booked' })).toBeInTheDocument();
    expect(screen.getByText('Lasers').tagName).toBe('LI');
    expect(document.querySelector('script, img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(screen.getByText('a trick').getAttribute('href') ?? '').not.toContain('javascript');
    expect(screen.getByText('a picture').tagName).toBe('SPAN');
    expect(screen.getByText("{{constructor.constructor('window.hacked=3')()}}")).toBeInTheDocument();

    const lineup = screen.getByRole('region', { name: 'Book this line-up' });
    await userEvent.setup().click(within(lineup).getByRole('button', { name: 'Add to cart: Kiln Works' }));
    expect(await within(lineup).findByRole('button', { name: 'In cart: Kiln Works' })).toBeInTheDocument();
  });

  it('fetches the cover first as the page’s LCP image, sized to its 64rem column, and the line-up lazily', async () => {
    stubFetch(undefined, { '/api/stories/a-rave': () => json({ story }) });
    renderWithSession(routes, '/stories/a-rave');
    const cover = await screen.findByRole('img', { name: 'Inside a warehouse rave' });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute(
      'sizes',
      '(min-width: 1088px) 1024px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
    );
    const lineup = screen.getByRole('region', { name: 'Book this line-up' });
    expect(within(lineup).getByRole('img', { name: /^Kiln Works/ })).toHaveAttribute('loading', 'lazy');
  });

  it('says a missing story could not be found', async () => {
    stubFetch(undefined, {
      '/api/stories/gone': () => json({ error: { code: 'NOT_FOUND', message: 'This story could not be found.' } }, 404),
    });
    renderWithSession(routes, '/stories/gone');
    expect(await screen.findByText('This story could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/stories');
  });
});
