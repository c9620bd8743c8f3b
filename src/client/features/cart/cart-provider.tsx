// The event cart store (§4 Cart): the shared reducer's rules, toasts for each change (§8), an undo for
// removals, and persistence: a guest's cart on this device (CartPersistence); a signed-in user's cart on the
// server, mirrored on the device, which the guest cart joins at sign-in (#shared/cart-merge.ts).
// The cart saved on this device is read back after the first render, with the cart's schemas (cart-restore.ts, a
// chunk of its own): the first render shows an empty cart, and what is asked of the cart before then waits for it.
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast.ts';
import {
  cartItemCount,
  cartReducer,
  EMPTY_CART,
  isExtra,
  type CartAction,
  type CartItem,
  type CartState,
} from '#shared/cart.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import { CART_MESSAGES } from '#shared/errors.ts';
import { haptic, HAPTICS } from '../../lib/haptics.ts';
import { lazyRetry } from '../../lib/lazy-retry.ts';
import { accountCartApi, type AccountCartApi } from './api.ts';
import { isBlankCart } from './blank-cart.ts';
import { CartContext, CartStatusContext, type CartApi, type CartStatus } from './cart-context.ts';
import type * as CartRestoreModule from './cart-restore.ts';
import type { CartPersistence } from './cart-storage.ts';

type CartRestore = typeof CartRestoreModule;

/** The schemas' side of the cart, with the §4 retry of lazy chunks. */
const loadCartRestore = (): Promise<CartRestore> => lazyRetry(() => import('./cart-restore.ts'));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How long the 'Item removed from cart' toast, and so its Undo, stays up. */
const UNDO_TOAST_MS = 8000;

/** A save the server did not take is sent again after this long (the latest cart, once). */
const ACCOUNT_RETRY_MS = 10_000;

type Removal = NonNullable<CartStatus['lastRemoved']>;

export const CART_TOASTS = {
  added: (name: string) => `${name} added to your cart`,
  alreadyInCart: (name: string) => `${name} is already in your cart`,
  replacedVenue: (previous: string) => `Replaces ${previous}: an event has one venue.`,
  undo: 'Undo',
} as const;

type ProviderAction =
  | CartAction
  /** Adopt a cart loaded from elsewhere (another tab, a cleared or expired snapshot). */
  | { type: 'replace'; state: CartState }
  /** Undo of a removal: the items (a listing and its extras) go back where they were. */
  | { type: 'reinsert'; removed: Removed[] };

interface Removed {
  item: CartItem;
  index: number;
}

function reinsertOne(state: CartState, { item, index }: Removed): CartState {
  if (state.items.some((existing) => existing.id === item.id)) return state;
  if (isExtra(item) && !state.items.some((existing) => existing.id === item.parentId)) return state;
  // A venue coming back replaces any venue added since, with its extras, as adding one does (§4).
  const replaced = new Set(
    item.type === 'venue' ? state.items.filter((existing) => existing.type === 'venue').map((venue) => venue.id) : [],
  );
  const items = state.items.filter((existing) => !replaced.has(existing.id) && !replaced.has(existing.parentId ?? ''));
  items.splice(Math.min(index, items.length), 0, item);
  return {
    ...state,
    items,
    selectedVenueId: item.type === 'venue' ? item.id : state.selectedVenueId,
    lastValidation: null,
  };
}

/** In the order they stood, so each goes back to its own place. */
const reinsert = (state: CartState, removed: readonly Removed[]): CartState => removed.reduce(reinsertOne, state);

function providerReducer(state: CartState, action: ProviderAction): CartState {
  switch (action.type) {
    case 'replace':
      return action.state;
    case 'reinsert':
      return reinsert(state, action.removed);
    default:
      return cartReducer(state, action);
  }
}

function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export interface CartProviderProps {
  children: ReactNode;
  /** Where the cart is kept; the guest's localStorage snapshot unless given. Read once, on mount. */
  persistence?: CartPersistence;
  /** The signed-in user's id, null for a guest, undefined while not known yet. */
  userId?: string | null;
  /** The server's cart of a signed-in user; the real API unless given. Read once, on mount. */
  accountCart?: AccountCartApi;
}

