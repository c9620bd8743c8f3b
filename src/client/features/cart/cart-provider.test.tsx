import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast, Toaster } from 'sonner';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartItemInput, type CartState } from '#shared/cart.ts';
import { createCartSnapshot } from '#shared/cart-snapshot.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { clearSessionData, readStorage, STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import { mergeCarts } from '#shared/cart-merge.ts';
import type { AccountCartApi } from './api.ts';
import { CartProvider } from './cart-provider.tsx';
import { useCart, useCartStatus } from './use-cart.ts';

const KEY = STORAGE_KEYS.eventCart;
const HOUR = 60 * 60 * 1000;

const rooftop: CartItemInput = {
  id: 'venue-1',
  name: 'Skyline Rooftop',
  type: 'venue',
  priceCents: 25_000,
  unit: 'hour',
  minHours: 3,
  entityData: { type: 'rooftop' },
};
const loft: CartItemInput = {
  id: 'venue-2',
  name: 'Brick Loft',
  type: 'venue',
  priceCents: 18_000,
  unit: 'hour',
  entityData: { type: 'loft' },
};
const dj: CartItemInput = {
  id: 'vendor-1',
  name: 'DJ Nova',
  type: 'vendor',
  priceCents: 15_000,
  unit: 'hour',
  minHours: 2,
  hours: 1,
  category: 'music-djs',
};
const photo: CartItemInput = {
  id: 'vendor-2',
  name: 'Flash Studio',
  type: 'vendor',
  priceCents: 20_000,
  unit: 'hour',
  category: 'photography-video',
};

function wrapper({ children }: { children: ReactNode }) {
  return <CartProvider>{children}</CartProvider>;
}

function withToaster({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      {children}
      <Toaster />
    </CartProvider>
  );
}

/** The cart saved on this device is read back just after the first render, by the engine (cart-engine.tsx). */
const restored = () => act(async () => vi.dynamicImportSettled());

async function renderCart(options: { toaster?: boolean } = {}) {
  const view = renderHook(() => useCart(), { wrapper: options.toaster ? withToaster : wrapper });
  await restored();
  return view;
}

function storedSnapshot(): { version: string; savedAt: number; state: CartState } | null {
  const raw = readStorage(KEY);
  return raw === null ? null : (JSON.parse(raw) as { version: string; savedAt: number; state: CartState });
}

function savedCart(items: CartState['items'], savedAt: number, selectedDate: string | null = null): string {
  const state: CartState = {
    items,
    selectedDate,
    selectedVenueId: null,
    coHosts: [],
    eventDetails: {},
    lastValidation: null,
  };
  return JSON.stringify(createCartSnapshot(state, savedAt));
}

beforeEach(() => {
  localStorage.clear();
  toast.dismiss();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});
// sonner takes a dismissed toast out of its Toaster 200 ms later: those timers run before the test environment
// goes away (a late one would call React without a window).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('useCart', () => {
  it('throws outside a CartProvider', () => {
    // React reports the render error as well; this test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });
});

