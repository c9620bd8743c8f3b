// /messages (§2, §4 Messaging): the inbox beside the open thread (one or the other on phones). Arriving from a
// listing (?entityType=&entityId=&message=) opens or reuses that listing's conversation and sends the message.
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGING_MESSAGES } from '#shared/errors.ts';
import { PageFrame } from '../../app/page-frame.tsx';
import { AuthGate } from '../../app/auth-gate.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ConversationList } from './conversation-list.tsx';
import { useConversation, useConversations, useOpenConversation } from './messages-api.ts';
import { PushToggle } from './push-toggle.tsx';
import { ThreadView } from './thread-view.tsx';

export function MessagesPage() {
  const session = useSession();
  useDocumentTitle('Messages');
  if (session.status === 'loading') return <InboxSkeleton />;
  if (!session.user) {
    return (
      <PageFrame title="Messages" icon={MessageCircle} description="Your conversations with venues and vendors, in one inbox.">
        <AuthGate what="your messages" />
      </PageFrame>
    );
  }
  return <Inbox />;
}

function Inbox() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const initialMessage = params.get('message');
  const conversations = useConversations(true);
  const selected = useConversation(selectedId);
  useStartFromListing(params, setParams);

  const list = conversations.data?.pages.flatMap((page) => page.conversations) ?? [];
  const conversation = selected.data?.conversation ?? list.find((c) => c.id === selectedId);

  return (
    <div className="container-page py-4 md:py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">Messages</h1>
        <PushToggle />
      </div>
      <Card className="grid h-[calc(100dvh-11rem)] min-h-[28rem] grid-cols-1 overflow-hidden md:grid-cols-[20rem_minmax(0,1fr)]">
        <div className={cn('min-h-0 overflow-y-auto border-line md:border-r', selectedId && 'hidden md:block')}>
          {conversations.isPending ? (
            <ListSkeleton />
          ) : conversations.isError ? (
            <LoadErrorCard title={MESSAGING_MESSAGES.loadConversationsFailed} error={conversations.error} onRetry={() => void conversations.refetch()} retrying={conversations.isRefetching} headingLevel="h2" className="m-4" />
          ) : (
            <ConversationList
              conversations={list}
              selectedId={selectedId}
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
              initialMessage={initialMessage}
              onInitialMessageHandled={() => setParams({ c: conversation.id }, { replace: true })}
            />
          ) : selectedId && selected.isError ? (
            <EmptyState icon={<MessageCircle />} title="Conversation not found" description="It may have been removed, or it is not one of yours." className="h-full justify-center" />
          ) : selectedId ? (
            <div className="p-4">
              <Skeleton className="h-10 w-1/2" />
            </div>
          ) : (
            <EmptyState icon={<MessageCircle />} title="Pick a conversation" description="Your messages with venues and vendors appear here." className="h-full justify-center" />
          )}
        </div>
      </Card>
    </div>
  );
}

/** ?entityType=venue&entityId=… (from a listing's Message button): opens the conversation once and selects it. */
function useStartFromListing(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]) {
  const open = useOpenConversation();
  const started = useRef<string | null>(null);
  const entityType = params.get('entityType');
  const entityId = params.get('entityId');
  const message = params.get('message');
  const openNow = open.mutate;
  useEffect(() => {
    if ((entityType !== 'venue' && entityType !== 'vendor') || !entityId || started.current === entityId) return;
    started.current = entityId;
    openNow(
      { entityType, entityId, source: message ? 'quick-question' : 'listing' },
      {
        // The message, if any, rides along: the thread sends it once it is open.
        onSuccess: ({ conversation }) => setParams({ c: conversation.id, ...(message ? { message } : {}) }, { replace: true }),
        onError: () => toast.error(MESSAGING_MESSAGES.sendFailedRetry),
      },
    );
  }, [entityType, entityId, message, openNow, setParams]);
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true" aria-label="Loading conversations">
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

function InboxSkeleton() {
  return (
    <div className="container-page py-6" aria-busy="true">
      <Skeleton className="mb-4 h-8 w-40" />
      <Skeleton className="h-[28rem] rounded-2xl" />
    </div>
  );
}
