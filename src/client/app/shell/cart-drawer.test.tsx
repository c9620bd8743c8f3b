import { act, fireEvent, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { EMPTY_CART, type CartItemInput } from '#shared/cart.ts';
import { createCartSnapshot } from '#shared/cart-snapshot.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import type { AccountCartApi } from '../../features/cart/api.ts';
import { CartProvider } from '../../features/cart/cart-provider.tsx';
import { useCart } from '../../features/cart/use-cart.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import { quoteAnswer } from '../../test/quote-answers.ts';
import { GUEST_ME, renderWithRouter, stubFetch } from '../../test/render.tsx';
import { RootLayout } from '../root-layout.tsx';

const rooftop: CartItemInput = {
  id: 'venue-1',
  name: 'Skyline Rooftop',
  type: 'venue',
  priceCents: 25_000,
  unit: 'hour',
  minHours: 3,
  entityData: { type: 'rooftop' },
};
const dj: CartItemInput = {
  id: 'vendor-1',
  name: 'DJ Nova',
  type: 'vendor',
  priceCents: 15_000,
  unit: 'hour',
  minHours: 2,
  category: 'music-djs',
  entityData: { category: 'music-djs', type: 'DJ' },
};
const band: CartItemInput = {
  id: 'vendor-band',
  name: 'Brass Parade',
  type: 'vendor',
  priceCents: 85_000,
  unit: 'event',
  category: 'entertainment',
};
const caterer: CartItemInput = {
  id: 'vendor-tacos',
  name: 'Taco Truck',
  type: 'vendor',
  priceCents: 4_500,
  unit: 'guest',
  quantity: 120,
  category: 'food-beverage',
};

const probes: [string, CartItemInput][] = [
  ['Add venue', rooftop],
  ['Add DJ', dj],
  ['Add band', band],
  ['Add caterer', caterer],
  ['Add broken', { ...dj, id: 'broken', name: '' }],
];

/** A page that adds to the cart the way listing pages do. */
function CartProbe() {
  const cart = useCart();
  return (
    <div>
      {probes.map(([label, item]) => (
        <button key={label} type="button" onClick={() => cart.addItem(item)}>
          {label}
        </button>
      ))}
      <button
        type="button"
        onClick={() => {
          for (let index = 0; index < 51; index += 1)
            cart.addItem({ ...dj, id: `vendor-${index}`, name: `Vendor ${index}` });
        }}
      >
        Add many
      </button>
    </div>
  );
}

const routes = [
  {
    path: '/',
    element: (
      <CartProvider>
        <RootLayout />
        <Toaster />
      </CartProvider>
    ),
    children: [{ path: '*', element: <CartProbe /> }],
  },
];

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function drawer() {
  return screen.queryByRole('dialog', { name: 'Your event cart' });
}

async function renderShell() {
  const result = renderWithRouter(routes, '/discover');
  await act(async () => vi.dynamicImportSettled());
  await advance(0);
  return result;
}

async function addAndOpen(...labels: string[]) {
  for (const label of labels) fireEvent.click(screen.getByRole('button', { name: label }));
  await advance(CART_LIMITS.drawerAutoOpenDelayMs);
  const dialog = drawer();
  expect(dialog).toBeInTheDocument();
  return dialog!;
}

// The drawer's code loads on first use (shell-provider.tsx), and the cart's reading back of the saved cart just after
// the first render (cart-engine.tsx); here both are at hand, as after their first load.
beforeAll(async () => {
  await import('./cart-drawer.tsx');
  await import('../../features/cart/cart-engine.tsx');
});

beforeEach(() => {
  localStorage.clear();
  const many = Array.from({ length: 51 }, (_, index) => ({ ...dj, id: `vendor-${index}` }));
  stubFetch(GUEST_ME, { '/api/checkout/quote': quoteAnswer([rooftop, dj, band, caterer, ...many]) });
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-05-01T12:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('cart drawer timing (§4/§9)', () => {
  it('stays closed when the cart saved on this device is read back: that is no growth', async () => {
    const saved = { ...EMPTY_CART, items: [{ ...rooftop, quantity: 1, hours: 3 }] };
    writeStorage(STORAGE_KEYS.eventCart, JSON.stringify(createCartSnapshot(saved, Date.now())));
    await renderShell();
    await advance(CART_LIMITS.drawerAutoOpenDelayMs * 2);
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cart, 1 item' }).length).toBeGreaterThan(0);
  });

  it('opens 150 ms after the item count rises and closes itself 10 s later', async () => {
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Add DJ' }));
    await advance(CART_LIMITS.drawerAutoOpenDelayMs - 1);
    expect(drawer()).not.toBeInTheDocument();
    await advance(1);
    expect(drawer()).toBeInTheDocument();

    await advance(CART_LIMITS.drawerAutoCloseMs - 1);
    expect(drawer()).toBeInTheDocument();
    await advance(1 + CART_LIMITS.drawerAnimationMs);
    expect(drawer()).not.toBeInTheDocument();
  });

  it("opens for a cart that grew before the shell was on screen (the account's cart arrived before the page's code)", async () => {
    const accountCart: AccountCartApi = {
      merge: async () => ({
        ...EMPTY_CART,
        items: [
          {
            id: rooftop.id,
            name: rooftop.name,
            type: 'venue',
            priceCents: rooftop.priceCents,
            unit: 'hour',
            quantity: 1,
            hours: 3,
          },
        ],
      }),
      save: async () => {},
    };
    function LateShell() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <RootLayout />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Show the shell
        </button>
      );
    }
    const element = (
      <CartProvider userId="user-1" accountCart={accountCart}>
        <LateShell />
      </CartProvider>
    );
    renderWithRouter([{ path: '/', element, children: [{ path: '*', element: <CartProbe /> }] }], '/discover');
    await act(async () => vi.dynamicImportSettled());
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show the shell' }));
    await advance(CART_LIMITS.drawerAutoOpenDelayMs);
    expect(within(drawer()!).getByText(rooftop.name)).toBeInTheDocument();
  });

  it('does not auto-close while the pointer is inside; leaving gives it a fresh 10 s', async () => {
    await renderShell();
    const dialog = await addAndOpen('Add DJ');
    fireEvent.pointerEnter(dialog);
    await advance(CART_LIMITS.drawerAutoCloseMs * 3);
    expect(drawer()).toBeInTheDocument();
    fireEvent.pointerLeave(dialog);
    await advance(CART_LIMITS.drawerAutoCloseMs - 1);
    expect(drawer()).toBeInTheDocument();
    await advance(1 + CART_LIMITS.drawerAnimationMs);
    expect(drawer()).not.toBeInTheDocument();
  });

  it('stays open once the user works in it (a key press or focus on a control)', async () => {
    await renderShell();
    const dialog = await addAndOpen('Add DJ');
    // It took focus itself, not its first control, so the auto-close is still armed.
    expect(dialog).toHaveFocus();
    act(() => within(dialog).getByRole('button', { name: 'Increase hours of DJ Nova' }).focus());
    await advance(CART_LIMITS.drawerAutoCloseMs * 2);
    expect(drawer()).toBeInTheDocument();
  });

  it('a drawer the user opened does not close by itself, and the nav badge shows the count', async () => {
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Add DJ' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add DJ' }));
    await advance(CART_LIMITS.drawerAutoOpenDelayMs);
    fireEvent.keyDown(drawer()!, { key: 'Escape' });
    await advance(CART_LIMITS.drawerAnimationMs);
    expect(drawer()).not.toBeInTheDocument();

    const cartButton = screen.getByRole('button', { name: 'Cart, 2 items' });
    fireEvent.click(cartButton);
    await advance(0);
    expect(drawer()).toBeInTheDocument();
    await advance(CART_LIMITS.drawerAutoCloseMs * 2);
    expect(drawer()).toBeInTheDocument();
  });
});