describe('CartProvider rules', () => {
  it('adding a venue replaces the venue already in the cart', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItem(rooftop));
    act(() => result.current.addItem(dj));
    act(() => result.current.addItem(loft));
    expect(result.current.items.map((item) => item.id)).toEqual(['vendor-1', 'venue-2']);
    expect(result.current.state.selectedVenueId).toBe('venue-2');
    expect(result.current.has('venue-1')).toBe(false);
    expect(result.current.has('venue-2')).toBe(true);
  });

  it('starts vendors at 4 hours whatever was proposed, venues at their minimum', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItem(dj));
    act(() => result.current.addItem(rooftop));
    expect(result.current.items.find((item) => item.id === 'vendor-1')?.hours).toBe(CART_LIMITS.defaultVendorHours);
    expect(result.current.items.find((item) => item.id === 'venue-1')?.hours).toBe(3);
  });

  it('adding an existing vendor raises its quantity; itemCount counts units', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItem(dj));
    act(() => result.current.addItem(dj));
    act(() => result.current.addItem(rooftop));
    expect(result.current.items.find((item) => item.id === 'vendor-1')?.quantity).toBe(2);
    expect(result.current.itemCount).toBe(3);
  });

  it('a quantity of 0 removes the item; hours are clamped to [minHours, 12]', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItem(dj));
    act(() => result.current.addItem(photo));
    act(() => result.current.updateHours('vendor-1', 40));
    expect(result.current.items[0]?.hours).toBe(12);
    act(() => result.current.updateHours('vendor-1', 0));
    expect(result.current.items[0]?.hours).toBe(2);
    act(() => result.current.updateQuantity('vendor-1', 3));
    expect(result.current.items[0]?.quantity).toBe(3);
    act(() => result.current.updateQuantity('vendor-1', 0));
    expect(result.current.items.map((item) => item.id)).toEqual(['vendor-2']);
  });

  it('removing an item offers Undo, which puts it back where it was', async () => {
    const user = userEvent.setup();
    const { result } = await renderCart({ toaster: true });
    act(() => result.current.addItem(rooftop));
    act(() => result.current.addItem(dj));
    act(() => result.current.addItem(photo));
    act(() => result.current.removeItem('venue-1'));
    expect(result.current.items.map((item) => item.id)).toEqual(['vendor-1', 'vendor-2']);
    expect(result.current.state.selectedVenueId).toBeNull();
    expect(await screen.findByText(CART_MESSAGES.itemRemoved)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(result.current.items.map((item) => item.id)).toEqual(['venue-1', 'vendor-1', 'vendor-2']);
    expect(result.current.state.selectedVenueId).toBe('venue-1');
  });

  it('a listing removed takes its add-ons and packages along, and Undo brings them all back in place', async () => {
    const user = userEvent.setup();
    const { result } = await renderCart({ toaster: true });
    const heaters: CartItemInput = {
      id: 'extra-1',
      name: 'Patio heaters',
      type: 'addon',
      priceCents: 15_000,
      unit: 'item',
      parentId: 'venue-1',
    };
    const cocktails: CartItemInput = {
      id: 'extra-2',
      name: 'Cocktail hour',
      type: 'package',
      priceCents: 120_000,
      unit: 'item',
      parentId: 'venue-1',
    };
    act(() => result.current.addItem(rooftop));
    act(() => result.current.addItem(heaters));
    act(() => result.current.addItem(dj));
    act(() => result.current.addItem(cocktails));
    act(() => result.current.removeItem('venue-1'));
    expect(result.current.items.map((item) => item.id)).toEqual(['vendor-1']);
    expect(await screen.findByText(CART_MESSAGES.itemRemoved)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(result.current.items.map((item) => item.id)).toEqual(['venue-1', 'extra-1', 'vendor-1', 'extra-2']);
  });

  it('an add-on without its listing in the cart is not added', async () => {
    const { result } = await renderCart();
    act(() =>
      result.current.addItem({
        id: 'extra-1',
        name: 'Patio heaters',
        type: 'addon',
        priceCents: 15_000,
        unit: 'item',
        parentId: 'venue-1',
      }),
    );
    expect(result.current.items).toEqual([]);
  });

  it('toasts each change and reports failures with the spec messages', async () => {
    const { result } = await renderCart({ toaster: true });
    act(() => result.current.addItem(dj));
    expect(await screen.findByText('DJ Nova added to your cart')).toBeInTheDocument();
    act(() => result.current.updateHours('vendor-1', 6));
    expect(await screen.findByText(CART_MESSAGES.hoursUpdated)).toBeInTheDocument();
    act(() => result.current.updateQuantity('vendor-1', 2));
    expect(await screen.findByText(CART_MESSAGES.quantityUpdated)).toBeInTheDocument();

    act(() => result.current.addItem({ ...photo, name: '', priceCents: -5 }));
    expect(await screen.findByText(CART_MESSAGES.addFailed)).toBeInTheDocument();
    expect(result.current.items).toHaveLength(1);
    act(() => result.current.updateQuantity('nope', 2));
    expect(await screen.findByText(CART_MESSAGES.quantityFailed)).toBeInTheDocument();
    act(() => result.current.removeItem('nope'));
    expect(await screen.findByText(CART_MESSAGES.removeFailed)).toBeInTheDocument();
  });

  it('takes only well-formed event dates', async () => {
    const { result } = await renderCart();
    act(() => result.current.setSelectedDate('2031-06-14'));
    expect(result.current.state.selectedDate).toBe('2031-06-14');
    act(() => result.current.setSelectedDate('next friday'));
    expect(result.current.state.selectedDate).toBe('2031-06-14');
    act(() => result.current.setSelectedDate(''));
    expect(result.current.state.selectedDate).toBeNull();
  });

  it('clear empties the cart', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItem(rooftop));
    act(() => result.current.setSelectedDate('2031-06-14'));
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    expect(result.current.state.selectedDate).toBeNull();
  });
});

