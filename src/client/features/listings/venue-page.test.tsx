import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '#shared/constants.ts';
import { TOASTS } from '#shared/errors.ts';
import { instantBookInWords } from '#shared/instant-book.ts';
import { QUICK_QUESTIONS } from '#shared/listing-detail.ts';
import type { FeaturedCatalogue, VenueCard } from '#shared/listings.ts';
import type { Me } from '#shared/session.ts';
import {
  authSessionOf,
  createTestQueryClient,
  GUEST_ME,
  json,
  NO_SOCIAL_SIGN_IN,
  renderWithSession,
  signedIn,
  stubFetch,
} from '../../test/render.tsx';
import { catalogueKeys } from '../catalogue/index.ts';
import { FIXTURE_TODAY, venueFixture, venueResponse } from '../../test/listing-fixtures.ts';
import { FALLBACK_NOTICE } from './listing-states.tsx';
import { listingRoutes, renderListingPage } from './listing-test-utils.tsx';

const VENUE_URL = '/api/venues/ven_1';
const similar: VenueCard = {
  ...venueFixture,
  id: 'ven_2',
  slug: 'sunbird-terrace',
  name: 'Sunbird Terrace',
  city: 'Austin',
  state: 'TX',
  location: 'Austin, TX',
};
const api = { [VENUE_URL]: () => json(venueResponse()), [`${VENUE_URL}/similar`]: () => json({ venues: [similar] }) };

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('VenuePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${FIXTURE_TODAY}T10:00:00`) });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a venue rented by the day at its daily rate, as the cart and checkout charge it', async () => {
    const daily = { ...venueFixture, pricingModel: 'daily', priceCents: 520_000, unit: 'day' as const };
    renderListingPage('/venue/ven_1', { ...api, [VENUE_URL]: () => json(venueResponse({ venue: daily })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skyline Social' })).toBeInTheDocument();
    expect(screen.getAllByText('$5,200').length).toBeGreaterThan(0);
    expect(screen.getAllByText('/ day', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Daily rate · minimum 3 hours/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Hourly rate/)).not.toBeInTheDocument();
  });

  it('says in Contact & Booking when a venue books instantly', async () => {
    const instant = { ...venueFixture, instantBookNoticeHours: 48 };
    renderListingPage('/venue/ven_1', { ...api, [VENUE_URL]: () => json(venueResponse({ venue: instant })) });
    const panel = await screen.findByRole('complementary', { name: 'Contact & Booking' });
    expect(
      within(panel).getByText('Instant book: confirmed as soon as you pay, for events at least 48 hours away.'),
    ).toBeInTheDocument();
  });

  it('says it in the phone’s booking sheet, where the panel shows', async () => {
    const instant = { ...venueFixture, instantBookNoticeHours: 48 };
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: 412 >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    renderListingPage('/venue/ven_1', { ...api, [VENUE_URL]: () => json(venueResponse({ venue: instant })) });
    const bars = await screen.findAllByRole('button', { name: /Contact host/ });
    expect(screen.queryByRole('complementary', { name: 'Contact & Booking' })).toBeNull();
    await user.click(bars.at(-1)!);
    const sheet = await screen.findByRole('dialog', { name: 'Contact & Booking' });
    expect(within(sheet).getByText(instantBookInWords(48))).toBeInTheDocument();
  });

  it('states the venue’s cancellation policy, deposit terms and security deposit in Contact & Booking', async () => {
    renderListingPage('/venue/ven_1', api);
    const panel = await screen.findByRole('complementary', { name: 'Contact & Booking' });
    expect(panel).toHaveTextContent(
      'Full refund up to 30 days before the event, half refunded up to 7 days before; none after. 30% deposit when the booking is confirmed, the balance 14 days before the event. Refundable security deposit of $500.00: held on your card the day before the event and released 72 hours after it ends, unless the partner claims overtime or damage. No charges until booking confirmation.',
    );
  });

  it('says nothing of instant book for a venue that takes requests', async () => {
    renderListingPage('/venue/ven_1', api);
    const panel = await screen.findByRole('complementary', { name: 'Contact & Booking' });
    expect(within(panel).getByRole('button', { name: /Check Availability/ })).toBeInTheDocument();
    expect(screen.queryByText(/Instant book/)).toBeNull();
  });

  it('shows the hero, stats strip and Details tab from the API, with the name in breadcrumbs and title', async () => {
    renderListingPage('/venue/ven_1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Skyline Social' })).toBeInTheDocument();
    expect(screen.getAllByText('Rooftop')[0]).toBeInTheDocument();
    expect(screen.getByText('511 W 29th St, Rooftop, New York, NY')).toBeInTheDocument();
    expect(screen.getAllByText('$650').length).toBeGreaterThan(0);
    const hero = screen.getAllByRole('button', { name: 'Open photo 1 of 3: Rooftop deck at sunset' })[0]!;
    const heroImage = within(hero).getByRole('img');
    expect(heroImage).toHaveAttribute('loading', 'eager');
    expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    // Edge to edge on phones; from md, two of the mosaic's four columns.
    expect(heroImage).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 2.25rem), 100vw',
    );
    expect(heroImage.closest('picture')!.querySelector('source')).toHaveAttribute('type', 'image/avif');

    const stats = screen.getByRole('group', { name: 'At a glance' });
    expect(within(stats).getByText('Up to 180')).toBeInTheDocument();
    expect(within(stats).getByText('6,200')).toBeInTheDocument();
    expect(within(stats).getByText('4:00 PM – 1:00 AM')).toBeInTheDocument();
    expect(within(stats).getByText('Available Today')).toBeInTheDocument();

    const details = screen.getByRole('tabpanel', { name: 'Details' });
    expect(within(details).getByText(/eleven floors above West Chelsea/)).toBeInTheDocument();
    expect(within(details).getByText('WiFi').closest('li')?.querySelector('svg.lucide-wifi')).not.toBeNull();
    expect(within(details).getByText('Upscale').querySelector('svg.lucide-gem')).not.toBeNull();
    // The one policy refunds apply, never the listing's own text; the host's terms shown apart, under their own name.
    // The venue's own tier, in words.
    expect(within(details).getByText('Cancellation policy').nextSibling).toHaveTextContent(
      'Full refund up to 30 days before the event, half refunded up to 7 days before; none after.',
    );
    expect(within(details).getByText("Host's terms").nextSibling).toHaveTextContent(
      'Load-in starts two hours before the event.',
    );

    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Skyline Social')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Skyline Social · Eventide'));
    expect(await screen.findByRole('link', { name: 'Sunbird Terrace' })).toHaveAttribute('href', '/venue/ven_2');
  });

  // Five tabs of a full listing page, each a render of the page and role queries over it: 0.8 s alone, 3.7 s measured
  // with the whole client suite on a busy machine, so a budget well past that.
  it('shows every tab’s content and keeps the open tab in the URL', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    const { router } = renderListingPage('/venue/ven_1', api);
    await screen.findByRole('heading', { level: 1, name: 'Skyline Social' });

    const gallery = await openTab(user, 'Gallery');
    expect(router.state.location.search).toBe('?tab=gallery');
    expect(within(gallery).getAllByRole('button', { name: /^Open photo \d of 3/ })).toHaveLength(3);

    const spaces = await openTab(user, 'Spaces');
    expect(router.state.location.search).toBe('?tab=spaces');
    const pavilion = within(spaces).getByRole('heading', { name: 'Glass Pavilion' }).closest('li')!;
    expect(within(pavilion).getByText('Indoor')).toBeInTheDocument();
    expect(within(pavilion).getByText('1,800 sq ft')).toBeInTheDocument();
    expect(within(pavilion).getByText('90 guests')).toBeInTheDocument();
    expect(within(pavilion).getByText('$300 / hr')).toBeInTheDocument();

    const rules = await openTab(user, 'Rules');
    expect(within(rules).getByText('4:00 PM – 1:00 AM')).toBeInTheDocument();
    expect(within(rules).getByText('Closed Mondays')).toBeInTheDocument();
    for (const rule of venueFixture.rules) expect(within(rules).getByText(rule)).toBeInTheDocument();
    expect(within(rules).getByRole('link', { name: /\(212\) 555-0142/ })).toHaveAttribute('href', 'tel:2125550142');
    expect(within(rules).getByRole('link', { name: /maya@skyline.example.com/ })).toHaveAttribute(
      'href',
      'mailto:maya@skyline.example.com',
    );

    const availability = await openTab(user, 'Availability');
    expect(router.state.location.search).toBe('?tab=availability');
    const monday = within(availability).getByText('Monday').closest('div')!;
    expect(monday).toHaveTextContent('Closed');
    expect(within(availability).getByText('Friday').closest('div')).toHaveTextContent('4:00 PM – 1:00 AM');
    expect(within(availability).getByText('per hour')).toBeInTheDocument();
    expect(within(availability).getByText(/contact Maya Chen at \(212\) 555-0142/)).toBeInTheDocument();
    const calendar = within(availability).getByRole('table', { name: 'Availability calendar, March 2026' });
    expect(within(calendar).getByText('Saturday, March 7, 2026, unavailable')).toBeInTheDocument();
    expect(within(calendar).getByText('Monday, March 9, 2026, closed')).toBeInTheDocument();
    expect(within(calendar).getByText('Friday, March 6, 2026, available')).toBeInTheDocument();

    // Back returns to the previous tab; the first tab has no parameter.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
    await openTab(user, 'Details');
    expect(router.state.location.search).toBe('');
  });

  it('opens straight on the tab named in the URL', async () => {
    renderListingPage('/venue/ven_1?tab=spaces', api);
    expect(await screen.findByRole('tab', { name: 'Spaces' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Spaces' })).toHaveTextContent('Cedar Deck');
  });

  it('opens photos in a lightbox that arrows, wraps around and closes with Escape', async () => {
    const user = userEvent.setup();
    renderListingPage('/venue/ven_1?tab=gallery', api);
    const gallery = await screen.findByRole('tabpanel', { name: 'Gallery' });
    await user.click(within(gallery).getByRole('button', { name: 'Open photo 2 of 3: Glass pavilion set for dinner' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Photos of Skyline Social' });
    const shown = () =>
      within(lightbox)
        .getAllByRole('img')
        .find((img) => img.getAttribute('alt'))
        ?.getAttribute('alt');
    expect(shown()).toBe('Glass pavilion set for dinner');

    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Bar lit in amber');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Rooftop deck at sunset');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Bar lit in amber');
    await user.click(within(lightbox).getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe('Glass pavilion set for dinner');
    await user.click(within(lightbox).getByRole('button', { name: 'Show photo 1' }));
    expect(shown()).toBe('Rooftop deck at sunset');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Check Availability says whether a day is free and adds the venue with that date and hours', async () => {
    const user = userEvent.setup();
    renderListingPage('/venue/ven_1', api);
    await screen.findByRole('heading', { level: 1, name: 'Skyline Social' });
    await user.click(screen.getAllByRole('button', { name: 'Check Availability' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Check availability' });
    const addButton = within(dialog).getByRole('button', { name: 'Add to cart' });
    expect(addButton).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Monday, March 9, 2026, closed' }));
    expect(within(dialog).getByText('Closed on Mondays')).toBeInTheDocument();
    expect(addButton).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Saturday, March 7, 2026, unavailable' }));
    expect(within(dialog).getByText('Not available on Saturday, March 7, 2026')).toBeInTheDocument();
    expect(addButton).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Friday, March 6, 2026' }));
    expect(within(dialog).getByText('Available on Friday, March 6, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('3 hrs')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'More hours' }));
    expect(within(dialog).getByText('4 hrs')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check availability' })).not.toBeInTheDocument());
    expect(screen.getByText('In your cart').closest('p')).toHaveTextContent('In your cart · Fri, Mar 6 · 4 hrs');
  });

  it('adds a package together with its venue in one click, then counts more of it or takes it out', async () => {
    const user = userEvent.setup();
    renderListingPage('/venue/ven_1', api);
    const section = await screen.findByRole('region', { name: 'Add-ons & packages' });
    expect(
      within(section).getByText('Adding one also adds Skyline Social to your cart: they are booked together.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Sunset cocktail hour includes' })).toHaveTextContent(
      '1 bartender for 1 hour',
    );
    expect(within(section).getByText('$1,200')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add Sunset cocktail hour to your cart' }));
    expect(
      within(section).getByText('Booked with Skyline Social, on the same request and the same payment.'),
    ).toBeInTheDocument();
    expect(screen.getByText('In your cart', { selector: 'span' }).closest('p')).toHaveTextContent(
      'In your cart · 3 hrs',
    );
    const quantity = within(section).getByRole('group', { name: 'Quantity of Sunset cocktail hour' });
    await user.click(within(quantity).getByRole('button', { name: 'One more Sunset cocktail hour' }));
    expect(within(quantity).getByLabelText('Quantity: 2')).toBeInTheDocument();
    await user.click(within(quantity).getByRole('button', { name: 'One less Sunset cocktail hour' }));
    await user.click(within(quantity).getByRole('button', { name: 'One less Sunset cocktail hour' }));
    // At zero it leaves the cart; the venue stays.
    expect(
      await within(section).findByRole('button', { name: 'Add Sunset cocktail hour to your cart' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Booked with Skyline Social, on the same request and the same payment.'),
    ).toBeInTheDocument();
  });

  it('moves through the date picker with the arrow keys', async () => {
    const user = userEvent.setup();
    renderListingPage('/venue/ven_1', api);
    await screen.findByRole('heading', { level: 1, name: 'Skyline Social' });
    await user.click(screen.getAllByRole('button', { name: 'Check Availability' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Check availability' });
    within(dialog).getByRole('button', { name: 'Wednesday, March 4, 2026, today' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Friday, March 6, 2026');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Available on Friday, March 6, 2026')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Friday, April 3, 2026');
    expect(within(dialog).getByText('April 2026')).toBeInTheDocument();
  });

  it('tells the visitor when the link fell back to a similar listing and replaces the URL with its id', async () => {
    const { router, calls } = renderListingPage('/venue/skyline-soshal?tab=rules', {
      '/api/venues/skyline-soshal': () => json(venueResponse({ fallback: 'name-match' })),
      [`${VENUE_URL}/similar`]: () => json({ venues: [] }),
    });
    expect(await screen.findByText(FALLBACK_NOTICE)).toBeInTheDocument();
    // The router replaces the location, then React commits it in a transition: let act flush that work.
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/venue/ven_1', search: '?tab=rules' }),
    );
    await act(async () => {});
    expect(screen.getByText(FALLBACK_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Skyline Social' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === VENUE_URL)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notice' }));
    await waitFor(() => expect(screen.queryByText(FALLBACK_NOTICE)).not.toBeInTheDocument());
  });

  it('shows a friendly not-found with links to Discover when nothing matches', async () => {
    renderListingPage('/venue/nope', {
      '/api/venues/nope': () => json({ error: { code: 'NOT_FOUND', message: 'Venue not found' } }, 404),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This venue has left the party' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse venues' })).toHaveAttribute('href', '/discover?tab=venues');
    expect(screen.getByRole('link', { name: /Open Discover/ })).toHaveAttribute('href', '/discover');
  });

  it('offers Try again when the venue cannot be loaded', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderListingPage('/venue/ven_1', {
      [VENUE_URL]: () => (fail ? json({ error: { code: 'INTERNAL', message: 'down' } }, 503) : json(venueResponse())),
      [`${VENUE_URL}/similar`]: () => json({ venues: [] }),
    });
    expect(await screen.findByRole('heading', { name: "We couldn't load this venue" })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Skyline Social' })).toBeInTheDocument();
  });

  it('paints the header from the cached card while the detail is still loading', async () => {
    stubFetch(GUEST_ME, { [VENUE_URL]: () => new Promise<Response>(() => {}) });
    const queryClient = createTestQueryClient();
    const catalogue: FeaturedCatalogue = {
      venues: [venueFixture],
      vendors: [],
      stories: [],
      stats: { venues: 1, vendors: 0, cities: 1 },
    };
    queryClient.setQueryData(catalogueKeys.featured(), catalogue);
    renderWithSession(listingRoutes, '/venue/ven_1', queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Skyline Social' })).toBeInTheDocument();
    expect(screen.getAllByText('$650').length).toBeGreaterThan(0);
    expect(screen.getByText('Up to 180')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows a page skeleton when nothing is known yet', () => {
    renderListingPage('/venue/ven_1', { [VENUE_URL]: () => new Promise<Response>(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the venue');
  });

  it('a signed-in visitor’s message opens Messages with the venue and the text', async () => {
    const user = userEvent.setup();
    renderListingPage('/venue/ven_1', api, signedIn(['customer']));
    await screen.findByRole('heading', { name: 'Message Maya Chen' });
    expect(screen.getByText(venueFixture.responseTime, { selector: 'p' })).toBeInTheDocument();
    for (const question of QUICK_QUESTIONS.venue)
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Or write your own'), '  Can we start at 3?  ');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const query = await screen.findByRole('status', { name: 'Messages query' });
    expect(new URLSearchParams(query.textContent ?? '')).toEqual(
      new URLSearchParams({ entityType: 'venue', entityId: 'ven_1', message: 'Can we start at 3?' }),
    );
  });

  // The sign-in success message stays 1.5 s and the action repeats 1 s later: fake timers play those waits. What is
  // left renders the page and the sign-in modal, measured at 1-3 s on a busy machine: a budget well past that.
  it(
    'a signed-out visitor asking a quick question signs in first, is welcomed, and the message goes out 1 s later',
    { timeout: 15_000 },
    async () => {
      vi.useFakeTimers({ now: new Date(`${FIXTURE_TODAY}T10:00:00`), shouldAdvanceTime: true });
      const state: { me: Me } = { me: GUEST_ME };
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderListingPage('/venue/ven_1', {
        ...api,
        ...NO_SOCIAL_SIGN_IN,
        '/api/me': () => json(state.me),
        '/api/auth/get-session': () => json(authSessionOf(state.me)),
        '/api/auth/sign-in/email': () => {
          state.me = signedIn(['customer']);
          return json({ redirect: false, token: 't', user: { id: 'u1' } });
        },
      });
      const question = QUICK_QUESTIONS.venue[0];
      await user.click(await screen.findByRole('button', { name: question }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Sign in to message Skyline Social.')).toBeInTheDocument();
      await user.click(await within(dialog).findByLabelText('Email'));
      await user.paste('maya@example.com');
      await user.click(within(dialog).getByLabelText('Password'));
      await user.paste('correct-horse');
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

      expect(await within(dialog).findByText(TOASTS.signedIn)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(await screen.findByText(TOASTS.canSendMessages)).toBeInTheDocument();
      expect(screen.queryByText('Messages page')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(SESSION.messageRetryAfterSignInMs));
      const query = await screen.findByRole('status', { name: 'Messages query' });
      expect(new URLSearchParams(query.textContent ?? '').get('message')).toBe(question);
    },
  );
});
