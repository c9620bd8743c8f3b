// Where the cart is kept on this device between visits: a guest's cart, or the mirror of a signed-in user's
// server cart (shown at once on the next visit, then replaced by the server's answer).
import type { CartState } from '#shared/cart.ts';
import { createCartSnapshot, readCartSnapshot } from '#shared/cart-snapshot.ts';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from '../../lib/local-storage.ts';
import { isBlankCart } from './blank-cart.ts';

export interface SavedCart {
  state: CartState;
  /** When (epoch ms) it was saved: the 24 h expiry counts from here. */
  savedAt: number;
  /** The signed-in user whose server cart it mirrors, or null for a guest's cart. */
  owner: string | null;
}

export interface CartPersistence {
  /** The saved cart, or null when there is none or it is unreadable, of another version or expired (then it is removed). */
  load(now: number): SavedCart | null;
  /** Saves the cart (a guest's when `owner` is null, else a mirror of that user's server cart); an empty cart
   *  removes what was saved. */
  save(state: CartState, now: number, owner: string | null): void;
  /** Removes the saved cart. */
  remove(): void;
  /** The user whose changes made here the server has not confirmed yet (null: none). */
  unsyncedFor(): string | null;
  /** Marks (a user id) or clears (null) changes the server has not confirmed yet. */
  setUnsynced(owner: string | null): void;
  /** Calls `onChange` when the saved cart changes from outside this store: another tab, or sign-out clearing
   *  stored session data (§4). Never for this store's own saves. Returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The guest's cart in localStorage under STORAGE_KEYS.eventCart, as a version 2.0 snapshot (§9). */
export function createLocalCartPersistence(
  key: string = STORAGE_KEYS.eventCart,
  unsyncedKey: string = STORAGE_KEYS.eventCartUnsynced,
): CartPersistence {
  // What this store last wrote (or read): a change event showing anything else came from outside.
  let known: string | null = readStorage(key);
  let writing = false;

  const write = (raw: string | null) => {
    writing = true;
    try {
      writeStorage(key, raw);
    } finally {
      writing = false;
    }
    // What storage really holds: a write refused for quota leaves the previous value.
    known = readStorage(key);
  };

  return {
    load(now) {
      const raw = readStorage(key);
      known = raw;
      if (raw === null) return null;
      const snapshot = parse(raw);
      const state = readCartSnapshot(snapshot, now);
      if (!state) {
        write(null);
        return null;
      }
      // readCartSnapshot accepted it, so savedAt is a valid number.
      const { savedAt, owner } = snapshot as { savedAt: number; owner?: string | null };
      return { state, savedAt, owner: owner ?? null };
    },
    save(state, now, owner) {
      write(isBlankCart(state) ? null : JSON.stringify(createCartSnapshot(state, now, owner)));
    },
    remove() {
      write(null);
      writeStorage(unsyncedKey, null);
    },
    unsyncedFor() {
      return readStorage(unsyncedKey);
    },
    setUnsynced(owner) {
      writeStorage(unsyncedKey, owner);
    },
    subscribe(onChange) {
      return subscribeStorage(key, () => {
        if (!writing && readStorage(key) !== known) onChange();
      });
    },
  };
}
