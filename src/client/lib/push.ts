// Web push in this browser (§7 POST /api/push/subscribe and /api/push/unsubscribe): asks for permission, subscribes
// through the service worker with the server's VAPID key and hands the subscription to the server; turning it off
// (or signing out) unsubscribes and tells the server to forget it.
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { api } from './api.ts';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const SERVICE_WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The applicationServerKey the push manager takes: the base64url key as bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return existing ? existing.pushManager.getSubscription() : null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/** Turns notifications on for the signed-in user; resolves with the resulting state. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await api('/api/push/key', { schema: z.object({ publicKey: z.string() }) });
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api('/api/push/subscribe', { body: { subscription: subscription.toJSON() } });
  return 'on';
}

/** Turns them off in this browser. `tellServer` false when the session is already gone (the server forgets on 410). */
export async function disablePush(tellServer = true): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    if (tellServer)
      await api('/api/push/unsubscribe', { body: { subscription: { endpoint: subscription.endpoint } } }).catch(
        () => undefined,
      );
    await subscription.unsubscribe();
  }
  return 'off';
}

/** This browser's push state for a toggle, and the way to flip it. */
export function usePush(): { state: PushState | null; busy: boolean; toggle: () => Promise<void> } {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      setState(await (state === 'on' ? disablePush() : enablePush()));
    } finally {
      setBusy(false);
    }
  }, [state]);
  return { state, busy, toggle };
}
