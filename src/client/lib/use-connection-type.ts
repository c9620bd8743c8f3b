import { useSyncExternalStore } from 'react';
import type { EffectiveConnectionType } from '#shared/images.ts';
import { connectionType } from './media.ts';

type Connection = EventTarget & { effectiveType?: string };

function subscribe(onChange: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/**
 * The browser's connection type, following changes. Null on the server and while a server-rendered page hydrates,
 * so the first render in the browser matches the server's HTML; React renders again with the real value after.
 */
export function useConnectionType(): EffectiveConnectionType | null {
  return useSyncExternalStore(subscribe, connectionType, () => null);
}
