// Messaging's calls (§7 conversations and messages) and the query cache they share with the live updates.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE } from '#shared/constants.ts';
import {
  ConversationPageSchema,
  ConversationSchema,
  MessagePageSchema,
  MessageSchema,
  type Conversation,
  type ConversationScope,
  type Message,
  type OpenConversationRequest,
} from '#shared/messaging.ts';
import { QuoteSchema, type ThreadQuote } from '#shared/quotes.ts';
import { api } from '../../lib/api.ts';
import { liveConnection } from './live-connection.ts';

export const messagingKeys = {
  all: ['messaging'] as const,
  /** Every conversation list (all of the viewer's, and the portal's hosted ones). */
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  conversationList: (scope: ConversationScope | 'all') => [...messagingKeys.conversations(), scope] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
  thread: (id: string) => [...messagingKeys.all, 'thread', id] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
};

export type ConversationPages = InfiniteData<z.infer<typeof ConversationPageSchema>, number>;
type ThreadPages = InfiniteData<z.infer<typeof MessagePageSchema>, string | undefined>;

/** Marks the thread's messages read: the viewer's own (the other side read them) or the other side's. */
export function markThreadRead(queryClient: QueryClient, conversationId: string, whose: 'mine' | 'theirs'): void {
  queryClient.setQueryData<ThreadPages>(messagingKeys.thread(conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.map((m) => (m.mine === (whose === 'mine') ? { ...m, isRead: true } : m)),
          })),
        }
      : data,
  );
}

export function useConversations(enabled: boolean, scope: ConversationScope | 'all' = 'all') {
  return useInfiniteQuery({
    queryKey: messagingKeys.conversationList(scope),
    queryFn: ({ pageParam, signal }) =>
      api(`/api/conversations?page=${pageParam}${scope === 'all' ? '' : `&as=${scope}`}`, {
        schema: ConversationPageSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: messagingKeys.conversation(id ?? ''),
    queryFn: ({ signal }) =>
      api(`/api/conversations/${id}`, { schema: z.object({ conversation: ConversationSchema }), signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** The thread, newest page first; each page newest message first (as §7 reads them). */
export function useThread(id: string | null) {
  return useInfiniteQuery({
    queryKey: messagingKeys.thread(id ?? ''),
    queryFn: ({ pageParam, signal }) =>
      api(`/api/conversations/${id}/messages${pageParam ? `?before=${pageParam}` : ''}`, {
        schema: MessagePageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.olderCursor ?? undefined,
    enabled: id !== null,
    // §9's message cache: a thread opened again within it shows at once; live events keep it current meanwhile.
    staleTime: CACHE.messageTtlMs,
    gcTime: CACHE.messageTtlMs,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.unread(),
    queryFn: ({ signal }) => api('/api/conversations/unread', { schema: z.object({ unread: z.number() }), signal }),
    enabled,
    select: (data) => data.unread,
  });
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request: Partial<OpenConversationRequest> & Pick<OpenConversationRequest, 'entityType' | 'entityId'>,
    ) => api('/api/conversations', { body: request, schema: z.object({ conversation: ConversationSchema }) }),
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), { conversation });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // On the live socket when it is open (no HTTP request per message), else a POST.
    mutationFn: async (content: string) => {
      const onSocket = liveConnection()?.sendMessage(conversationId, content);
      if (onSocket) return { message: await onSocket };
      return api(`/api/conversations/${conversationId}/messages`, {
        body: { content },
        schema: z.object({ message: MessageSchema }),
      });
    },
    onSuccess: ({ message }) => receiveMessage(queryClient, message),
  });
}

/** The sender takes a message back: it leaves the thread at once (the conversation's last message follows live). */
export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api(`/api/conversations/${conversationId}/messages/${messageId}`, { method: 'DELETE' }),
    onSuccess: (_answer, messageId) => {
      removeMessage(queryClient, conversationId, messageId);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}

/** The host sends the customer a quote from the conversation. */
export function useSendQuote(conversationId: string) {
  return useMutation({
    mutationFn: (body: ThreadQuote) =>
      api(`/api/conversations/${conversationId}/quotes`, { body, schema: z.object({ quote: QuoteSchema }) }),
  });
}

/** Per query cache, and in it per conversation, the newest message on screen when the viewer marked it read. */
const readUpTo = new WeakMap<QueryClient, Map<string, string>>();

/**
 * A conversation as a live update describes it, less what the viewer has read since: an update described before the
 * read (the conversations channel holds updates back up to 2 s, §9) would bring back an unread count already cleared.
 */
export function withoutReadMessages(queryClient: QueryClient, conversation: Conversation): Conversation {
  const read = readUpTo.get(queryClient)?.get(conversation.id);
  if (!read || conversation.unreadCount === 0 || (conversation.lastMessageTime ?? '') > read) return conversation;
  return { ...conversation, unreadCount: 0 };
}

export function useMarkRead(conversationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Taken before asking: a message arriving while the request is on its way may not be among those marked.
      const newest = conversationId
        ? queryClient.getQueryData<ThreadPages>(messagingKeys.thread(conversationId))?.pages[0]?.messages[0]?.timestamp
        : undefined;
      const { marked } = await api(`/api/conversations/${conversationId}/read`, {
        method: 'POST',
        body: {},
        schema: z.object({ marked: z.number() }),
      });
      return { marked, newest };
    },
    onSuccess: ({ marked, newest }) => {
      if (conversationId === null) return;
      if (newest) {
        let read = readUpTo.get(queryClient);
        if (!read) readUpTo.set(queryClient, (read = new Map()));
        read.set(conversationId, newest);
      }
      // §4: the other side's messages are read and the conversation's unread count goes to zero; the badge follows.
      markThreadRead(queryClient, conversationId, 'theirs');
      updateConversation(queryClient, conversationId, (c) => ({ ...c, unreadCount: 0 }));
      if (marked > 0) void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
    },
  });
}

/** A stored message joins its thread once (a send's answer and the live event may both bring it). */
export function receiveMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<ThreadPages>(messagingKeys.thread(message.conversationId), (data) => {
    if (!data || data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, messages: [message, ...first!.messages] }, ...rest] };
  });
  updateConversation(queryClient, message.conversationId, (c) => ({
    ...c,
    lastMessage: message.content,
    lastMessageTime: message.timestamp,
    lastActivityAt: message.timestamp,
  }));
}

/** A message taken back leaves its thread (§4: delete removes). */
export function removeMessage(queryClient: QueryClient, conversationId: string, messageId: string): void {
  queryClient.setQueryData<ThreadPages>(messagingKeys.thread(conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((m) => m.id !== messageId) })),
        }
      : data,
  );
}

function updateConversation(
  queryClient: QueryClient,
  id: string,
  update: (conversation: Conversation) => Conversation,
): void {
  queryClient.setQueriesData<ConversationPages>({ queryKey: messagingKeys.conversations() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            conversations: page.conversations.map((c) => (c.id === id ? update(c) : c)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<{ conversation: Conversation }>(messagingKeys.conversation(id), (data) =>
    data ? { conversation: update(data.conversation) } : data,
  );
}
