import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addYears, utcToday } from '#shared/event-dates.ts';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import type { SearchFilters } from '#shared/search.ts';
import type { Me } from '#shared/session.ts';
import { GUEST_ME, json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { CartProvider, useCart } from '../cart/index.ts';
import { DiscoverPage } from './discover-pages.tsx';

function venue(n: number, changes: Partial<VenueCard> = {}): VenueCard {
  return {
    id: `ven_${n}`,
    slug: `venue-${n}`,
    name: `Venue ${n}`,
    type: 'rooftop',
    city: 'Austin',
    state: 'TX',
    location: 'Austin, TX',
    capacity: 120,
    squareFeet: 4300,
    pricePerHourCents: 38000,
    priceCents: 38000,
    unit: 'hour',
    minimumHours: 3,
    rating: 4.8,
    reviewsCount: 52,
    imageUrl: `/media/art/venue/venue-${n}/0.webp`,
    vibes: [],
    amenities: ['WiFi'],
    instantBookNoticeHours: null,
    ...changes,
  };
}

function vendor(n: number): VendorCard {
  return {
    id: `vnd_${n}`,
    slug: `vendor-${n}`,
    name: `Vendor ${n}`,
    category: 'music-djs',
    serviceType: 'DJ',
    city: 'Brooklyn',
    state: 'NY',
    location: 'Brooklyn, NY',
    priceCents: 18000,
    unit: 'hour',
    priceRange: '$180-$288/hr',
    minimumHours: 4,
    rating: 4.9,
    reviewsCount: 40,
    imageUrl: `/media/art/vendor/vendor-${n}/0.webp`,
    partnershipStatus: 'Verified Partner',
    instantBookNoticeHours: null,
  };
}

const FILTERS: SearchFilters = {
  amenities: ['WiFi', 'Parking', 'Stage'],
  cities: [
    { city: 'Austin', state: 'TX', count: 4 },
    { city: 'Brooklyn', state: 'NY', count: 6 },
  ],
  services: ['DJ', 'MC'],
  serviceAreas: ['Brooklyn', 'Queens'],
  maxVenuePrice: 1500,
  maxVendorPrice: 900,
  maxCapacity: 1500,
};

const CATEGORIES = {
  success: true,
  data: {
    venue_categories: [
      { slug: 'all', label: 'All Venues', description: '', icon: 'LayoutGrid', count: 35 },
      { slug: 'rooftop', label: 'Rooftop', description: '', icon: 'Building2', count: 4 },
      { slug: 'garden', label: 'Garden', description: '', icon: 'Trees', count: 5 },
    ],
  },
};

type Body = Record<string, unknown>;
type Answer = (body: Body) => Response;

const venueAnswer =
  (venues: VenueCard[], total = venues.length): Answer =>
  (body) =>
    json({
      success: true,
      source: 'search',
      data: { venues, pagination: { total, limit: body.limit ?? 50, offset: body.offset ?? 0 } },
    });

const LISTS = new Set(['amenities', 'venue_types', 'vendor_types', 'services', 'service_areas']);

/** A search's query string as the request it was written from (lists as repeated keys, numbers as text). */
function requestOf(url: string): Body {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const request: Body = {};
  for (const key of new Set(query.keys())) {
    const value = query.get(key) as string;
    request[key] = LISTS.has(key)
      ? query.getAll(key)
      : /^\d+(\.\d+)?$/.test(value)
        ? Number(value)
        : value === 'true' || value === 'false'
          ? value === 'true'
          : value;
  }
  return request;
}

/** A fake search server: records each search's request per list. */
function server({
  venues = venueAnswer([venue(1), venue(2)]),
  vendors,
  me = GUEST_ME,
}: { venues?: Answer; vendors?: Answer; me?: Me } = {}) {
  const bodies: Record<string, Body[]> = { venues: [], vendors: [] };
  const stub = stubFetch(me);
  const overrides: Record<string, (url: string) => Response> = {
    '/api/search/filters': () => json(FILTERS),
    '/api/rpc/api_get_categories': () => json(CATEGORIES),
    '/api/search/venues': (url) => {
      const body = requestOf(url);
      bodies.venues!.push(body);
      return venues(body);
    },
    '/api/search/vendors': (url) => {
      const body = requestOf(url);
      bodies.vendors!.push(body);
      return (
        vendors ??
        ((b: Body) =>
          json({
            success: true,
            source: 'search',
            data: { vendors: [vendor(1)], pagination: { total: 1, limit: b.limit, offset: 0 } },
          }))
      )(body);
    },
  };
  const original = stub.fetchMock.getMockImplementation()!;
  stub.fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const override = overrides[url.split('?')[0] as string];
    if (override) {
      stub.calls.push({ url, init });
      return override(url);
    }
    return original(input, init);
  });
  return { bodies, calls: stub.calls };
}

