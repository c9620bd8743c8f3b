// The event cart (§4 Cart) as the app sees it: CartContext and CartStatusContext, above the router
// (app/providers.tsx). Its engine (cart-engine.tsx: the rules, persistence, the server's cart, toasts) loads after the
// app's first render, in a chunk of its own. Until it has read back the cart saved on this device, the cart is empty
// and loading, as a server render would show it, and what is asked of it waits, then runs in order.
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CartState } from '#shared/cart.ts';
import { ErrorBoundary } from '../../components/errors/error-boundary.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { AccountCartApi } from './api.ts';
import { CartContext, CartStatusContext, type CartApi, type CartStatus } from './cart-context.ts';
import type { CartPersistence } from './cart-storage.ts';

const CartEngine = lazyComponent(() => import('./cart-engine.tsx'), 'CartEngine');

export interface CartProviderProps {
  children?: ReactNode;
  /** Where the cart is kept; the guest's localStorage snapshot unless given. Read once, on mount. */
  persistence?: CartPersistence;
  /** The signed-in user's id, null for a guest, undefined while not known yet. */
  userId?: string | null;
  /** The server's cart of a signed-in user; the real API unless given. Read once, on mount. */
  accountCart?: AccountCartApi;
}

/** The cart before the engine has read back the saved one. */
const NOT_READ_YET: CartState = {
  items: [],
  selectedDate: null,
  selectedVenueId: null,
  coHosts: [],
  eventDetails: {},
  lastValidation: null,
};

const READING: CartStatus = {
  error: null,
  dismissError: () => {},
  loading: true,
  restored: false,
  lastRemoved: null,
  startItemCount: 0,
};

type Change = (cart: CartApi) => void;

/** Changes asked of the cart before the engine is there, run by it in order when it arrives; straight to it after. */
class PendingChanges {
  private engine: CartApi | null = null;
  private readonly waiting: Change[] = [];

  run(change: Change): void {
    if (this.engine) change(this.engine);
    else this.waiting.push(change);
  }

  arrive(engine: CartApi): void {
    this.engine = engine;
    for (const change of this.waiting.splice(0)) change(engine);
  }

  /** The cart until the engine is there: empty, each change kept for it. */
  cart(): CartApi {
    const later =
      <A extends unknown[]>(change: (cart: CartApi, ...args: A) => void) =>
      (...args: A) =>
        this.run((cart) => change(cart, ...args));
    return {
      state: NOT_READ_YET,
      items: NOT_READ_YET.items,
      itemCount: 0,
      addItem: later((cart, input, options) => cart.addItem(input, options)),
      removeItem: later((cart, id) => cart.removeItem(id)),
      updateQuantity: later((cart, id, quantity) => cart.updateQuantity(id, quantity)),
      updateHours: later((cart, id, hours) => cart.updateHours(id, hours)),
      setSelectedDate: later((cart, date) => cart.setSelectedDate(date)),
      setStartTime: later((cart, startTime) => cart.setStartTime(startTime)),
      clear: later((cart) => cart.clear()),
      has: () => false,
    };
  }
}

export function CartProvider({ children, persistence, userId, accountCart }: CartProviderProps) {
  const [pending] = useState(() => new PendingChanges());
  const [placeholder] = useState(() => pending.cart());
  const [engine, setEngine] = useState<{ api: CartApi; status: CartStatus } | null>(null);
  const onChange = useCallback(
    (api: CartApi, status: CartStatus) => {
      setEngine({ api, status });
      pending.arrive(api);
    },
    [pending],
  );

  const api = engine?.api ?? placeholder;
  const status = useMemo(() => engine?.status ?? READING, [engine]);
  return (
    <CartContext.Provider value={api}>
      <CartStatusContext.Provider value={status}>
        {children}
        {/* Its own boundary: a cart that cannot load says so in a corner; the page goes on. */}
        <ErrorBoundary name="Cart" isolated className="fixed bottom-4 left-4 z-50 max-w-sm shadow-float">
          <Suspense fallback={null}>
            <CartEngine persistence={persistence} userId={userId} accountCart={accountCart} onChange={onChange} />
          </Suspense>
        </ErrorBoundary>
      </CartStatusContext.Provider>
    </CartContext.Provider>
  );
}
