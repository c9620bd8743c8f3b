// Where the cart is kept between visits. The provider only talks to a CartPersistence, so the
// server-side cart of a signed-in user can replace the guest's local snapshot without touching the rules.
import type { CartState } from '#shared/cart.ts';
import { createCartSnapshot, readCartSnapshot } from '#shared/cart-snapshot.ts';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from '../../lib/local-storage.ts';

export interface SavedCart {
  state: CartState;
  /** When (epoch ms) it was saved: the 24 h expiry counts from here. */
  savedAt: number;
}

export interface CartPersistence {
  /** The saved cart, or null when there is none or it is unreadable, of another version or expired (then it is removed). */
  load(now: number): SavedCart | null;
  /** Saves the cart; an empty cart removes what was saved. */
  save(state: CartState, now: number): void;
  /** Removes the saved cart. */
  remove(): void;
  /** Calls `onChange` when the saved cart changes from outside this store: another tab, or sign-out clearing
   *  stored session data (§4). Never for this store's own saves. Returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
}

/** Nothing worth keeping: no items, no date, no co-hosts, no event details. */
export function isBlankCart(state: CartState): boolean {
  return (
    state.items.length === 0 &&
    state.selectedDate === null &&
    state.coHosts.length === 0 &&
    Object.values(state.eventDetails).every((value) => value === undefined || value === '')
  );
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The guest's cart in localStorage under STORAGE_KEYS.eventCart, as a version 2.0 snapshot (§9). */
export function createLocalCartPersistence(key: string = STORAGE_KEYS.eventCart): CartPersistence {
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
      return { state, savedAt: (snapshot as { savedAt: number }).savedAt };
    },
    save(state, now) {
      write(isBlankCart(state) ? null : JSON.stringify(createCartSnapshot(state, now)));
    },
    remove() {
      write(null);
    },
    subscribe(onChange) {
      return subscribeStorage(key, () => {
        if (!writing && readStorage(key) !== known) onChange();
      });
    },
  };
}