function renderDiscover(path = '/discover') {
  return renderWithSession(
    [
      {
        path: '/discover',
        element: (
          <CartProvider>
            <DiscoverPage />
            <CartProbe />
          </CartProvider>
        ),
      },
      { path: '/messages', element: <p>Messages page</p> },
    ],
    path,
  );
}

/** The cart's event time and items, as the page left them. */
function CartProbe() {
  const cart = useCart();
  const shown = {
    date: cart.state.selectedDate,
    startTime: cart.state.eventDetails.startTime,
    items: cart.items.map(({ name, date, hours }) => ({ name, date, hours })),
  };
  return (
    <output data-testid="cart-probe" hidden>
      {JSON.stringify(shown)}
    </output>
  );
}

const search = (router: ReturnType<typeof renderDiscover>['router']) =>
  new URLSearchParams(router.state.location.search);
const resultsHeading = () => screen.getByRole('heading', { level: 2, name: /venues|vendors|match|Searching/ });

describe('DiscoverPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the results as cards with the count, recommended first without words', async () => {
    const { bodies } = server({ venues: venueAnswer([venue(1), venue(2)], 2) });
    renderDiscover();
    expect(await screen.findByRole('heading', { level: 2, name: '2 venues' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Venue 1' });
    expect(link).toHaveAttribute('href', '/venue/ven_1');
    const card = link.closest('article')!;
    expect(within(card).getByText('Rooftop')).toBeInTheDocument();
    expect(within(card).getByText('$380')).toBeInTheDocument();
    expect(within(card).getByText(/Up to 120 guests/)).toBeInTheDocument();
    const add = within(card).getByRole('button', { name: 'Add to cart: Venue 1' });
    expect(link).not.toContainElement(add);
    expect(within(card).getByRole('button', { name: 'Message Venue 1' })).toBeInTheDocument();
    expect(bodies.venues![0]).toEqual({ sort_by: 'relevance', limit: 50, offset: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('2 venues');
    expect(document.title).toBe('Venues · Eventide');
    expect(within(card).queryByText(/^Free /)).not.toBeInTheDocument();
  });

  it('asks for the day and hours, says on every card that it is free then, and books the event for them', async () => {
    const { bodies } = server({ venues: venueAnswer([venue(1), venue(2)], 2) });
    const date = addYears(utcToday(), 1);
    renderDiscover(`/discover?tab=venues&date=${date}&start=18:00&hours=5`);
    const link = await screen.findByRole('link', { name: 'Venue 2' });
    const label = 'Free 6:00 PM – 11:00 PM';
    expect(within(link.closest('article')!).getByText(label)).toBeInTheDocument();
    expect(screen.getAllByText(label)).toHaveLength(2);
    expect(bodies.venues![0]).toMatchObject({ date, start_time: '18:00', hours: 5 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart: Venue 2' }));
    await screen.findByRole('button', { name: 'In cart: Venue 2' });
    expect(JSON.parse(screen.getByTestId('cart-probe').textContent!)).toEqual({
      date,
      startTime: '18:00',
      items: [{ name: 'Venue 2', date, hours: 5 }],
    });
  });

  it('fetches the first card’s image as the LCP, the rest of the first row at once and the others lazily', async () => {
    server({
      venues: venueAnswer(
        [1, 2, 3, 4].map((n) => venue(n)),
        4,
      ),
    });
    renderDiscover();
    await screen.findByRole('heading', { level: 2, name: '4 venues' });
    const images = screen.getAllByRole('img', { name: /^Venue \d, a rooftop venue/ });
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
    // Three columns beside the filters from xl: (1200 - 21 × 16 - 2 × 24) / 3.
    expect(images[0]).toHaveAttribute('sizes', expect.stringMatching(/^\(min-width: 1280px\) 272px, /));
    expect(images[0]!.closest('picture')!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/art/venue/venue-1/0.avif?w=480&q=75 480w'),
    );
  });

  it('sends the URL’s search, relevance-sorted with words, and shows where page 2 starts', async () => {
    const { bodies } = server({ venues: venueAnswer([venue(51)], 51) });
    renderDiscover('/discover?tab=venues&q=rooftop&type=rooftop&city=Austin&state=TX&minCap=50&page=2');
    expect(await screen.findByRole('heading', { level: 2, name: '51 venues' })).toBeInTheDocument();
    expect(bodies.venues![0]).toEqual({
      search_query: 'rooftop',
      city: 'Austin',
      state: 'TX',
      min_capacity: 50,
      venue_types: ['rooftop'],
      sort_by: 'relevance',
      limit: 50,
      offset: 50,
    });
    expect(screen.getByText('Showing 51–51 of 51')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('Page 2');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/discover?tab=venues&q=rooftop&type=rooftop&city=Austin&state=TX&minCap=50',
    );
    expect(screen.getByRole('searchbox', { name: 'Search venues' })).toHaveValue('rooftop');
    expect(document.title).toBe('“rooftop” · Rooftop venues in Austin (page 2) · Eventide');
    expect(screen.getByRole('button', { name: 'Remove filter: Austin, TX' })).toBeInTheDocument();
  });

  it('moves to the next page through a link, keeping the search in the URL, and focuses the results', async () => {
    server({ venues: venueAnswer([venue(1)], 120) });
    const user = userEvent.setup();
    const { router } = renderDiscover('/discover?tab=venues&city=Austin');
    await screen.findByRole('heading', { level: 2, name: '120 venues' });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(search(router).get('page')).toBe('2'));
    expect(search(router).get('city')).toBe('Austin');
    await waitFor(() => expect(resultsHeading()).toHaveFocus());
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('shows an empty state with ways out when nothing matches', async () => {
    server({ venues: venueAnswer([], 0) });
    renderDiscover('/discover?tab=venues&q=castle&type=garden');
    expect(await screen.findByRole('heading', { level: 2, name: 'No venues match' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No venues match your search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Clear filters/ })).toHaveAttribute(
      'href',
      '/discover?tab=venues&q=castle',
    );
    expect(screen.getByRole('link', { name: 'Search all venues' })).toHaveAttribute(
      'href',
      '/discover?tab=venues&type=garden',
    );
    expect(screen.getByRole('link', { name: 'Look at vendors instead' })).toHaveAttribute(
      'href',
      '/discover?tab=vendors&q=castle',
    );
    expect(await screen.findByRole('link', { name: /Rooftop/ })).toHaveAttribute(
      'href',
      '/discover?tab=venues&type=rooftop',
    );
  });

  it('shows an error with a working retry when search answers success: false', async () => {
    let fail = true;
    server({
      venues: (body) =>
        fail
          ? json({
              success: false,
              source: 'none',
              error: 'Search is resting',
              data: { venues: [], pagination: { total: 0, limit: 50, offset: 0 } },
            })
          : venueAnswer([venue(1)])(body),
    });
    const user = userEvent.setup();
    renderDiscover();
    expect(await screen.findByRole('heading', { name: "We couldn't load venues", level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Search is resting')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Venue 1' })).toBeInTheDocument();
  });

  it('shows an error when the request fails', async () => {
    server({ venues: () => json({ error: { message: 'down' } }, 503) });
    renderDiscover();
    expect(await screen.findByRole('heading', { name: "We couldn't load venues", level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('puts a category choice in the URL and searches with it', async () => {
    const { bodies } = server();
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    const rooftop = screen.getByRole('button', { name: /^Rooftop/ });
    await user.click(rooftop);
    await waitFor(() => expect(search(router).get('type')).toBe('rooftop'));
    expect(rooftop).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodies.venues!.at(-1)).toMatchObject({ venue_types: ['rooftop'] }));
    await user.click(screen.getByRole('button', { name: 'Remove filter: Rooftop' }));
    await waitFor(() => expect(search(router).get('type')).toBeNull());
  });

  it("shows the catalogue's counts on the category chips only while nothing narrows the results", async () => {
    server();
    renderDiscover();
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Rooftop/ })).toHaveTextContent(/^Rooftop\(4\)$/));
    cleanup();
    renderDiscover('/discover?tab=venues&q=garden');
    await screen.findByRole('heading', { level: 2, name: /2 venues/ });
    expect(screen.getByRole('button', { name: /^Rooftop/ })).toHaveTextContent(/^Rooftop$/);
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies sidebar filters to the URL: amenities at once, guests on Enter', async () => {
    const { bodies } = server();
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(await within(sidebar).findByRole('checkbox', { name: /Parking/ }));
    await waitFor(() => expect(search(router).get('amenities')).toBe('Parking'));
    await user.type(within(sidebar).getByRole('textbox', { name: 'Min guests' }), '80{Enter}');
    await waitFor(() => expect(search(router).get('minCap')).toBe('80'));
    await waitFor(() => expect(bodies.venues!.at(-1)).toMatchObject({ amenities: ['Parking'], min_capacity: 80 }));
  });

  it('turns on Instant book in the URL and the search, as a chip that turns it off; its cards say so', async () => {
    const { bodies } = server({ venues: venueAnswer([venue(1, { instantBookNoticeHours: 48 }), venue(2)]) });
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    const instantCard = screen.getByRole('link', { name: 'Venue 1' }).closest('article')!;
    expect(within(instantCard).getByText('Instant book')).toBeInTheDocument();
    const requestCard = screen.getByRole('link', { name: 'Venue 2' }).closest('article')!;
    expect(within(requestCard).queryByText('Instant book')).toBeNull();

    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const toggle = within(sidebar).getByRole('switch', { name: 'Instant book' });
    expect(toggle).toHaveAccessibleDescription(/Confirmed as soon as you pay/);
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(search(router).get('instant')).toBe('1'));
    await waitFor(() => expect(bodies.venues!.at(-1)).toMatchObject({ instant_book: true }));
    expect(within(sidebar).getByRole('switch', { name: 'Instant book' })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('1 applied');

    await user.click(screen.getByRole('button', { name: 'Remove filter: Instant book' }));
    await waitFor(() => expect(search(router).get('instant')).toBeNull());
    expect(within(sidebar).getByRole('switch', { name: 'Instant book' })).not.toBeChecked();
  });

  it('clears Instant book with the other filters, and keeps it on the other tab', async () => {
    const { bodies } = server();
    const user = userEvent.setup();
    const { router } = renderDiscover('/discover?tab=venues&instant=1&city=Austin&state=TX');
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    expect(bodies.venues![0]).toMatchObject({ instant_book: true, city: 'Austin' });
    await user.click(screen.getByRole('link', { name: /^Vendors/ }));
    await waitFor(() => expect(search(router).get('tab')).toBe('vendors'));
    expect(search(router).get('instant')).toBe('1');
    await waitFor(() => expect(bodies.vendors!.at(-1)).toMatchObject({ instant_book: true }));
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(search(router).get('instant')).toBeNull());
    expect(search(router).get('city')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove filter: Instant book' })).toBeNull();
  });

  it('offers the tab’s sorts and puts a chosen one in the URL', async () => {
    const { bodies } = server();
    const user = userEvent.setup();
    const { router } = renderDiscover('/discover?tab=venues&page=2');
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveTextContent('Recommended');
    await user.click(sort);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Recommended',
      'Name (A–Z)',
      'Price: low to high',
      'Price: high to low',
      'Most guests',
    ]);
    await user.click(screen.getByRole('option', { name: 'Price: high to low' }));
    await waitFor(() => expect(search(router).get('sort')).toBe('price_desc'));
    expect(search(router).get('page')).toBeNull();
    await waitFor(() => expect(bodies.venues!.at(-1)).toMatchObject({ sort_by: 'price_desc', offset: 0 }));
  });

  it('follows typing after a pause with one history entry, and clears at once', async () => {
    const { bodies } = server();
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    const box = screen.getByRole('searchbox', { name: 'Search venues' });
    await user.type(box, 'roof');
    await waitFor(() => expect(search(router).get('q')).toBe('roof'));
    expect(router.state.historyAction).toBe('PUSH');
    await user.type(box, 'top');
    await waitFor(() => expect(search(router).get('q')).toBe('rooftop'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(bodies.venues!.at(-1)).toMatchObject({ search_query: 'rooftop', sort_by: 'relevance' }));
    expect(bodies.venues!.some((body) => body.search_query === 'r')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(search(router).get('q')).toBeNull());
    expect(box).toHaveValue('');
  });

  it('opens the vendors tab when the words name a vendor service, keeping the box and its focus', async () => {
    const { bodies } = server();
    const user = userEvent.setup();
    const { router } = renderDiscover('/discover?tab=venues&type=rooftop');
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    const box = screen.getByRole('searchbox', { name: 'Search venues' });
    await user.type(box, 'wedding photographer');
    await waitFor(() => expect(search(router).toString()).toBe('tab=vendors&q=wedding+photographer'));
    expect(await screen.findByRole('heading', { level: 2, name: '1 vendor' })).toBeInTheDocument();
    expect(bodies.vendors!.at(-1)).toMatchObject({ search_query: 'wedding photographer', sort_by: 'relevance' });
    expect(screen.getByRole('searchbox', { name: 'Search vendors' })).toBe(box);
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'rooftop bar');
    await waitFor(() => expect(search(router).toString()).toBe('tab=venues&q=rooftop+bar'));
  });

  it('keeps the tab for words that name neither side', async () => {
    server();
    const user = userEvent.setup();
    const { router } = renderDiscover('/discover?tab=vendors');
    await screen.findByRole('heading', { level: 2, name: '1 vendor' });
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'something fun');
    await waitFor(() => expect(search(router).get('q')).toBe('something fun'));
    expect(search(router).get('tab')).toBe('vendors');
  });

  it('switches to vendors, keeping the words', async () => {
    const { bodies } = server();
    const user = userEvent.setup();
    const { router } = renderDiscover('/discover?tab=venues&q=party&type=rooftop');
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    await user.click(screen.getByRole('link', { name: 'Vendors' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 vendor' })).toBeInTheDocument();
    expect(search(router).toString()).toBe('tab=vendors&q=party');
    expect(bodies.vendors![0]).toMatchObject({ search_query: 'party', sort_by: 'relevance' });
    expect(screen.getByRole('link', { name: 'Vendors' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a listing to the cart and then shows it is in the cart', async () => {
    server();
    const user = userEvent.setup();
    renderDiscover('/discover?tab=venues&date=2030-06-14');
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Venue 1' }));
    expect(await screen.findByRole('button', { name: 'In cart: Venue 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: Venue 2' })).toBeInTheDocument();
  });

  it('asks a guest to sign in before messaging', async () => {
    server();
    const user = userEvent.setup();
    renderDiscover();
    await user.click(await screen.findByRole('button', { name: 'Message Venue 1' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('opens the conversation for a signed-in user', async () => {
    server({ me: signedIn(['customer']) });
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    await waitFor(() => expect(screen.queryByRole('status', { name: /loading/i })).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Message Venue 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(search(router).get('entityType')).toBe('venue');
    expect(search(router).get('entityId')).toBe('ven_1');
  });

  it('applies the filter sheet’s draft with “Show N venues”', async () => {
    const { bodies } = server({ venues: (body) => venueAnswer([venue(1)], body.limit === 1 ? 7 : 2)(body) });
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findByRole('heading', { level: 2, name: '2 venues' });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Max guests' }), '150');
    expect(search(router).get('maxCap')).toBeNull();
    await waitFor(() => expect(bodies.venues!.at(-1)).toMatchObject({ max_capacity: 150, limit: 1 }));
    const apply = await within(sheet).findByRole('button', { name: 'Show 7 venues' });
    await user.click(apply);
    await waitFor(() => expect(search(router).get('maxCap')).toBe('150'));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });
});
