// Small, safe wrappers around localStorage (private mode and disabled storage throw), plus a
// hook that re-renders when a key changes in this tab or another one.
import { useCallback, useSyncExternalStore } from 'react';

/** Every key the client keeps in localStorage, in one place. */
export const STORAGE_KEYS = {
  /** Set once the first-time visitor has watched (or skipped) the home intro video (§2). */
  homeVideoSeen: 'home-video-seen',
  /** The role the user last switched to (§4 Session). */
  activeRole: 'active-role',
  /** §4 haptic feedback: '1' on, '0' off; absent means the device default (on for mobile user agents). */
  haptics: 'haptics',
  /** The address a sign-up sent its verification link to, so the resend form can offer it. */
  pendingVerificationEmail: 'pending-verification-email',
  /** When (epoch ms) a verification email was last requested here: the resend cool-down. */
  verificationSentAt: 'verification-sent-at',
  /** The guest's event cart: a §9 snapshot (version 2.0, 24 h expiry). Session data: cleared on sign-out (§4). */
  eventCart: 'event-cart',
  /** The signed-in user whose cart was changed here and not yet taken by the server: on the next visit this
   *  device's cart is the newest and is sent again, rather than replaced by the server's older one. */
  eventCartUnsynced: 'event-cart-unsynced',
  /** The old cart, before the unified one (§4): moved into eventCart once, then removed. */
  legacyCart: 'cart',
  /** §4 migration flags: attempted, success, failed (and when). */
  cartMigration: 'cart-migration',
  /** The old cart as it was found, kept by the migration whatever the outcome. */
  legacyCartBackup: 'cart-legacy-backup',
  /** §4 install prompt: 'accepted' or 'dismissed' once the visitor answered it; not asked again. */
  installPrompt: 'install-prompt',
} as const;

/** Device preferences that outlive a sign-out; every other key is session data or a draft (§4 Sign-out). */
const KEPT_ON_SIGN_OUT: ReadonlySet<string> = new Set([STORAGE_KEYS.homeVideoSeen, STORAGE_KEYS.haptics]);

const CHANGE_EVENT = 'eventide:storage';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Calls `onChange` whenever `key` changes, through writeStorage in this tab or in another tab. */
export function subscribeStorage(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onLocal);
  };
}

/** The current string under `key` (null when absent) and a setter; updates across components and tabs. */
export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    useCallback((onChange) => subscribeStorage(key, onChange), [key]),
    () => readStorage(key),
    () => null,
  );
  const set = useCallback((next: string | null) => writeStorage(key, next), [key]);
  return [value, set];
}

/** A boolean flag stored as '1' ('true' is read as set too). */
export function useStoredFlag(key: string): [boolean, (on: boolean) => void] {
  const [value, set] = useStoredValue(key);
  const setFlag = useCallback((on: boolean) => set(on ? '1' : null), [set]);
  return [value === '1' || value === 'true', setFlag];
}

/** §4 sign-out: clears the stored drafts and session data we own (the stored role among them), keeping
 *  device preferences such as the home-video-seen flag and the haptics choice. */
export function clearSessionData(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (!KEPT_ON_SIGN_OUT.has(key)) writeStorage(key, null);
  }
}
