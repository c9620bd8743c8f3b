import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCartSnapshot } from '#shared/cart-snapshot.ts';
import type { CartState } from '#shared/cart.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import type { PriceQuote } from '#shared/checkout.ts';
import { GUEST_ME, json, renderWithRouter, stubFetch } from '../../test/render.tsx';
import { CartPage } from './cart-page.tsx';
import { CartProvider } from './cart-provider.tsx';

// Ids as the server's: its answers are checked against its schemas.
const VENUE_ID = '6f1c2a9e-0000-4000-8000-0000000000a1';
const VENDOR_ID = '6f1c2a9e-0000-4000-8000-0000000000a2';
const EXTRA_ID = '6f1c2a9e-0000-4000-8000-0000000000a3';

const saved: CartState = {
  items: [
    {
      id: VENUE_ID,
      name: 'Skyline Social',
      type: 'venue',
      priceCents: 65_000,
      unit: 'hour',
      quantity: 1,
      hours: 3,
      minHours: 3,
      entityData: { type: 'rooftop' },
    },
    {
      id: EXTRA_ID,
      name: 'Sunset cocktail hour',
      type: 'package',
      priceCents: 120_000,
      unit: 'item',
      quantity: 1,
      hours: 1,
      parentId: VENUE_ID,
      description: 'For Skyline Social',
    },
    {
      id: VENDOR_ID,
      name: 'DJ Nova',
      type: 'vendor',
      priceCents: 15_000,
      unit: 'hour',
      quantity: 1,
      hours: 4,
      minHours: 2,
      category: 'music-djs',
    },
  ],
  selectedDate: null,
  selectedVenueId: VENUE_ID,
  coHosts: [],
  eventDetails: {},
  lastValidation: null,
};

