// §4 Haptic feedback: "enabled from a stored preference, or by default on mobile user agents".
// The preference lives in localStorage (this device) and in the profile's preferences (Settings writes both).
import { useCallback } from 'react';
import { STORAGE_KEYS, readStorage, useStoredValue } from './local-storage.ts';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function isMobileAgent(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/** '1' on, '0' off, anything else: the device default. */
export function hapticsEnabled(stored: string | null, userAgent?: string): boolean {
  if (stored === '1') return true;
  if (stored === '0') return false;
  return isMobileAgent(userAgent);
}

/** Whether haptics are on here, whether that is an explicit choice, and a setter that stores the choice. */
export function useHapticsPreference(): { enabled: boolean; explicit: boolean; setEnabled: (on: boolean) => void } {
  const [stored, setStored] = useStoredValue(STORAGE_KEYS.haptics);
  const setEnabled = useCallback((on: boolean) => setStored(on ? '1' : '0'), [setStored]);
  return { enabled: hapticsEnabled(stored), explicit: stored === '1' || stored === '0', setEnabled };
}

/** The vibrations the app uses: a tap when something is done, a double buzz when it failed. */
export const HAPTICS = { done: 10, failed: [30, 60, 30] } as const;

/** A short vibration where the device supports it and the user has haptics on. */
export function haptic(pattern: number | readonly number[] = HAPTICS.done): void {
  if (!hapticsEnabled(readStorage(STORAGE_KEYS.haptics))) return;
  try {
    navigator.vibrate?.(typeof pattern === 'number' ? pattern : [...pattern]);
  } catch {
    // Some browsers throw when vibration is blocked; feedback is optional.
  }
}