describe('cart drawer contents (§2)', () => {
  it("lists the items with kind, price and steppers, and the server's costs", async () => {
    await renderShell();
    const dialog = await addAndOpen('Add venue', 'Add DJ');
    const rows = within(within(dialog).getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Skyline Rooftop');
    expect(rows[0]).toHaveTextContent('Venue · Rooftop');
    expect(rows[0]).toHaveTextContent('$250.00/hr');
    expect(rows[1]).toHaveTextContent('Vendor · DJ');
    // A venue has hours but no quantity.
    expect(within(rows[0]!).queryByRole('group', { name: 'Quantity for Skyline Rooftop' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('group', { name: 'Quantity for DJ Nova' })).toBeInTheDocument();
    // $250 x 3 h + $150 x 1 x 4 h, then 5% platform fee, 2.9% + $0.30 processing, 8% tax.
    await advance(0);
    expect(within(dialog).getByTestId('cost-subtotal')).toHaveTextContent('$1,350.00');
    expect(within(dialog).getByTestId('cost-platformFee')).toHaveTextContent('$67.50');
    expect(within(dialog).getByTestId('cost-processing')).toHaveTextContent('$39.45');
    expect(within(dialog).getByTestId('cost-tax')).toHaveTextContent('$108.00');
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('$1,564.95');
    expect(dialog).toHaveTextContent('Covers payment processing & support');
    expect(dialog).toHaveTextContent('Your event is ready!');
  });

  it('prices each line as its listing is priced: by the hour, per event, per guest', async () => {
    await renderShell();
    const dialog = await addAndOpen('Add DJ', 'Add band', 'Add caterer');
    const [djRow, bandRow, catererRow] = within(within(dialog).getByRole('list', { name: 'Cart items' })).getAllByRole(
      'listitem',
    );
    expect(djRow).toHaveTextContent('$150.00/hr × 4 h');
    expect(djRow).toHaveTextContent('$600.00');
    expect(bandRow).toHaveTextContent('$850.00 / event');
    expect(bandRow).not.toHaveTextContent('$3,400');
    expect(catererRow).toHaveTextContent('$45.00 / guest × 120');
    expect(within(catererRow!).getByRole('group', { name: 'Guests for Taco Truck' })).toBeInTheDocument();
    // Hours neither show nor count for a price that is not by the hour.
    expect(within(bandRow!).queryByRole('group', { name: 'Hours for Brass Parade' })).not.toBeInTheDocument();
    expect(within(catererRow!).queryByRole('group', { name: 'Hours for Taco Truck' })).not.toBeInTheDocument();
    // $150 x 4 h + $850 + $45 x 120
    await advance(0);
    expect(within(dialog).getByTestId('cost-subtotal')).toHaveTextContent('$6,850.00');
  });

  it('hours steppers stay within [minHours, 12]; quantity at 1 removes the item', async () => {
    await renderShell();
    const dialog = await addAndOpen('Add DJ');
    const hours = within(dialog).getByRole('group', { name: 'Hours for DJ Nova' });
    const fewer = within(hours).getByRole('button', { name: 'Decrease hours of DJ Nova' });
    const more = within(hours).getByRole('button', { name: 'Increase hours of DJ Nova' });
    expect(hours).toHaveTextContent('4 h');
    fireEvent.click(fewer);
    fireEvent.click(fewer);
    expect(hours).toHaveTextContent('2 h');
    expect(fewer).toBeDisabled();
    for (let click = 0; click < 12; click += 1) if (!more.hasAttribute('disabled')) fireEvent.click(more);
    expect(hours).toHaveTextContent('12 h');
    expect(more).toBeDisabled();

    const quantity = within(dialog).getByRole('group', { name: 'Quantity for DJ Nova' });
    fireEvent.click(within(quantity).getByRole('button', { name: 'Increase quantity of DJ Nova' }));
    expect(quantity).toHaveTextContent('2');
    fireEvent.click(within(quantity).getByRole('button', { name: 'Decrease quantity of DJ Nova' }));
    fireEvent.click(within(quantity).getByRole('button', { name: 'Decrease quantity of DJ Nova' }));
    expect(within(dialog).queryByRole('list', { name: 'Cart items' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Nothing added yet');
    await advance(0);
    expect(screen.getByText(CART_MESSAGES.itemRemoved)).toBeInTheDocument();
  });

  it('the remove button removes the item, and the drawer offers its Undo', async () => {
    await renderShell();
    const dialog = await addAndOpen('Add venue', 'Add DJ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Skyline Rooftop from cart' }));
    expect(within(dialog).queryByRole('group', { name: 'Hours for Skyline Rooftop' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('You need a venue');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo removing Skyline Rooftop' }));
    expect(within(dialog).getByRole('group', { name: 'Hours for Skyline Rooftop' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Your event is ready!');
    expect(within(dialog).queryByRole('button', { name: 'Undo removing Skyline Rooftop' })).not.toBeInTheDocument();
  });

  it('shows at most 50 items', async () => {
    await renderShell();
    const dialog = await addAndOpen('Add many');
    expect(within(within(dialog).getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')).toHaveLength(50);
    expect(dialog).toHaveTextContent('Showing 50 of 51 items');
  });

  it('Checkout waits for an event date, picked from today on', async () => {
    await renderShell();
    const dialog = await addAndOpen('Add venue');
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    const date = within(dialog).getByLabelText('Event date');
    expect(date).toHaveAttribute('min', '2030-05-01');
    fireEvent.change(date, { target: { value: '2030-06-14' } });
    expect(date).toHaveValue('2030-06-14');
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows a failed action in the Cart Error panel until dismissed', async () => {
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Add broken' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    await advance(0);
    const panel = within(drawer()!).getByRole('alert');
    expect(panel).toHaveTextContent(CART_MESSAGES.errorTitle);
    expect(panel).toHaveTextContent(CART_MESSAGES.addFailed);
    fireEvent.click(within(panel).getByRole('button', { name: CART_MESSAGES.dismiss }));
    expect(within(drawer()!).queryByRole('alert')).not.toBeInTheDocument();
  });
});
