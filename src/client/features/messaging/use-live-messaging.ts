// Live messaging for the signed-in user, wherever they are in the app (§4 live events): the socket's events pass
// through the live channels (§9 limits and throttles, lib/live-channels.ts) into the query cache (a new message joins
// its thread once, a deleted one leaves it, a read marks the user's messages read, a conversation moves to the top
// with its unread count) and typing notices into a small store; after a reconnect everything is read again to catch up.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Conversation } from '#shared/messaging.ts';
import { TYPING_EVERY_MS, TYPING_SHOWN_MS, type LiveEvent } from '#shared/realtime.ts';
import { LiveChannels, type LiveListener } from '../../lib/live-channels.ts';
import { connectRealtime, type RealtimeStatus } from '../../lib/realtime.ts';
import { useSession } from '../../lib/session.tsx';
import { holdLiveConnection, liveConnection } from './live-connection.ts';
import {
  markThreadRead,
  messagingKeys,
  receiveMessage,
  removeMessage,
  useUnreadCount,
  withoutReadMessages,
  type ConversationPages,
} from './api.ts';

/** Who is typing where: conversation → until when (ms), for useTyping. */
const typingUntil = new Map<string, number>();
const typingListeners = new Set<() => void>();
const notifyTyping = () => typingListeners.forEach((listener) => listener());

function setTyping(conversationId: string, until: number | null): void {
  if (until === null) typingUntil.delete(conversationId);
  else {
    typingUntil.set(conversationId, until);
    setTimeout(() => {
      if ((typingUntil.get(conversationId) ?? 0) <= Date.now()) setTyping(conversationId, null);
    }, until - Date.now());
  }
  notifyTyping();
}

/** Whether the other participant of the conversation is typing now. */
export function useTyping(conversationId: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      typingListeners.add(listener);
      return () => typingListeners.delete(listener);
    },
    () => typingUntil.has(conversationId),
  );
}

/** The channels the live connection's events go through. */
const channels = new LiveChannels();

const typingSentAt = new Map<string, number>();

/** Tells the other participant the user is typing, at most once per conversation every 2 s. */
export function sendTyping(conversationId: string, now = Date.now()): void {
  if (now - (typingSentAt.get(conversationId) ?? 0) < TYPING_EVERY_MS) return;
  if (liveConnection()?.send({ type: 'typing', conversationId })) typingSentAt.set(conversationId, now);
}

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.table === 'typing') {
    setTyping(event.record.conversationId, Date.now() + TYPING_SHOWN_MS);
  } else if (event.table === 'messages' && event.type === 'insert') {
    receiveMessage(queryClient, event.record);
    // Their message is here: they stopped typing it.
    if (!event.record.mine && typingUntil.has(event.record.conversationId))
      setTyping(event.record.conversationId, null);
    if (!event.record.mine) void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
  } else if (event.table === 'messages' && event.type === 'delete') {
    removeMessage(queryClient, event.record.conversationId, event.record.id);
  } else if (event.table === 'messages' && event.type === 'update') {
    // The other side read the conversation: every message of ours there is read.
    markThreadRead(queryClient, event.record.conversationId, 'mine');
  } else if (event.table === 'conversations') {
    upsertConversation(queryClient, event.record);
  }
}

/** The conversation takes its newest state and moves to the top of the first page of each list it belongs in. */
function upsertConversation(queryClient: QueryClient, described: Conversation): void {
  const conversation = withoutReadMessages(queryClient, described);
  // Two messages sent at once may announce their conversation out of order: an older state never replaces a newer one.
  const known = queryClient.getQueryData<{ conversation: Conversation }>(
    messagingKeys.conversation(conversation.id),
  )?.conversation;
  if (known && known.lastActivityAt > conversation.lastActivityAt) return;
  queryClient.setQueryData<{ conversation: Conversation }>(messagingKeys.conversation(conversation.id), {
    conversation,
  });
  for (const [key, known] of queryClient.getQueriesData<ConversationPages>({
    queryKey: messagingKeys.conversations(),
  })) {
    const scope = key[2];
    if (!known || (scope === 'host' && !conversation.asHost) || (scope === 'customer' && conversation.asHost)) continue;
    const pages = known.pages.map((page) => ({
      ...page,
      conversations: page.conversations.filter((c) => c.id !== conversation.id),
    }));
    const [first, ...rest] = pages;
    queryClient.setQueryData<ConversationPages>(key, {
      ...known,
      pages: [{ ...first!, conversations: [conversation, ...first!.conversations] }, ...rest],
    });
  }
}

/** Keeps the socket open while someone is signed in; returns its status. Mount once (the shell does). */
export function useLiveMessaging(): RealtimeStatus {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('closed');
  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return;
    const apply: LiveListener = (events) => events.forEach((event) => applyLiveEvent(queryClient, event));
    const stops = (['messages', 'conversations', 'typing'] as const).map((table) =>
      channels.subscribe(table, null, apply),
    );
    channels.start();
    const connection = connectRealtime({
      onEvent: (event) => channels.dispatch(event),
      onStatus: setStatus,
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
    });
    const letGo = holdLiveConnection(connection);
    return () => {
      connection.stop();
      stops.forEach((stop) => stop());
      letGo();
    };
  }, [userId, queryClient]);
  return status;
}

/** Messages from others not yet read: the navigation's badge. */
export function useUnreadMessages(): number {
  const signedIn = Boolean(useSession().user);
  return useUnreadCount(signedIn).data ?? 0;
}

/** The shell's live messaging, loaded once someone is signed in: the socket, and the unread count it reports. */
export function LiveMessaging({ onUnread }: { onUnread: (count: number) => void }): null {
  useLiveMessaging();
  const unread = useUnreadMessages();
  useEffect(() => onUnread(unread), [unread, onUnread]);
  return null;
}