describe('CartProvider before its engine has loaded', () => {
  // A fresh copy of the provider, whose engine (a chunk of its own in the app) has not been loaded yet.
  async function freshCart() {
    vi.resetModules();
    const { CartProvider: Provider } = await import('./cart-provider.tsx');
    const cart = await import('./use-cart.ts');
    const fresh = ({ children }: { children: ReactNode }) => <Provider>{children}</Provider>;
    return renderHook(() => ({ cart: cart.useCart(), status: cart.useCartStatus() }), { wrapper: fresh });
  }

  it('shows an empty cart at first, as a server would, and the saved one once it is read back', async () => {
    writeStorage(KEY, savedCart([{ ...rooftop, quantity: 1, hours: 3 }], Date.now()));
    const { result } = await freshCart();
    expect(result.current.cart.items).toEqual([]);
    expect(result.current.status).toMatchObject({ restored: false, loading: true });
    await restored();
    expect(result.current.cart.items.map((item) => item.id)).toEqual(['venue-1']);
    expect(result.current.status).toMatchObject({ restored: true, loading: false, startItemCount: 1 });
  });

  it('a change asked for before the saved cart is read back waits for it, then applies to it', async () => {
    writeStorage(KEY, savedCart([{ ...rooftop, quantity: 1, hours: 3 }], Date.now()));
    const { result } = await freshCart();
    act(() => result.current.cart.addItem(dj));
    act(() => result.current.cart.setSelectedDate('2030-06-01'));
    expect(result.current.cart.items).toEqual([]);
    await restored();
    expect(result.current.cart.items.map((item) => item.id)).toEqual(['venue-1', 'vendor-1']);
    expect(result.current.cart.state.selectedDate).toBe('2030-06-01');
  });
});