export function CartProvider({
  children,
  persistence: givenPersistence,
  userId,
  accountCart: givenAccountCart,
}: CartProviderProps) {
  const [initialPersistence] = useState(() => givenPersistence);
  const [accountCart] = useState(() => givenAccountCart ?? accountCartApi);
  // Where the cart is kept, once the saved cart has been read back (null until then, and if its module never loads).
  const [persistence, setPersistence] = useState<CartPersistence | null>(null);
  const [restored, setRestored] = useState(false);
  const [state, dispatch] = useReducer(providerReducer, EMPTY_CART);
  const [startItemCount, setStartItemCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [lastRemoved, setLastRemoved] = useState<Removal | null>(null);
  // The user whose server cart was last joined (or could not be): until then the cart is loading.
  const [joinedFor, setJoinedFor] = useState<string | null>(null);
  // Joining the server's cart waits for the saved one; without the cart's module (it never loaded) there is none.
  const joining = typeof userId === 'string' && joinedFor !== userId && !(restored && persistence === null);
  const loading = !restored || joining;
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Whose server cart the cart in hand is (null: a guest's). Saves go to the server only for an owner.
  const owner = useRef<string | null>(null);
  // The module that reads and checks carts, and where the cart is kept: set when the saved cart is read back.
  const restore = useRef<{ module: CartRestore; persistence: CartPersistence } | null>(null);
  // What was asked of the cart before then, run in order once it is (null from then on).
  const waiting = useRef<(() => void)[] | null>([]);

  // `latest` is the state after every action dispatched so far (React applies the same pure reducer
  // in the same order), so an action knows its outcome at once: was the item there, did anything change.
  const latest = useRef(state);
  // The state known to match what persistence holds, and when that was saved (for the 24 h expiry).
  const persisted = useRef(state);
  const savedAt = useRef<number | null>(null);

  const actions = useMemo(() => {
    const commit = (action: ProviderAction): { before: CartState; after: CartState } => {
      const before = latest.current;
      const after = providerReducer(before, action);
      if (after !== before) {
        latest.current = after;
        dispatch(action);
      }
      return { before, after };
    };

    const fail = (message: string) => {
      haptic(HAPTICS.failed);
      setError(message);
      toast.error(message, { id: 'cart-error' });
    };

    // Until the server confirms the latest save, this device's cart is marked as the newest, so a visit that
    // starts before the save lands (a reload right after a change) sends it again instead of taking the server's.
    const sendToAccount = (persistence: CartPersistence, next: CartState, keepalive: boolean) => {
      if (retryTimer.current) clearTimeout(retryTimer.current);
      retryTimer.current = null;
      const confirmed = () => {
        if (persisted.current === next) persistence.setUnsynced(null);
      };
      persistence.setUnsynced(owner.current);
      accountCart
        .save(next, { keepalive })
        .then(confirmed)
        .catch(() => {
          retryTimer.current = setTimeout(() => {
            retryTimer.current = null;
            if (owner.current !== null && persisted.current === next)
              void accountCart.save(next).then(confirmed, () => {});
          }, ACCOUNT_RETRY_MS);
        });
    };

    const save = (next: CartState, { toAccount = true, keepalive = false } = {}) => {
      const persistence = restore.current?.persistence;
      if (!persistence) return;
      const now = Date.now();
      persistence.save(next, now, owner.current);
      persisted.current = next;
      savedAt.current = isBlankCart(next) ? null : now;
      if (toAccount && owner.current !== null) sendToAccount(persistence, next, keepalive);
    };

    /** Adopts a cart that is already what persistence holds: nothing to save. */
    const adopt = (next: CartState) => {
      persisted.current = next;
      commit({ type: 'replace', state: next });
      setLastRemoved(null);
    };

    const removeWithUndo = (id: string): boolean => {
      const item = latest.current.items.find((entry) => entry.id === id);
      if (!item) return false;
      // A listing leaves with its add-ons and packages, and Undo brings them all back.
      const removed = latest.current.items.flatMap((entry, index) =>
        entry.id === id || entry.parentId === id ? [{ item: entry, index }] : [],
      );
      commit({ type: 'remove', id });
      haptic();
      const toastId = `cart-removed-${id}`;
      const forget = (which: Removal) => setLastRemoved((current) => (current === which ? null : current));
      const removal: Removal = {
        name: item.name,
        undo: () => {
          commit({ type: 'reinsert', removed });
          forget(removal);
          toast.dismiss(toastId);
        },
      };
      setLastRemoved(removal);
      toast.success(CART_MESSAGES.itemRemoved, {
        id: toastId,
        description: item.name,
        duration: UNDO_TOAST_MS,
        action: { label: CART_TOASTS.undo, onClick: removal.undo },
        onDismiss: () => forget(removal),
        onAutoClose: () => forget(removal),
      });
      return true;
    };

    /** Takes the signed-in user's cart from the server: shown, mirrored here, and sent back only if it changed here. */
    const adoptAccountCart = (next: CartState, changedHere: boolean) => {
      commit({ type: 'replace', state: next });
      save(next, { toAccount: changedHere });
    };

    /** Until the saved cart has been read back, `change` waits for it (true); from then on it runs now (false). */
    const waitsForRestore = (change: () => void): boolean => {
      if (!waiting.current) return false;
      waiting.current.push(change);
      return true;
    };

    const changes = {
      addItem(input: Parameters<CartApi['addItem']>[0]) {
        if (waitsForRestore(() => changes.addItem(input))) return;
        try {
          const item = restore.current?.module.parseCartItem(input);
          if (!item) throw new Error('Invalid cart item');
          const before = latest.current;
          const existing = before.items.find((candidate) => candidate.id === item.id);
          if (existing?.type === 'venue' && item.type === 'venue') {
            toast.info(CART_TOASTS.alreadyInCart(item.name), { id: 'cart-add' });
            return;
          }
          const previousVenue =
            item.type === 'venue' ? before.items.find((candidate) => candidate.type === 'venue') : undefined;
          const { after } = commit({ type: 'add', item });
          if (after === before) throw new Error('Cart unchanged');
          haptic();
          if (existing) {
            const quantity = after.items.find((candidate) => candidate.id === item.id)?.quantity ?? existing.quantity;
            toast.success(CART_MESSAGES.quantityUpdated, { id: 'cart-add', description: `${item.name} × ${quantity}` });
          } else {
            toast.success(CART_TOASTS.added(item.name), {
              id: 'cart-add',
              description: previousVenue ? CART_TOASTS.replacedVenue(previousVenue.name) : undefined,
            });
          }
        } catch {
          fail(CART_MESSAGES.addFailed);
        }
      },

      removeItem(id: string) {
        if (waitsForRestore(() => changes.removeItem(id))) return;
        if (!removeWithUndo(id)) fail(CART_MESSAGES.removeFailed);
      },

      updateQuantity(id: string, quantity: number) {
        if (waitsForRestore(() => changes.updateQuantity(id, quantity))) return;
        const exists = latest.current.items.some((item) => item.id === id);
        if (!exists || !Number.isFinite(quantity)) {
          fail(CART_MESSAGES.quantityFailed);
          return;
        }
        // §4: a quantity of 0 or less removes the item (with the same undo as the remove button).
        if (quantity <= 0) {
          removeWithUndo(id);
          return;
        }
        const { before, after } = commit({ type: 'setQuantity', id, quantity });
        if (after !== before) toast.success(CART_MESSAGES.quantityUpdated, { id: `cart-quantity-${id}` });
      },

      updateHours(id: string, hours: number) {
        if (waitsForRestore(() => changes.updateHours(id, hours))) return;
        const exists = latest.current.items.some((item) => item.id === id);
        if (!exists || !Number.isFinite(hours)) {
          fail(CART_MESSAGES.hoursFailed);
          return;
        }
        const { before, after } = commit({ type: 'setHours', id, hours });
        if (after !== before) toast.success(CART_MESSAGES.hoursUpdated, { id: `cart-hours-${id}` });
      },

      setSelectedDate(date: string | null) {
        if (waitsForRestore(() => changes.setSelectedDate(date))) return;
        const value = date === null || date.trim() === '' ? null : date.trim().slice(0, 10);
        // A malformed date changes nothing (the date input only produces YYYY-MM-DD or '').
        if (value !== null && !isIsoDate(value)) return;
        commit({ type: 'setDate', date: value });
      },

      clear() {
        if (waitsForRestore(() => changes.clear())) return;
        commit({ type: 'clear' });
        setError(null);
        setLastRemoved(null);
      },
    };

    return { save, adopt, adoptAccountCart, dismissError: () => setError(null), ...changes };
  }, [accountCart]);

  // The cart saved on this device, read back once, after the first render; then what waited for it runs.
  useEffect(() => {
    let current = true;
    const runWaiting = () => {
      const queued = waiting.current ?? [];
      waiting.current = null;
      setRestored(true);
      for (const change of queued) change();
    };
    loadCartRestore().then(
      (module) => {
        if (!current) return;
        const { persistence: kept, saved } = module.restoreCart(initialPersistence, Date.now());
        const next = saved?.state ?? EMPTY_CART;
        restore.current = { module, persistence: kept };
        owner.current = saved?.owner ?? null;
        savedAt.current = saved?.savedAt ?? null;
        latest.current = next;
        persisted.current = next;
        dispatch({ type: 'replace', state: next });
        setStartItemCount(cartItemCount(next.items));
        setPersistence(kept);
        runWaiting();
      },
      (error: unknown) => {
        if (!current) return;
        // Never loaded, even after the retries: the cart works on this page only, and cannot check new items.
        runWaiting();
        throw error;
      },
    );
    return () => {
      current = false;
    };
  }, [initialPersistence]);

  // Saves are debounced by 1 s (§9); a restored or adopted state is already saved.
  useEffect(() => {
    if (!persistence || state === persisted.current) return;
    const timer = setTimeout(() => actions.save(state), CART_LIMITS.saveDebounceMs);
    return () => clearTimeout(timer);
  }, [state, actions, persistence]);

  // A pending save is written when the page goes away or the provider unmounts, so a reload keeps it.
  useEffect(() => {
    const flush = () => {
      if (latest.current !== persisted.current) actions.save(latest.current, { keepalive: true });
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [actions]);

  // Changes from outside: another tab's cart, or sign-out clearing stored session data (§4), which empties it.
  useEffect(
    () =>
      persistence?.subscribe(() => {
        const loaded = persistence.load(Date.now());
        savedAt.current = loaded?.savedAt ?? null;
        if (loaded) owner.current = loaded.owner;
        actions.adopt(loaded?.state ?? EMPTY_CART);
        if (!loaded) actions.dismissError();
      }),
    [persistence, actions],
  );

  // Signing in: this device's guest cart joins the account's on the server, and the result is the cart. Changes
  // made while that is on its way join the answer the same way. A cart another user left here is not joined.
  // Signing out: the account's cart leaves this device (sign-out clears stored session data too, §4).
  useEffect(() => {
    if (!restored || userId === undefined) return;
    if (!restore.current) return;
    const { module, persistence } = restore.current;
    if (userId === null) {
      if (owner.current === null) return;
      owner.current = null;
      persistence.remove();
      savedAt.current = null;
      actions.adopt(EMPTY_CART);
      return;
    }
    // Changes made here on an earlier visit that the server may not have yet: this cart is the newest.
    if (owner.current === userId && persistence.unsyncedFor() === userId) {
      actions.save(latest.current);
      setJoinedFor(userId);
      return;
    }
    let current = true;
    const sent = latest.current;
    const foreign = owner.current !== null && owner.current !== userId;
    const guest = owner.current === null && !isBlankCart(sent) ? sent : null;
    accountCart
      .merge(guest)
      .then((cart) => {
        if (!current) return;
        owner.current = userId;
        const changedMeanwhile = latest.current !== sent && !foreign;
        actions.adoptAccountCart(changedMeanwhile ? module.mergeCarts(cart, latest.current) : cart, changedMeanwhile);
      })
      // The server did not answer: the cart stays as it is on this device; the next visit joins it.
      .catch(() => {})
      .finally(() => {
        if (current) setJoinedFor(userId);
      });
    return () => {
      current = false;
    };
  }, [restored, userId, accountCart, actions]);

  // A guest's snapshot expires 24 h after it was saved, checked hourly (§9): an expired cart is dropped.
  // A signed-in user's cart is kept by the server.
  useEffect(() => {
    if (!persistence) return;
    const timer = setInterval(() => {
      const at = savedAt.current;
      const pending = latest.current !== persisted.current;
      if (owner.current !== null || at === null || pending || Date.now() - at < CART_LIMITS.snapshotTtlMs) return;
      persistence.remove();
      savedAt.current = null;
      actions.adopt(EMPTY_CART);
    }, CART_LIMITS.snapshotCheckMs);
    return () => clearInterval(timer);
  }, [persistence, actions]);

  const api = useMemo<CartApi>(
    () => ({
      state,
      items: state.items,
      itemCount: cartItemCount(state.items),
      addItem: actions.addItem,
      removeItem: actions.removeItem,
      updateQuantity: actions.updateQuantity,
      updateHours: actions.updateHours,
      setSelectedDate: actions.setSelectedDate,
      clear: actions.clear,
      has: (id: string) => state.items.some((item) => item.id === id),
    }),
    [state, actions],
  );

  const status = useMemo<CartStatus>(
    () => ({ error, dismissError: actions.dismissError, loading, lastRemoved, startItemCount, restored }),
    [error, actions, loading, lastRemoved, startItemCount, restored],
  );

  return (
    <CartContext.Provider value={api}>
      <CartStatusContext.Provider value={status}>{children}</CartStatusContext.Provider>
    </CartContext.Provider>
  );
}