function renderPage() {
  const page = (
    <CartProvider>
      <CartPage />
    </CartProvider>
  );
  return renderWithRouter(
    [
      { path: '/cart', element: page },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    '/cart',
  );
}

/** What the server answers for the saved cart: its own figures, which the page must show as they are. */
const quote: PriceQuote = {
  timeZone: 'America/New_York',
  lines: [],
  breakdown: {
    servicesCost: 255_000,
    addOnsCost: 120_000,
    subtotal: 375_000,
    customerPlatformFee: 18_750,
    vendorPlatformFee: 18_750,
    processingFee: 10_905,
    taxAmount: 30_000,
    customerTotal: 434_655,
    vendorReceives: 356_250,
    platformRevenue: 37_500,
  },
  validation: { isValid: true, errors: [], warnings: [] },
};

let answerQuote: () => Promise<Response>;
let quoteRequests: unknown[];

beforeEach(() => {
  localStorage.clear();
  quoteRequests = [];
  answerQuote = async () => json(quote);
  stubFetch(GUEST_ME, {
    '/api/checkout/quote': (init) => {
      quoteRequests.push(JSON.parse(String(init?.body)));
      return answerQuote();
    },
  });
});
afterEach(() => localStorage.clear());

describe('CartPage', () => {
  it('shows what the drawer shows, and Checkout opens once a date is picked', async () => {
    writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(saved, Date.now())));
    const user = userEvent.setup();
    renderPage();
    // Not an empty cart while the one saved on this device is read back.
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your event cart' })).toBeInTheDocument();
    expect(screen.getByText('Your event is ready!')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    // Each listing is followed by its add-ons and packages.
    expect(
      items.map((item) => within(item).getAllByText(/Skyline Social|Sunset cocktail hour|DJ Nova/)[0]?.textContent),
    ).toEqual(['Skyline Social', 'Sunset cocktail hour', 'DJ Nova']);
    expect(within(items[1]!).queryByRole('group', { name: 'Hours for Sunset cocktail hour' })).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Cart summary' });
    expect(await within(summary).findByText('$4,346.55')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(within(summary).getByText('Pick your event date to check out')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Event date'), '2031-06-01');
    await user.click(within(summary).getByRole('link', { name: 'Checkout' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('takes a listing out with its package, and offers the ways to start when empty', async () => {
    writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(saved, Date.now())));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Skyline Social from cart' }));
    expect(screen.queryByText('Sunset cocktail hour')).not.toBeInTheDocument();
    expect(screen.getByText('You need a venue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo removing Skyline Social' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove DJ Nova from cart' }));
    expect(screen.getByRole('link', { name: /Browse Venues/ })).toHaveAttribute('href', '/discover?tab=venues');
  });

  it("shows the server's subtotal, fees, tax and total, with placeholders in their place until they come", async () => {
    writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(saved, Date.now())));
    let answer: (response: Response) => void = () => {};
    answerQuote = () => new Promise((resolve) => (answer = resolve));
    renderPage();
    const costs = await screen.findByLabelText('Price breakdown');
    // The lines are there at once; only their amounts wait.
    expect(within(costs).getByText('Subtotal')).toBeInTheDocument();
    expect(within(costs).getByText('Platform fee (5%)')).toBeInTheDocument();
    expect(within(costs).getByText('Card processing (2.9% + $0.30)')).toBeInTheDocument();
    expect(within(costs).getByText('Tax (8%)')).toBeInTheDocument();
    for (const key of ['subtotal', 'platformFee', 'processing', 'tax'])
      expect(screen.getByTestId(`cost-${key}`).textContent).toBe('');
    const summary = screen.getByRole('region', { name: 'Cart summary' });
    expect(within(summary).getByTestId('cart-total')).not.toHaveTextContent('$');

    answer(json(quote));
    expect(await within(costs).findByText('$3,750.00')).toBeInTheDocument();
    expect(screen.getByTestId('cost-platformFee')).toHaveTextContent('$187.50');
    expect(screen.getByTestId('cost-processing')).toHaveTextContent('$109.05');
    expect(screen.getByTestId('cost-tax')).toHaveTextContent('$300.00');
    expect(within(summary).getByTestId('cart-total')).toHaveTextContent('$4,346.55');
    // The platform fee says what it covers; card processing says whose charge it is.
    expect(costs).toHaveTextContent('Covers payment processing & support');
    expect(costs).toHaveTextContent('Charged by the card processor, not by us');
    // The server prices the cart's lines, each listing with its extras.
    expect(quoteRequests[0]).toMatchObject({
      lines: [
        { type: 'venue', listingId: VENUE_ID, hours: 3, extras: [{ extraId: EXTRA_ID, quantity: 1 }] },
        { type: 'vendor', listingId: VENDOR_ID, hours: 4 },
      ],
      eventDate: null,
    });
  });

  it('says when the prices could not be loaded, and tries again', async () => {
    writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(saved, Date.now())));
    const user = userEvent.setup();
    answerQuote = async () => json({ error: { code: 'OPERATION_FAILED', message: 'Operation failed' } }, 500);
    renderPage();
    expect(await screen.findByText(/Prices could not be loaded/)).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('–');
    answerQuote = async () => json(quote);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$3,750.00')).toBeInTheDocument();
  });

  it('shows each row at the server’s price (not the one kept from when it was added), which confirm at once, their policies and deposits', async () => {
    writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(saved, Date.now())));
    const priced = (patch: Partial<PriceQuote['lines'][number]>): PriceQuote['lines'][number] => ({
      type: 'venue',
      listingId: VENUE_ID,
      quantity: 1,
      hours: 3,
      name: 'Skyline Social',
      category: 'rooftop',
      unitPriceCents: 70_000,
      unit: 'hour',
      minHours: 3,
      extras: [],
      lineTotalCents: 210_000,
      chargeCents: 0,
      paymentTerms: { schedule: 'full' },
      cancellationTier: 'very-flexible',
      securityDepositCents: null,
      confirmsAtOnce: false,
      instantBookNoticeHours: null,
      instalments: [{ kind: 'full', dueAt: null, chargeCents: 0 }],
      available: true,
      unavailableReason: null,
      alternatives: [],
      ...patch,
    });
    const cocktails = {
      extraId: EXTRA_ID,
      quantity: 1,
      kind: 'package' as const,
      name: 'Sunset cocktail hour',
      unitPriceCents: 125_000,
      lineTotalCents: 125_000,
    };
    answerQuote = async () =>
      json({
        ...quote,
        lines: [
          priced({ extras: [cocktails], lineTotalCents: 335_000, securityDepositCents: 100_000 }),
          priced({
            type: 'vendor',
            listingId: VENDOR_ID,
            name: 'DJ Nova',
            hours: 4,
            lineTotalCents: 70_000,
            confirmsAtOnce: true,
            cancellationTier: 'moderate',
          }),
        ],
      });
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    // The venue went from $650 to $700 an hour, the package to $1,250, the DJ from $150 to $175 an hour.
    expect(await within(rows[0]!).findByText('$2,100.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$700.00')).toBeInTheDocument();
    // The DJ books instantly; the venue is a request its partner answers.
    expect(rows[2]).toHaveTextContent('Instant book: confirms at once');
    expect(rows[0]).not.toHaveTextContent('Instant book: confirms at once');
    // Its own cancellation policy is stated with it; the cart's promise says so.
    expect(rows[2]).toHaveTextContent(
      'Cancellation: full refund up to 30 days before the event, half refunded up to 7 days before; none after.',
    );
    expect(rows[0]).not.toHaveTextContent('Cancellation:');
    // The venue asks a security deposit: the row says what happens to it.
    expect(rows[0]).toHaveTextContent(
      'Refundable security deposit of $1,000.00: held on your card the day before the event and released 72 hours after it ends, unless the partner claims overtime or damage.',
    );
    expect(rows[2]).not.toHaveTextContent('security deposit');
    expect(
      screen.getByText(
        "Free cancellation up to 24 hours before the event, except where a partner's own policy is shown",
      ),
    ).toBeInTheDocument();
  });
});