describe('CartProvider persistence (guest)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2030-05-01T12:00:00Z'));
  });

  it('saves a version 2.0 snapshot 1 s after the last change', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItem(rooftop));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.addItem(dj));
    act(() => vi.advanceTimersByTime(999));
    expect(readStorage(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const snapshot = storedSnapshot();
    expect(snapshot?.version).toBe('2.0');
    expect(snapshot?.savedAt).toBe(Date.now());
    expect(snapshot?.state.items.map((item) => item.id)).toEqual(['venue-1', 'vendor-1']);
  });

  it('restores the saved cart on load (a reload keeps even a change not yet saved)', async () => {
    const first = await renderCart();
    act(() => first.result.current.addItem(rooftop));
    act(() => first.result.current.setSelectedDate('2030-06-01'));
    first.unmount();

    const second = await renderCart();
    expect(second.result.current.items.map((item) => item.id)).toEqual(['venue-1']);
    expect(second.result.current.state.selectedDate).toBe('2030-06-01');
    expect(second.result.current.itemCount).toBe(1);
  });

  it('drops a snapshot older than 24 hours on load', async () => {
    writeStorage(
      KEY,
      savedCart(
        [{ id: 'v', name: 'Old Venue', type: 'venue', priceCents: 100, unit: 'hour', quantity: 1, hours: 1 }],
        Date.now() - CART_LIMITS.snapshotTtlMs,
      ),
    );
    const { result } = await renderCart();
    expect(result.current.items).toEqual([]);
    expect(readStorage(KEY)).toBeNull();
  });

  it('checks hourly and drops the cart once it is 24 hours old', async () => {
    writeStorage(
      KEY,
      savedCart(
        [{ id: 'v', name: 'Venue', type: 'venue', priceCents: 100, unit: 'hour', quantity: 1, hours: 1 }],
        Date.now() - 23.5 * HOUR,
      ),
    );
    const { result } = await renderCart();
    expect(result.current.items).toHaveLength(1);
    act(() => vi.advanceTimersByTime(CART_LIMITS.snapshotCheckMs));
    expect(result.current.items).toEqual([]);
    expect(readStorage(KEY)).toBeNull();
  });

  it('a change restarts the 24 hours', async () => {
    writeStorage(
      KEY,
      savedCart(
        [{ id: 'v', name: 'Venue', type: 'venue', priceCents: 100, unit: 'hour', quantity: 1, hours: 1 }],
        Date.now() - 23.5 * HOUR,
      ),
    );
    const { result } = await renderCart();
    act(() => result.current.updateHours('v', 5));
    act(() => vi.advanceTimersByTime(CART_LIMITS.snapshotCheckMs));
    expect(result.current.items.map((item) => item.hours)).toEqual([5]);
    expect(storedSnapshot()?.state.items).toHaveLength(1);
  });

  it('ignores an unreadable snapshot', async () => {
    writeStorage(KEY, '{not json');
    const { result } = await renderCart();
    expect(result.current.items).toEqual([]);
  });

  it('is emptied when sign-out clears the stored session data', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItem(rooftop));
    act(() => vi.advanceTimersByTime(CART_LIMITS.saveDebounceMs));
    expect(storedSnapshot()).not.toBeNull();
    act(() => clearSessionData());
    expect(result.current.items).toEqual([]);
    act(() => vi.advanceTimersByTime(CART_LIMITS.saveDebounceMs));
    expect(readStorage(KEY)).toBeNull();
  });

  it('follows a cart saved by another tab', async () => {
    const { result } = await renderCart();
    act(() => result.current.addItem(rooftop));
    act(() => vi.advanceTimersByTime(CART_LIMITS.saveDebounceMs));
    const other = savedCart(
      [{ id: 'venue-2', name: 'Brick Loft', type: 'venue', priceCents: 100, unit: 'hour', quantity: 1, hours: 2 }],
      Date.now(),
    );
    localStorage.setItem(KEY, other);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: other })));
    expect(result.current.items.map((item) => item.id)).toEqual(['venue-2']);
    // Adopted, not saved again.
    act(() => vi.advanceTimersByTime(CART_LIMITS.saveDebounceMs));
    expect(readStorage(KEY)).toBe(other);
  });
});

