import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeaturedCatalogue } from '#shared/listings.ts';
import { STORAGE_KEYS } from '../../lib/local-storage.ts';
import { renderWithRouter, stubFetch } from '../../test/render.tsx';
import { HomePage } from './home-page.tsx';

const catalogue: FeaturedCatalogue = {
  venues: [
    {
      id: 'ven_1',
      slug: 'skyline-terrace',
      name: 'Skyline Terrace',
      type: 'rooftop',
      city: 'Brooklyn',
      state: 'NY',
      location: 'Brooklyn, NY',
      capacity: 180,
      squareFeet: 2400,
      pricePerHourCents: 32500,
      priceCents: 32500,
      unit: 'hour',
      minimumHours: 2,
      rating: 4.9,
      reviewsCount: 128,
      imageUrl: '/media/art/venue/skyline-terrace/0.webp',
      vibes: [],
      amenities: [],
      instantBookNoticeHours: null,
    },
  ],
  vendors: [
    {
      id: 'vnd_1',
      slug: 'dj-nova',
      name: 'DJ Nova',
      category: 'music-djs',
      serviceType: 'DJ & MC',
      city: 'Brooklyn',
      state: 'NY',
      location: 'Brooklyn, NY',
      priceCents: 18000,
      unit: 'hour',
      priceRange: '$180-$288/hr',
      minimumHours: 4,
      rating: 4.8,
      reviewsCount: 40,
      imageUrl: '/media/art/vendor/dj-nova/0.webp',
      partnershipStatus: 'Premium Partner',
      instantBookNoticeHours: null,
    },
  ],
  stories: [],
  stats: { venues: 1240, vendors: 3180, cities: 24 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const routes = [{ path: '/', element: <HomePage /> }];

describe('HomePage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows featured venues and vendors as cards linking to their pages, with responsive images', async () => {
    stubFetch(undefined, { '/api/catalogue/featured': () => json(catalogue) });
    renderWithRouter(routes, '/');
    const venue = await screen.findByRole('link', { name: 'Skyline Terrace' });
    expect(venue).toHaveAttribute('href', '/venue/ven_1');
    expect(screen.getByRole('link', { name: 'DJ Nova' })).toHaveAttribute('href', '/vendor/vnd_1');
    const card = venue.closest('article')!;
    expect(within(card).getByText('$325')).toBeInTheDocument();
    expect(within(card).getByText(/Up to 180 guests/)).toBeInTheDocument();
    const image = within(card).getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('srcset')).toContain('/media/art/venue/skyline-terrace/0.webp?w=480&q=85 480w');
    expect(screen.getByText('1,240')).toBeInTheDocument();
    expect(document.title).toContain('Eventide');
  });

  it('links the category tiles to Discover with tab and category', async () => {
    stubFetch(undefined, { '/api/catalogue/featured': () => json(catalogue) });
    renderWithRouter(routes, '/');
    // The sections below the hero load as a chunk of their own.
    expect(await screen.findByRole('link', { name: /Rooftop Open-air/ })).toHaveAttribute(
      'href',
      '/discover?tab=venues&category=rooftop',
    );
    expect(screen.getByRole('link', { name: /Music & DJs/ })).toHaveAttribute(
      'href',
      '/discover?tab=vendors&category=music-djs',
    );
  });

  it('searches from the hero: Discover gets the words and picks their tab (discover-query.test.ts)', async () => {
    stubFetch(undefined, { '/api/catalogue/featured': () => json(catalogue) });
    const user = userEvent.setup();
    const { router } = renderWithRouter([...routes, { path: '/discover', element: <p>Discover</p> }], '/');
    const box = screen.getByRole('textbox', { name: 'What are you planning?' });
    await user.type(box, 'wedding photographer{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=wedding%20photographer'));
    await router.navigate('/');
    await user.type(await screen.findByRole('textbox', { name: 'What are you planning?' }), 'garden wedding{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=garden%20wedding'));
  });

  it('shows an error with a working retry when the catalogue fails to load', async () => {
    let fail = true;
    stubFetch(undefined, {
      '/api/catalogue/featured': () => (fail ? json({ error: { message: 'down' } }, 503) : json(catalogue)),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, '/');
    expect(
      await screen.findByText("We couldn't load the featured listings", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Skyline Terrace' })).toBeInTheDocument();
  });

  it('plays the intro for a first-time visitor and remembers it once skipped', async () => {
    stubFetch(undefined, { '/api/catalogue/featured': () => json(catalogue) });
    const user = userEvent.setup();
    renderWithRouter(routes, '/');
    expect(localStorage.getItem(STORAGE_KEYS.homeVideoSeen)).toBeNull();
    await user.click(await screen.findByRole('button', { name: /Skip intro/ }));
    expect(localStorage.getItem(STORAGE_KEYS.homeVideoSeen)).toBe('1');
    await waitFor(() => expect(screen.getByRole('button', { name: /Replay intro/ })).toBeInTheDocument());
  });

  it('ends the intro by itself after about six seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubFetch(undefined, { '/api/catalogue/featured': () => json(catalogue) });
      renderWithRouter(routes, '/');
      await screen.findByRole('button', { name: /Skip intro/ });
      await vi.advanceTimersByTimeAsync(5900);
      expect(localStorage.getItem(STORAGE_KEYS.homeVideoSeen)).toBeNull();
      await vi.advanceTimersByTimeAsync(200);
      expect(localStorage.getItem(STORAGE_KEYS.homeVideoSeen)).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the final frame to a returning visitor', async () => {
    localStorage.setItem(STORAGE_KEYS.homeVideoSeen, '1');
    stubFetch(undefined, { '/api/catalogue/featured': () => json(catalogue) });
    renderWithRouter(routes, '/');
    expect(await screen.findByRole('button', { name: /Replay intro/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip intro/ })).not.toBeInTheDocument();
  });
});
