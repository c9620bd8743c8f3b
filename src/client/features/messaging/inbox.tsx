// The inbox beside the open thread (one or the other on phones): /messages shows all of the viewer's conversations,
// the portal's Inbox tab only those about the partner's own listings.
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGING_MESSAGES } from '#shared/errors.ts';
import type { ConversationScope } from '#shared/messaging.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { ConversationList } from './conversation-list.tsx';
import { useConversation, useConversations } from './api.ts';
import { ThreadView } from './thread-view.tsx';

export interface InboxProps {
  scope: ConversationScope | 'all';
  selectedId: string | null;
  /** Where a conversation opens, and where the thread's back arrow leads (phones). */
  hrefFor: (conversationId: string) => string;
  listHref: string;
  /** What an empty list says. */
  empty: ReactNode;
  initialMessage?: string | null;
  onInitialMessageHandled?: (conversationId: string) => void;
  className?: string;
}

export function Inbox({
  scope,
  selectedId,
  hrefFor,
  listHref,
  empty,
  initialMessage,
  onInitialMessageHandled,
  className,
}: InboxProps) {
  const conversations = useConversations(true, scope);
  const selected = useConversation(selectedId);
  const list = conversations.data?.pages.flatMap((page) => page.conversations) ?? [];
  const conversation = selected.data?.conversation ?? list.find((c) => c.id === selectedId);

  return (
    <Card
      className={cn('grid min-h-[28rem] grid-cols-1 overflow-hidden md:grid-cols-[20rem_minmax(0,1fr)]', className)}
    >
      <div className={cn('min-h-0 overflow-y-auto border-line md:border-r', selectedId && 'hidden md:block')}>
        {conversations.isPending ? (
          <ListSkeleton />
        ) : conversations.isError ? (
          <LoadErrorCard
            title={MESSAGING_MESSAGES.loadConversationsFailed}
            error={conversations.error}
            onRetry={() => void conversations.refetch()}
            retrying={conversations.isRefetching}
            headingLevel="h2"
            className="m-4"
          />
        ) : list.length === 0 ? (
          empty
        ) : (
          <ConversationList
            conversations={list}
            selectedId={selectedId}
            hrefFor={hrefFor}
            hasMore={conversations.hasNextPage}
            loadingMore={conversations.isFetchingNextPage}
            onLoadMore={() => void conversations.fetchNextPage()}
          />
        )}
      </div>
      <div className={cn('min-h-0', !selectedId && 'hidden md:block')}>
        {conversation ? (
          <ThreadView
            key={conversation.id}
            conversation={conversation}
            backHref={listHref}
            initialMessage={initialMessage}
            onInitialMessageHandled={() => onInitialMessageHandled?.(conversation.id)}
          />
        ) : selectedId && selected.isError ? (
          <EmptyState
            icon={<MessageCircle />}
            title="Conversation not found"
            description="It may have been removed, or it is not one of yours."
            className="h-full justify-center"
          />
        ) : selectedId ? (
          <div className="p-4">
            <Skeleton className="h-10 w-1/2" />
          </div>
        ) : (
          <EmptyState
            icon={<MessageCircle />}
            title="Pick a conversation"
            description="Your messages appear here."
            className="h-full justify-center"
          />
        )}
      </div>
    </Card>
  );
}

export function ListSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-4" role="status" aria-busy="true" aria-label="Loading conversations">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
