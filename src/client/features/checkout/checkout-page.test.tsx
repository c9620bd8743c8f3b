// The checkout page keeps the event inside the venue's opening hours before anything is paid (issue 41): it starts
// the event at a time the venue is open, and names the venue's hours when the customer picks one it is not.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartSnapshot } from '#shared/cart-snapshot.ts';
import type { CartState } from '#shared/cart.ts';
import type { PriceQuote } from '#shared/checkout.ts';
import type { VendorCard } from '#shared/listings.ts';
import type { PaymentsConfig } from '#shared/payments.ts';
import { utcToday } from '#shared/event-dates.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import { json, NO_SOCIAL_SIGN_IN, renderWithSession, signedIn, stubFetch, type FetchCall } from '../../test/render.tsx';
import { CartProvider } from '../cart/index.ts';
import { venueFixture, venueResponse } from '../../test/listing-fixtures.ts';
import { CheckoutPage } from './checkout-page.tsx';

const VENUE_ID = '0f6b2c1e-4d3a-4b8e-9c7f-2a1b3c4d5e6f';
const DAYTIME = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opensAt: '09:00',
  closesAt: '17:00',
  isClosed: false,
}));
const eventDate = new Date(Date.parse(`${utcToday()}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);

const cart: CartState = {
  items: [
    {
      id: VENUE_ID,
      name: venueFixture.name,
      type: 'venue',
      priceCents: 65_000,
      unit: 'hour',
      quantity: 1,
      hours: 4,
      minHours: 3,
    },
  ],
  selectedDate: eventDate,
  selectedVenueId: VENUE_ID,
  coHosts: [],
  eventDetails: {},
  lastValidation: null,
};

const quote: PriceQuote = {
  timeZone: 'America/Chicago',
  lines: [
    {
      type: 'venue',
      listingId: VENUE_ID,
      quantity: 1,
      hours: 4,
      extras: [],
      name: venueFixture.name,
      category: 'rooftop',
      unitPriceCents: 65_000,
      unit: 'hour',
      minHours: 3,
      lineTotalCents: 260_000,
      chargeCents: 300_000,
      paymentTerms: { schedule: 'full' },
      cancellationTier: 'very-flexible',
      securityDepositCents: null,
      confirmsAtOnce: false,
      instantBookNoticeHours: null,
      instalments: [{ kind: 'full', dueAt: null, chargeCents: 300_000 }],
      available: true,
      unavailableReason: null,
      alternatives: [],
    },
  ],
  breakdown: {
    servicesCost: 260_000,
    addOnsCost: 0,
    subtotal: 260_000,
    customerPlatformFee: 13_000,
    vendorPlatformFee: 13_000,
    processingFee: 7_570,
    taxAmount: 20_800,
    customerTotal: 301_370,
    vendorReceives: 247_000,
    platformRevenue: 26_000,
  },
  validation: { isValid: true, errors: [], warnings: [] },
};

let calls: FetchCall[];

function stubServer(me?: Parameters<typeof stubFetch>[0], more: Parameters<typeof stubFetch>[1] = {}) {
  ({ calls } = stubFetch(me, {
    [`/api/venues/${VENUE_ID}`]: () =>
      json(venueResponse({ venue: { ...venueFixture, id: VENUE_ID, weeklyHours: DAYTIME } })),
    '/api/checkout/quote': () => json(quote),
    // The payment step: the local sandbox provider, as the server runs without Stripe keys.
    '/api/payments/config': () => json({ provider: 'sandbox', publishableKey: null } satisfies PaymentsConfig),
    ...more,
  }));
}

beforeEach(() => {
  localStorage.clear();
  writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(cart, Date.now())));
  stubServer();
});
afterEach(() => localStorage.clear());

const renderPage = () =>
  renderWithSession(
    [
      {
        path: '/checkout',
        element: (
          <CartProvider>
            <CheckoutPage />
          </CartProvider>
        ),
      },
    ],
    '/checkout',
  );

const quotedStarts = () =>
  calls
    .filter((call) => call.url === '/api/checkout/quote')
    .map((call) => (JSON.parse(String(call.init?.body)) as { startTime: string }).startTime);

describe('CheckoutPage start time', () => {
  it("starts the event at 18:00 or the nearest time the venue's hours that day allow, and prices that", async () => {
    renderPage();
    const start = await screen.findByLabelText(/Start time/);
    await screen.findByDisplayValue('13:00');
    expect(start).toHaveValue('13:00');
    expect(start).not.toHaveAttribute('aria-invalid');
    expect(quotedStarts().at(-1)).toBe('13:00');
    // The start is on the venue's clock, and the field says which.
    expect(await screen.findByText('Central time, where the event is')).toBeVisible();
  });

  it('starts at the time the cart keeps (a search for those hours chose it), and keeps a new choice there', async () => {
    const withStart: CartState = { ...cart, eventDetails: { startTime: '14:30' } };
    writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(withStart, Date.now())));
    renderPage();
    const start = await screen.findByDisplayValue('14:30');
    await vi.waitFor(() => expect(quotedStarts().at(-1)).toBe('14:30'));
    fireEvent.change(start, { target: { value: '15:00' } });
    // The cart is saved a second after its last change (§4 debounce): well past vi.waitFor's own one second.
    await vi.waitFor(() => expect(readStorage(STORAGE_KEYS.eventCart)).toContain('"startTime":"15:00"'), {
      timeout: 5_000,
    });
  });

  it("names the venue's hours that day when the chosen start and hours do not fit them", async () => {
    renderPage();
    await screen.findByDisplayValue('13:00');
    fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: '03:00' } });
    const start = screen.getByLabelText(/Start time/);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(
      expect.stringContaining(
        'Skyline Social is open 9:00 AM – 5:00 PM that day. Choose a start time and hours inside them.',
      ),
    );
  });
});

describe('CheckoutPage lines', () => {
  it('says how each line confirms and states a policy and a security deposit of the partner’s own', async () => {
    const [line] = quote.lines;
    stubServer(undefined, {
      '/api/checkout/quote': () =>
        json({
          ...quote,
          lines: [
            {
              ...line!,
              instantBookNoticeHours: 48,
              confirmsAtOnce: false,
              cancellationTier: 'strict',
              securityDepositCents: 25_000,
            },
          ],
        }),
    });
    renderPage();
    // The summary is priced again as the start time settles: read it once it holds these words.
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent(
        "Instant book needs 48 hours' notice: the partner answers within 48 hours",
      ),
    );
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Cancellation: half refunded up to 90 days before the event; none after.');
    expect(summary).toHaveTextContent('Refundable security deposit of $250.00: held on your card the day before');
    expect(summary).toHaveTextContent(
      "Free cancellation up to 24 hours before the event, except where a partner's own policy is shown",
    );
  });
});

describe('CheckoutPage when a partner is not free', () => {
  const DJ_ID = '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
  const OTHER_DJ_ID = '6c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
  const otherDj: VendorCard = {
    id: OTHER_DJ_ID,
    slug: 'night-shift-djs',
    name: 'Night Shift DJs',
    category: 'music-djs',
    serviceType: 'DJ',
    city: 'Austin',
    state: 'TX',
    location: 'Austin, TX',
    priceCents: 20_000,
    unit: 'hour',
    priceRange: '$200/hr',
    minimumHours: 4,
    rating: 4.9,
    reviewsCount: 31,
    imageUrl: '',
    partnershipStatus: 'Verified Partner',
    instantBookNoticeHours: null,
  };

  it(
    'says which line is taken and books a free one of the same kind in its place, for the same hours',
    { timeout: 20_000 },
    async () => {
      const withDj: CartState = {
        ...cart,
        items: [
          ...cart.items,
          { id: DJ_ID, name: 'Pulse DJs', type: 'vendor', priceCents: 17_500, unit: 'hour', quantity: 1, hours: 5 },
        ],
      };
      writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(withDj, Date.now())));
      const djLine = {
        ...quote.lines[0]!,
        type: 'vendor' as const,
        listingId: DJ_ID,
        name: 'Pulse DJs',
        hours: 5,
        available: false,
        unavailableReason: 'Pulse DJs is already booked at that time.',
        alternatives: [otherDj],
      };
      stubServer(undefined, {
        '/api/checkout/quote': (init) => {
          const asked = (JSON.parse(String(init?.body)) as { lines: { listingId: string }[] }).lines;
          const freeDj = {
            ...djLine,
            listingId: OTHER_DJ_ID,
            name: otherDj.name,
            available: true,
            unavailableReason: null,
            alternatives: [],
          };
          const body = {
            ...quote,
            lines: asked.map((l) =>
              l.listingId === VENUE_ID ? quote.lines[0]! : l.listingId === DJ_ID ? djLine : freeDj,
            ),
          };
          return json(body);
        },
      });
      renderPage();
      const summary = await screen.findByRole('complementary', { name: 'Order summary' });
      await waitFor(() => expect(summary).toHaveTextContent('Pulse DJs is already booked at that time.'));
      const instead = screen.getByRole('list', { name: 'Free instead of Pulse DJs' });
      expect(instead).toHaveTextContent('Night Shift DJs');
      expect(instead).toHaveTextContent('4.9');
      fireEvent.click(screen.getByRole('button', { name: 'Book instead: Night Shift DJs' }));
      await waitFor(() => {
        const lines = (
          JSON.parse(String(calls.filter((c) => c.url === '/api/checkout/quote').at(-1)?.init?.body)) as {
            lines: { listingId: string; hours: number }[];
          }
        ).lines;
        expect(lines.map((l) => [l.listingId, l.hours])).toEqual([
          [VENUE_ID, 4],
          [OTHER_DJ_ID, 5],
        ]);
      });
      // The summary is drawn again for the new cart: read it afresh.
      const summaryNow = () => screen.getByRole('complementary', { name: 'Order summary' });
      await waitFor(() => expect(summaryNow()).not.toHaveTextContent('already booked'));
      expect(summaryNow()).toHaveTextContent('Night Shift DJs');
    },
  );
});

describe('CheckoutPage contact and co-hosts', () => {
  const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  // The card form replaces its placeholder once the payment config answers; the page is ready then.
  const ready = () => screen.findByRole('textbox', { name: /^Card number/ });

  it('fills the contact from the signed-in user and checks it with the §5 messages when sent', async () => {
    stubServer(signedIn(['customer']));
    renderPage();
    await ready();
    await screen.findByDisplayValue('maya@example.com');
    expect(field('Full name')).toHaveValue('Maya Lopez');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');

    fireEvent.change(field('Full name'), { target: { value: ' ' } });
    fireEvent.change(field('Email'), { target: { value: 'nobody-at-example' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Request to book/ }));

    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Card number')).toHaveAccessibleDescription('Card number is required');
    // Fixing a field takes its message away as the customer types.
    fireEvent.change(field('Full name'), { target: { value: 'M' } });
    expect(await screen.findByText('Please enter your full name')).toBeVisible();
    expect(calls.some((call) => call.url === '/api/checkout')).toBe(false);
  });

  it('adds co-hosts with a valid email, once each, and removes them', async () => {
    renderPage();
    await ready();
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.change(field('Co-host email'), { target: { value: 'not-an-email' } });
    fireEvent.click(add);
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();

    fireEvent.change(field('Co-host email'), { target: { value: ' sam@example.com ' } });
    fireEvent.click(add);
    expect(await screen.findByRole('button', { name: 'Remove sam@example.com' })).toBeVisible();
    expect(field('Co-host email')).toHaveValue('');
    expect(field('Co-host email')).not.toHaveAttribute('aria-invalid');

    fireEvent.change(field('Co-host email'), { target: { value: 'SAM@example.com' } });
    fireEvent.click(add);
    expect(await screen.findByText('That co-host is already added')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Remove sam@example.com' }));
    expect(screen.queryByRole('button', { name: 'Remove sam@example.com' })).toBeNull();
  });

  it('asks a guest to sign in without marking the fields they never touched', async () => {
    // The sign-in form the dialog loads asks which social sign-ins the server offers.
    stubServer(undefined, NO_SOCIAL_SIGN_IN);
    renderPage();
    await ready();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to book' }));
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5_000 })).toBeVisible();
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(screen.queryByText('Email is required')).toBeNull();
  });
});
