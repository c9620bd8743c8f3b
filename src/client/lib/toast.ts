// The app's toasts: sonner's API, with sonner itself loaded on the first toast so it stays out of the first view's
// JavaScript. Calls made meanwhile are replayed in order; each toast gets its id at once, so it can be updated or
// dismissed before sonner has arrived.
import type * as SonnerModule from 'sonner';
import { lazyRetry } from './lazy-retry.ts';

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']['success']>[0];
type ExternalToast = SonnerModule.ExternalToast;
type ToastId = string | number;

const listeners = new Set<() => void>();
let sonner: Promise<Sonner> | null = null;
let nextId = 0;

/** Loads sonner (once) and tells the Toaster to mount. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = lazyRetry(() => import('sonner'));
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** Whether a toast was asked for yet: the Toaster mounts from then on (toasts made before it mounts still show). */
export function toastsRequested(): boolean {
  return sonner !== null;
}

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: 'success' | 'error' | 'info' | 'loading', message: Message, data?: ExternalToast): ToastId {
  const id = data?.id ?? `toast-${(nextId += 1)}`;
  void loadSonner().then(
    (loaded) => loaded.toast[kind](message, { ...data, id }),
    () => undefined,
  );
  return id;
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  loading: (message: Message, data?: ExternalToast) => show('loading', message, data),
  dismiss: (id?: ToastId) => {
    // Nothing to dismiss before the first toast.
    if (sonner)
      void sonner.then(
        (loaded) => loaded.toast.dismiss(id),
        () => undefined,
      );
  },
};
