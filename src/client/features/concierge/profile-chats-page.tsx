// /profile/chats (§1 chat history): the user's concierge chats, latest first, each reopened in the concierge to
// carry on where it stopped, or deleted.
import { MessagesSquare, Sparkles, Trash2 } from 'lucide-react';
import { toast } from '../../lib/toast.ts';
import type { ChatSummary } from '#shared/concierge.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../lib/session.tsx';
import { AccountFrame } from '../../components/layout/account-frame.tsx';
import { useChats, useDeleteChat } from './api.ts';
import { useConcierge } from './concierge-context.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function ChatRow({ chat }: { chat: ChatSummary }) {
  const concierge = useConcierge();
  const remove = useDeleteChat();
  const onDelete = () =>
    remove.mutate(chat.id, {
      onSuccess: () => toast.success('Chat deleted', { description: chat.title }),
      onError: () => toast.error('The chat could not be deleted. Please try again.'),
    });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-1 font-semibold text-ink">{chat.title}</h2>
        <p className="mt-0.5 line-clamp-2 text-sm text-muted">{chat.lastMessage}</p>
        <p className="mt-1 text-xs text-muted">
          {when(chat.updatedAt)} · {chat.turns / 2} {chat.turns === 2 ? 'question' : 'questions'}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={() => concierge.open(chat.id)} aria-label={`Continue: ${chat.title}`}>
          <Sparkles aria-hidden="true" />
          Continue
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          disabled={remove.isPending}
          aria-label={`Delete: ${chat.title}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function ChatList() {
  const concierge = useConcierge();
  const chats = useChats(true);
  if (chats.isPending) {
    return (
      <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading your chats">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (chats.isError)
    return (
      <LoadErrorCard
        title="Your chats could not be loaded"
        error={chats.error}
        onRetry={() => void chats.refetch()}
        retrying={chats.isFetching}
      />
    );
  if (chats.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<MessagesSquare />}
          title="No chats yet"
          description="Describe an event to the concierge and it plans a venue and vendors for it. Your chats are kept here."
          actions={
            <Button onClick={() => concierge.open()}>
              <Sparkles aria-hidden="true" />
              Plan with AI
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card className="p-0">
      <ul className="divide-y divide-line">
        {chats.data.map((chat) => (
          <ChatRow key={chat.id} chat={chat} />
        ))}
      </ul>
    </Card>
  );
}

export function ProfileChatsPage() {
  const { user } = useSession();
  return (
    <AccountFrame
      title="Chat history"
      icon={MessagesSquare}
      description="Your conversations with the Eventide concierge."
      what="your chat history"
    >
      {user ? <ChatList /> : null}
    </AccountFrame>
  );
}
