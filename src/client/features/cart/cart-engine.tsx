// The event cart's engine (§4 Cart): the shared reducer's rules, toasts for each change (§8), an undo for
// removals, and persistence: a guest's cart on this device (CartPersistence); a signed-in user's cart on the
// server, mirrored on the device, which the guest cart joins at sign-in (#shared/cart-merge.ts). CartProvider loads
// it after the app's first render and passes on what it reports (cart-provider.tsx): with the cart's rules and
// schemas (zod), it is no part of the first view.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { z } from 'zod';
import {
  cartItemCount,
  cartReducer,
  EMPTY_CART,
  isExtra,
  type CartAction,
  type CartItem,
  type CartState,
} from '#shared/cart.ts';
import { CartItemSchema } from '#shared/cart-schemas.ts';
import { mergeCarts } from '#shared/cart-merge.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { haptic, HAPTICS } from '../../lib/haptics.ts';
import { accountCartApi } from './api.ts';
import { isBlankCart } from './blank-cart.ts';
import type { CartApi, CartStatus } from './cart-context.ts';
import type { CartProviderProps } from './cart-provider.tsx';
import { createLocalCartPersistence } from './cart-storage.ts';
import { migrateLegacyCart } from './legacy-cart-migration.ts';

/** What addItem accepts: a whole cart item whose quantity and hours the rules may decide. */
const CartItemInputSchema = CartItemSchema.extend({ quantity: z.number().optional(), hours: z.number().optional() });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How long the 'Item removed from cart' toast, and so its Undo, stays up. */
const UNDO_TOAST_MS = 8000;

/** A save the server did not take is sent again after this long (the latest cart, once). */
const ACCOUNT_RETRY_MS = 10_000;

type Removal = NonNullable<CartStatus['lastRemoved']>;

const CART_TOASTS = {
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

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export interface CartEngineProps extends Omit<CartProviderProps, 'children'> {
  /** Called with the cart and its status after each change (a new object only when something changed). */
  onChange(api: CartApi, status: CartStatus): void;
}

export function CartEngine({
  persistence: givenPersistence,
  userId,
  accountCart: givenAccountCart,
  onChange,
}: CartEngineProps) {
  const [persistence] = useState(() => givenPersistence ?? createLocalCartPersistence());
  const [accountCart] = useState(() => givenAccountCart ?? accountCartApi);
  const [restored] = useState(() => {
    migrateLegacyCart(persistence, Date.now());
    return persistence.load(Date.now());
  });
  const [state, dispatch] = useReducer(providerReducer, restored?.state ?? EMPTY_CART);
  const [startItemCount] = useState(() => cartItemCount(state.items));
  const [error, setError] = useState<string | null>(null);
  const [lastRemoved, setLastRemoved] = useState<Removal | null>(null);
  // The user whose server cart was last joined (or could not be): until then the cart is loading.
  const [joinedFor, setJoinedFor] = useState<string | null>(null);
  const loading = typeof userId === 'string' && joinedFor !== userId;
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Whose server cart the cart in hand is (null: a guest's). Saves go to the server only for an owner.
  const owner = useRef<string | null>(restored?.owner ?? null);

  // `latest` is the state after every action dispatched so far (React applies the same pure reducer
  // in the same order), so an action knows its outcome at once: was the item there, did anything change.
  const latest = useRef(state);
  // The state known to match what persistence holds, and when that was saved (for the 24 h expiry).
  const persisted = useRef(state);
  const savedAt = useRef<number | null>(restored?.savedAt ?? null);

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
    const sendToAccount = (next: CartState, keepalive: boolean) => {
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
      const now = Date.now();
      persistence.save(next, now, owner.current);
      persisted.current = next;
      savedAt.current = isBlankCart(next) ? null : now;
      if (toAccount && owner.current !== null) sendToAccount(next, keepalive);
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

    return {
      save,
      adopt,
      adoptAccountCart,
      dismissError: () => setError(null),

      addItem(...[input, options = {}]: Parameters<CartApi['addItem']>) {
        try {
          const parsed = CartItemInputSchema.safeParse(input);
          if (!parsed.success) throw new Error('Invalid cart item');
          const item = parsed.data;
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
          // The hours chosen on the listing's page are part of the add: no 'Hours updated' of their own.
          if (!existing && options.hours !== undefined) commit({ type: 'setHours', id: item.id, hours: options.hours });
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
        if (!removeWithUndo(id)) fail(CART_MESSAGES.removeFailed);
      },

      updateQuantity(id: string, quantity: number) {
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
        const exists = latest.current.items.some((item) => item.id === id);
        if (!exists || !Number.isFinite(hours)) {
          fail(CART_MESSAGES.hoursFailed);
          return;
        }
        const { before, after } = commit({ type: 'setHours', id, hours });
        if (after !== before) toast.success(CART_MESSAGES.hoursUpdated, { id: `cart-hours-${id}` });
      },

      setSelectedDate(date: string | null) {
        const value = date === null || date.trim() === '' ? null : date.trim().slice(0, 10);
        // A malformed date changes nothing (the date input only produces YYYY-MM-DD or '').
        if (value !== null && !isIsoDate(value)) return;
        commit({ type: 'setDate', date: value });
      },

      setStartTime(startTime: string) {
        // A malformed time changes nothing (the time input only produces HH:MM or '').
        if (startTime !== '' && !CLOCK_TIME.test(startTime)) return;
        const details = latest.current.eventDetails;
        if ((details.startTime ?? '') === startTime) return;
        commit({ type: 'setEventDetails', eventDetails: { ...details, startTime: startTime || undefined } });
      },

      clear() {
        commit({ type: 'clear' });
        setError(null);
        setLastRemoved(null);
      },
    };
  }, [persistence, accountCart]);

  // Saves are debounced by 1 s (§9); a restored or adopted state is already saved.
  useEffect(() => {
    if (state === persisted.current) return;
    const timer = setTimeout(() => actions.save(state), CART_LIMITS.saveDebounceMs);
    return () => clearTimeout(timer);
  }, [state, actions]);

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
      persistence.subscribe(() => {
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
    if (userId === undefined) return;
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
        actions.adoptAccountCart(changedMeanwhile ? mergeCarts(cart, latest.current) : cart, changedMeanwhile);
      })
      // The server did not answer: the cart stays as it is on this device; the next visit joins it.
      .catch(() => {})
      .finally(() => {
        if (current) setJoinedFor(userId);
      });
    return () => {
      current = false;
    };
  }, [userId, accountCart, persistence, actions]);

  // A guest's snapshot expires 24 h after it was saved, checked hourly (§9): an expired cart is dropped.
  // A signed-in user's cart is kept by the server.
  useEffect(() => {
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
      setStartTime: actions.setStartTime,
      clear: actions.clear,
      has: (id: string) => state.items.some((item) => item.id === id),
    }),
    [state, actions],
  );

  const status = useMemo<CartStatus>(
    () => ({ error, dismissError: actions.dismissError, loading, lastRemoved, startItemCount, restored: true }),
    [error, actions, loading, lastRemoved, startItemCount],
  );

  useEffect(() => onChange(api, status), [api, status, onChange]);
  return null;
}
