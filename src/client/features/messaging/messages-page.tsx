// /messages (§2, §4 Messaging): the inbox of all the viewer's conversations (inbox.tsx). Arriving from a
// listing (?entityType=&entityId=&message=) opens or reuses that listing's conversation and sends the message.
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { MESSAGING_MESSAGES } from '#shared/errors.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Inbox } from './inbox.tsx';
import { useOpenConversation } from './api.ts';
import { PushToggle } from './push-toggle.tsx';

export function MessagesPage() {
  const session = useSession();
  useDocumentTitle('Messages');
  if (session.status === 'loading') return <InboxSkeleton />;
  if (!session.user) {
    return (
      <PageFrame
        title="Messages"
        icon={MessageCircle}
        description="Your conversations with venues and vendors, in one inbox."
      >
        <AuthGate what="your messages" />
      </PageFrame>
    );
  }
  return <MessagesInbox />;
}

function MessagesInbox() {
  const [params, setParams] = useSearchParams();
  useStartFromListing(params, setParams);
  return (
    <div className="container-page py-4 md:py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">Messages</h1>
        <PushToggle />
      </div>
      <Inbox
        scope="all"
        selectedId={params.get('c')}
        hrefFor={(id) => `/messages?c=${id}`}
        listHref="/messages"
        initialMessage={params.get('message')}
        onInitialMessageHandled={(id) => setParams({ c: id }, { replace: true })}
        className="h-[calc(100dvh-11rem)]"
        empty={
          <EmptyState
            icon={<MessageCircle />}
            title="No conversations yet"
            description="Ask a venue or vendor a question from their page: the conversation shows up here."
            actions={
              <Button asChild variant="secondary">
                <Link to="/discover">Find venues and vendors</Link>
              </Button>
            }
          />
        }
      />
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
        onSuccess: ({ conversation }) =>
          setParams({ c: conversation.id, ...(message ? { message } : {}) }, { replace: true }),
        onError: () => toast.error(message ? MESSAGING_MESSAGES.sendFailed : MESSAGING_MESSAGES.sendFailedRetry),
      },
    );
  }, [entityType, entityId, message, openNow, setParams]);
}

function InboxSkeleton() {
  return (
    <div className="container-page py-6" aria-busy="true">
      <Skeleton className="mb-4 h-8 w-40" />
      <Skeleton className="h-[28rem] rounded-2xl" />
    </div>
  );
}
