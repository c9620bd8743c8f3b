// The install prompt (§4): the browser offers installing the app ('available'); the visitor installs it
// ('accepted') or says not now ('dismissed'). The answer is remembered, so nobody is asked twice. The offer waits
// until the visitor has spent a while here: asked on arrival, before they have seen anything, it only interrupts.
import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './local-storage.ts';

export type InstallStatus = 'unavailable' | 'available' | 'accepted' | 'dismissed';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How long after the page opens the offer may show. */
export const INSTALL_OFFER_DELAY_MS = 30_000;

let deferred: BeforeInstallPromptEvent | null = null;
let status: InstallStatus = 'unavailable';
const listeners = new Set<() => void>();

function setStatus(next: InstallStatus) {
  status = next;
  if (next === 'accepted' || next === 'dismissed') writeStorage(STORAGE_KEYS.installPrompt, next);
  for (const listener of listeners) listener();
}

export function startInstallPrompt(): void {
  const offerFrom = performance.now() + INSTALL_OFFER_DELAY_MS;
  const answered = readStorage(STORAGE_KEYS.installPrompt);
  if (answered === 'accepted' || answered === 'dismissed') status = answered;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    setTimeout(
      () => {
        if (deferred && status === 'unavailable') setStatus('available');
      },
      Math.max(0, offerFrom - performance.now()),
    );
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    setStatus('accepted');
  });
}

export async function promptInstall(): Promise<void> {
  if (!deferred) return;
  const event = deferred;
  deferred = null;
  await event.prompt();
  setStatus((await event.userChoice).outcome);
}

export function dismissInstall(): void {
  deferred = null;
  setStatus('dismissed');
}

export function useInstallStatus(): InstallStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => 'unavailable' as const,
  );
}
