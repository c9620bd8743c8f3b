// Messages on their way (§4): a temporary copy appears at once and gives way to the stored message as soon as that
// arrives, from the live event or from the send's own answer, whichever comes first.
import type { Message } from '#shared/messaging.ts';

export interface PendingMessage {
  key: string;
  content: string;
  /** Ids of the viewer's messages in the thread when this one was sent: none of them can be its stored copy. */
  before: ReadonlySet<string>;
}

export function pendingMessage(content: string, thread: readonly Message[]): PendingMessage {
  return { key: crypto.randomUUID(), content, before: new Set(thread.filter((m) => m.mine).map((m) => m.id)) };
}

/** The temporary copies whose stored message has not arrived yet; each stored message stands in for one copy. */
export function stillPending(pending: readonly PendingMessage[], thread: readonly Message[]): PendingMessage[] {
  const claimed = new Set<string>();
  return pending.filter((p) => {
    const stored = thread.find((m) => m.mine && m.content === p.content && !p.before.has(m.id) && !claimed.has(m.id));
    if (stored) claimed.add(stored.id);
    return stored === undefined;
  });
}