/** A server cart in memory: merge and save behave as the routes do; `hold` keeps the next merge waiting. */
function fakeAccount(initial: CartState = emptyState()) {
  let server = initial;
  let held = false;
  let waiting: (() => void)[] = [];
  const merges: (CartState | null)[] = [];
  const saves: CartState[] = [];
  /** While held, answers wait for release. */
  const released = () => new Promise<void>((resolve) => waiting.push(resolve));
  const api: AccountCartApi = {
    async merge(guest) {
      merges.push(guest);
      if (held) await released();
      server = mergeCarts(server, guest);
      return server;
    },
    async save(state) {
      saves.push(state);
      if (held) await released();
      server = state;
    },
  };
  return {
    api,
    merges,
    saves,
    get server() {
      return server;
    },
    hold: () => (held = true),
    release: () => {
      held = false;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
  };
}

function emptyState(): CartState {
  return { items: [], selectedDate: null, selectedVenueId: null, coHosts: [], eventDetails: {}, lastValidation: null };
}

function renderSignedCart(account: ReturnType<typeof fakeAccount>, initialUser: string | null | undefined) {
  let userId = initialUser;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CartProvider userId={userId} accountCart={account.api}>
        {children}
      </CartProvider>
    );
  }
  const view = renderHook(() => ({ cart: useCart(), status: useCartStatus() }), { wrapper: Wrapper });
  return {
    ...view,
    signAs: async (next: string | null) => {
      userId = next;
      await act(async () => view.rerender());
    },
  };
}

const flush = () => act(async () => {});

