import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCartSnapshot } from '#shared/cart-snapshot.ts';
import type { CartState } from '#shared/cart.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import { renderWithRouter, stubFetch } from '../../test/render.tsx';
import { CartPage } from './cart-page.tsx';
import { CartProvider } from './cart-provider.tsx';

const saved: CartState = {
  items: [
    {
      id: 'venue-1',
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
      id: 'extra-1',
      name: 'Sunset cocktail hour',
      type: 'package',
      priceCents: 120_000,
      unit: 'item',
      quantity: 1,
      hours: 1,
      parentId: 'venue-1',
      description: 'For Skyline Social',
    },
    {
      id: 'vendor-1',
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
  selectedVenueId: 'venue-1',
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

beforeEach(() => {
  localStorage.clear();
  stubFetch();
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
    expect(within(summary).getByTestId('cart-subtotal')).toHaveTextContent('$3,750');
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
});
