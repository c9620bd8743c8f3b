import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { createCartSnapshot } from '#shared/cart-snapshot.ts';
import { EMPTY_CART } from '#shared/cart.ts';
import { instantBookInWords } from '#shared/instant-book.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import { QUICK_QUESTIONS } from '#shared/listing-detail.ts';
import { json, signedIn } from '../../test/render.tsx';
import { FIXTURE_TODAY, vendorFixture, vendorResponse } from '../../test/listing-fixtures.ts';
import { FALLBACK_NOTICE } from './listing-states.tsx';
import { renderListingPage } from './listing-test-utils.tsx';
import { socialHref } from './social-links.tsx';
import { VENDOR_BOOKING_MESSAGES } from './vendor-booking-panel.tsx';

const VENDOR_URL = '/api/vendors/vnd_1';
const api = { [VENDOR_URL]: () => json(vendorResponse()), [`${VENDOR_URL}/similar`]: () => json({ vendors: [] }) };

describe('VendorPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${FIXTURE_TODAY}T10:00:00`) });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the category, partnership, pricing, services, portfolio, equipment, area, social links, reviews and FAQs', async () => {
    const user = userEvent.setup();
    renderListingPage('/vendor/vnd_1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'DJ Nova Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Music & DJs')).toBeInTheDocument();
    expect(screen.getByText('Premium Partner')).toBeInTheDocument();
    expect(screen.getAllByText('$225-$360/hr').length).toBeGreaterThan(0);

    const glance = screen.getByRole('group', { name: 'At a glance' });
    expect(within(glance).getByText('Hourly · per hr')).toBeInTheDocument();
    expect(within(glance).getByText('4 hours')).toBeInTheDocument();
    expect(within(glance).getByText('Brooklyn + 2 more')).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Services' });
    for (const service of vendorFixture.services) expect(within(services).getByText(service)).toBeInTheDocument();

    const portfolio = screen.getByRole('list', { name: 'Portfolio of DJ Nova Reyes' });
    expect(within(portfolio).getAllByRole('button')).toHaveLength(2);

    const equipment = screen.getByRole('region', { name: 'Equipment and service area' });
    expect(within(equipment).getByText('Pioneer CDJ-3000 x2')).toBeInTheDocument();
    expect(within(equipment).getByText('Manhattan')).toBeInTheDocument();

    const instagram = screen.getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/novareyes.dj');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@novareyesdj');
    expect(screen.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://novareyes.example.com');

    // Nothing charges a partner booking fee, so no page shows one (issue 41).
    expect(screen.queryByText(/booking fee/i)).not.toBeInTheDocument();
    expect(screen.getAllByText('Usually responds within 24 hours').length).toBeGreaterThan(0);
    for (const question of QUICK_QUESTIONS.vendor)
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();

    expect(screen.getByText('Held the room until 4. Flawless.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Rating breakdown' })).getAllByRole('listitem')).toHaveLength(5);

    const faq = screen.getByRole('button', { name: 'Do you bring your own sound system?' });
    expect(faq).toHaveAttribute('aria-expanded', 'false');
    await user.click(faq);
    expect(faq).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, for up to 250 guests.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('DJ Nova Reyes · Eventide'));
  });

  it('shows the working hours and days off a vendor set, and any time on its other days', async () => {
    const weeklyHours = [
      { weekday: 1, opensAt: null, closesAt: null, isClosed: true },
      { weekday: 5, opensAt: '16:00:00', closesAt: '02:00:00', isClosed: false },
    ];
    renderListingPage('/vendor/vnd_1', {
      ...api,
      [VENDOR_URL]: () => json(vendorResponse({ vendor: { ...vendorFixture, weeklyHours } })),
    });
    const hours = await screen.findByRole('region', { name: 'Working hours' });
    const dayOf = (name: string) => within(hours).getByText(name).closest('div')!;
    expect(dayOf('Monday')).toHaveTextContent('Closed');
    expect(dayOf('Friday')).toHaveTextContent('4:00 PM – 2:00 AM');
    expect(dayOf('Sunday')).toHaveTextContent('Any time');
  });

  it('leaves out working hours for a vendor that takes events at any hour', async () => {
    renderListingPage('/vendor/vnd_1', api);
    await screen.findByRole('heading', { level: 1, name: 'DJ Nova Reyes' });
    expect(screen.queryByRole('region', { name: 'Working hours' })).not.toBeInTheDocument();
  });

  it('says in Contact & Booking when a vendor books instantly, and nothing when it takes requests', async () => {
    const instant = { ...vendorFixture, instantBookNoticeHours: 0 };
    renderListingPage('/vendor/vnd_1', { ...api, [VENDOR_URL]: () => json(vendorResponse({ vendor: instant })) });
    const panel = await screen.findByRole('complementary', { name: 'Contact & Booking' });
    expect(within(panel).getByText(instantBookInWords(0))).toBeInTheDocument();
  });

  it('says nothing of instant book for a vendor that takes requests, nor of a deposit it does not ask', async () => {
    renderListingPage('/vendor/vnd_1', api);
    const panel = await screen.findByRole('complementary', { name: 'Contact & Booking' });
    expect(within(panel).getByRole('button', { name: /Send Message/ })).toBeInTheDocument();
    expect(screen.queryByText(/Instant book/)).toBeNull();
    expect(panel).toHaveTextContent(
      'Free cancellation up to 24 hours before the event. No charges until booking confirmation.',
    );
    expect(panel).not.toHaveTextContent(/deposit/);
  });

  it('opens the portfolio in the lightbox', async () => {
    const user = userEvent.setup();
    renderListingPage('/vendor/vnd_1', api);
    const portfolio = await screen.findByRole('list', { name: 'Portfolio of DJ Nova Reyes' });
    await user.click(within(portfolio).getByRole('button', { name: 'Open photo 2 of 2: Hands on a rotary mixer' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Portfolio of DJ Nova Reyes' });
    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByRole('img', { name: 'DJ behind two CDJs with pink lasers' })).toBeInTheDocument();
  });

  it('adds the vendor to the cart with the event date and hours (minimum 4)', async () => {
    const user = userEvent.setup();
    renderListingPage('/vendor/vnd_1', api);
    await screen.findByRole('heading', { level: 1, name: 'DJ Nova Reyes' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VENDOR_BOOKING_MESSAGES.dateRequired);

    await user.type(screen.getByLabelText('Event date'), '2026-03-14');
    expect(screen.getByText('4 hrs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fewer hours' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More hours' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('In your cart')).toBeInTheDocument();
    expect(screen.getByText('In your cart').closest('p')).toHaveTextContent('In your cart · Sat, Mar 14 · 5 hrs');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('takes the event date of the cart this device kept, read back after the page first renders', async () => {
    const kept = { ...EMPTY_CART, selectedDate: '2026-03-20' };
    writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(kept, Date.now())));
    renderListingPage('/vendor/vnd_1', api);
    await screen.findByRole('heading', { level: 1, name: 'DJ Nova Reyes' });
    await waitFor(() => expect(screen.getByLabelText('Event date')).toHaveValue('2026-03-20'));
  });

  it('starts a vendor whose minimum is under 4 hours at 4 (§4), and adds it without an Hours updated toast', async () => {
    const user = userEvent.setup();
    const shortMinimum = { ...vendorFixture, minimumHours: 3 };
    renderListingPage('/vendor/vnd_1', { ...api, [VENDOR_URL]: () => json(vendorResponse({ vendor: shortMinimum })) });
    await screen.findByRole('heading', { level: 1, name: 'DJ Nova Reyes' });
    expect(screen.getByText('4 hrs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fewer hours' })).toBeEnabled();
    await user.type(screen.getByLabelText('Event date'), '2026-03-14');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('DJ Nova Reyes added to your cart')).toBeInTheDocument();
    expect((await screen.findByText('In your cart')).closest('p')).toHaveTextContent(
      'In your cart · Sat, Mar 14 · 4 hrs',
    );
    expect(screen.queryByText(CART_MESSAGES.hoursUpdated)).not.toBeInTheDocument();
  });

  it('adds the hours the visitor chose as part of the add: one toast, no Hours updated', async () => {
    const user = userEvent.setup();
    renderListingPage('/vendor/vnd_1', api);
    await screen.findByRole('heading', { level: 1, name: 'DJ Nova Reyes' });
    await user.type(screen.getByLabelText('Event date'), '2026-03-14');
    await user.click(screen.getByRole('button', { name: 'More hours' }));
    await user.click(screen.getByRole('button', { name: 'More hours' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('DJ Nova Reyes added to your cart')).toBeInTheDocument();
    expect((await screen.findByText('In your cart')).closest('p')).toHaveTextContent(
      'In your cart · Sat, Mar 14 · 6 hrs',
    );
    expect(screen.queryByText(CART_MESSAGES.hoursUpdated)).not.toBeInTheDocument();
  });

  it('adds a per-guest caterer for its guests, with no hours to choose', async () => {
    const user = userEvent.setup();
    const caterer = {
      ...vendorFixture,
      pricingModel: 'fixed',
      unit: 'guest' as const,
      priceCents: 4_500,
      hourlyRateCents: null,
      fixedRateCents: 4_500,
    };
    renderListingPage('/vendor/vnd_1', { ...api, [VENDOR_URL]: () => json(vendorResponse({ vendor: caterer })) });
    await screen.findByRole('heading', { level: 1, name: 'DJ Nova Reyes' });
    expect(screen.queryByRole('button', { name: 'More hours' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'At a glance' })).getByText('None')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Event date'), '2026-03-14');
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '120');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('In your cart')).toBeInTheDocument();
    expect(screen.getByText('In your cart').closest('p')).toHaveTextContent(
      'In your cart · Sat, Mar 14 · $45 / guest × 120',
    );
  });

  it('Send Message opens Messages for the vendor', async () => {
    const user = userEvent.setup();
    renderListingPage('/vendor/vnd_1', api, signedIn(['customer']));
    await screen.findByRole('heading', { level: 1, name: 'DJ Nova Reyes' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const query = await screen.findByRole('status', { name: 'Messages query' });
    expect(query.textContent).toBe('?entityType=vendor&entityId=vnd_1');
  });

  it('shows the fallback notice when the vendor asked for is gone', async () => {
    const { router } = renderListingPage('/vendor/old-dj', {
      '/api/vendors/old-dj': () => json(vendorResponse({ fallback: 'sample' })),
      [`${VENDOR_URL}/similar`]: () => json({ vendors: [] }),
    });
    expect(await screen.findByText(FALLBACK_NOTICE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/vnd_1'));
  });

  it('shows the not-found screen for a vendor that does not exist', async () => {
    renderListingPage('/vendor/nope', {
      '/api/vendors/nope': () => json({ error: { code: 'NOT_FOUND', message: 'Vendor not found' } }, 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This vendor has left the party' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vendors' })).toHaveAttribute('href', '/discover?tab=vendors');
  });
});

describe('socialHref', () => {
  it('turns handles into profile links and keeps only safe URLs', () => {
    expect(socialHref('instagram', '@studio.k')).toBe('https://www.instagram.com/studio.k');
    expect(socialHref('tiktok', 'studiok')).toBe('https://www.tiktok.com/@studiok');
    expect(socialHref('website', 'studiok.example.com')).toBe('https://studiok.example.com');
    expect(socialHref('instagram', 'https://instagram.com/studiok')).toBe('https://instagram.com/studiok');
    expect(socialHref('website', 'javascript:alert(1)')).toBeNull();
    expect(socialHref('instagram', '   ')).toBeNull();
  });
});