describe('CartProvider persistence (signed in)', () => {
  it('at sign-in the guest cart joins the account cart, which becomes the cart and is mirrored here', async () => {
    const account = fakeAccount({
      ...emptyState(),
      items: [
        {
          id: 'vendor-2',
          name: 'Flash Studio',
          type: 'vendor',
          priceCents: 20_000,
          unit: 'hour',
          quantity: 1,
          hours: 4,
        },
      ],
    });
    const view = renderSignedCart(account, null);
    act(() => view.result.current.cart.addItem(rooftop));
    await view.signAs('user-1');
    await flush();
    expect(account.merges.map((guest) => guest?.items.map((i) => i.id))).toEqual([['venue-1']]);
    expect(view.result.current.cart.items.map((i) => i.id)).toEqual(['vendor-2', 'venue-1']);
    expect(storedSnapshot()).toMatchObject({ owner: 'user-1' });
    // The merged cart came from the server: nothing to send back.
    expect(account.saves).toEqual([]);
  });

  it('sends each later change to the server, debounced like local saves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const account = fakeAccount();
    const view = renderSignedCart(account, 'user-1');
    await flush();
    act(() => view.result.current.cart.addItem(rooftop));
    act(() => view.result.current.cart.addItem(dj));
    expect(account.saves).toEqual([]);
    act(() => vi.advanceTimersByTime(CART_LIMITS.saveDebounceMs));
    expect(account.saves).toHaveLength(1);
    expect(account.server.items.map((i) => i.id)).toEqual(['venue-1', 'vendor-1']);
  });

  it("a visit with this user's mirror shows it once read back, and sends no guest cart", async () => {
    const state: CartState = {
      ...emptyState(),
      items: [
        { id: 'venue-2', name: 'Brick Loft', type: 'venue', priceCents: 100, unit: 'hour', quantity: 1, hours: 2 },
      ],
    };
    writeStorage(KEY, JSON.stringify(createCartSnapshot(state, Date.now(), 'user-1')));
    const account = fakeAccount(state);
    const view = renderSignedCart(account, undefined);
    await restored();
    expect(view.result.current.cart.items.map((i) => i.id)).toEqual(['venue-2']);
    await view.signAs('user-1');
    await flush();
    expect(account.merges).toEqual([null]);
  });

  it('a visit that starts before the last change reached the server sends this cart instead of taking the older one', async () => {
    const state: CartState = {
      ...emptyState(),
      items: [
        { id: 'venue-2', name: 'Brick Loft', type: 'venue', priceCents: 100, unit: 'hour', quantity: 1, hours: 2 },
      ],
    };
    writeStorage(KEY, JSON.stringify(createCartSnapshot(state, Date.now(), 'user-1')));
    writeStorage(STORAGE_KEYS.eventCartUnsynced, 'user-1');
    const account = fakeAccount();
    const view = renderSignedCart(account, 'user-1');
    await flush();
    expect(account.merges).toEqual([]);
    expect(view.result.current.cart.items.map((i) => i.id)).toEqual(['venue-2']);
    expect(account.server.items.map((i) => i.id)).toEqual(['venue-2']);
    // Confirmed: the next visit takes the server's cart again.
    expect(readStorage(STORAGE_KEYS.eventCartUnsynced)).toBeNull();
  });

  it('a change stays marked as unsynced until the server takes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const account = fakeAccount();
    const view = renderSignedCart(account, 'user-1');
    await flush();
    account.hold();
    act(() => view.result.current.cart.addItem(rooftop));
    act(() => vi.advanceTimersByTime(CART_LIMITS.saveDebounceMs));
    expect(readStorage(STORAGE_KEYS.eventCartUnsynced)).toBe('user-1');
    await act(async () => account.release());
    await flush();
    expect(readStorage(STORAGE_KEYS.eventCartUnsynced)).toBeNull();
  });

  it('never joins a cart another user left on this device', async () => {
    const state: CartState = {
      ...emptyState(),
      items: [
        { id: 'venue-2', name: 'Brick Loft', type: 'venue', priceCents: 100, unit: 'hour', quantity: 1, hours: 2 },
      ],
    };
    writeStorage(KEY, JSON.stringify(createCartSnapshot(state, Date.now(), 'someone-else')));
    const account = fakeAccount();
    const view = renderSignedCart(account, 'user-1');
    await flush();
    expect(account.merges).toEqual([null]);
    expect(view.result.current.cart.items).toEqual([]);
  });

  it('is loading while the merge is on its way, and keeps changes made meanwhile', async () => {
    const account = fakeAccount({
      ...emptyState(),
      items: [
        {
          id: 'vendor-2',
          name: 'Flash Studio',
          type: 'vendor',
          priceCents: 20_000,
          unit: 'hour',
          quantity: 1,
          hours: 4,
        },
      ],
    });
    account.hold();
    const view = renderSignedCart(account, null);
    await view.signAs('user-1');
    expect(view.result.current.status.loading).toBe(true);
    act(() => view.result.current.cart.addItem(dj));
    await act(async () => account.release());
    await flush();
    expect(view.result.current.status.loading).toBe(false);
    expect(view.result.current.cart.items.map((i) => i.id)).toEqual(['vendor-2', 'vendor-1']);
    // The change made here went back to the server.
    expect(account.server.items.map((i) => i.id)).toEqual(['vendor-2', 'vendor-1']);
  });

  it('signing out takes the account cart off this device', async () => {
    const account = fakeAccount({
      ...emptyState(),
      items: [
        { id: 'venue-2', name: 'Brick Loft', type: 'venue', priceCents: 100, unit: 'hour', quantity: 1, hours: 2 },
      ],
    });
    const view = renderSignedCart(account, 'user-1');
    await flush();
    expect(view.result.current.cart.items).toHaveLength(1);
    await view.signAs(null);
    expect(view.result.current.cart.items).toEqual([]);
    expect(readStorage(KEY)).toBeNull();
    // Nothing was sent: the server keeps the account's cart for the next sign-in.
    expect(account.saves).toEqual([]);
  });
});

describe('CartProvider haptic feedback (§4)', () => {
  it('taps when an item is added or removed and buzzes twice when a change fails, if haptics are on', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    writeStorage(STORAGE_KEYS.haptics, '1');
    const { result } = await renderCart();
    act(() => result.current.addItem(rooftop));
    act(() => result.current.removeItem('venue-1'));
    act(() => result.current.updateQuantity('missing', 2));
    expect(vibrate.mock.calls).toEqual([[10], [10], [[30, 60, 30]]]);
    writeStorage(STORAGE_KEYS.haptics, '0');
    act(() => result.current.addItem(dj));
    expect(vibrate).toHaveBeenCalledTimes(3);
    Reflect.deleteProperty(navigator, 'vibrate');
  });
});
