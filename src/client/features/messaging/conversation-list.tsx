import { Building2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { Conversation } from '#shared/messaging.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { messageTime } from './message-time.ts';

export interface ConversationListProps {
  conversations: Conversation[];
  selectedId: string | null;
  hrefFor: (conversationId: string) => string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The inbox: newest activity first, each with its listing, the other party, the last message and unread count. */
export function ConversationList({
  conversations,
  selectedId,
  hrefFor,
  hasMore,
  loadingMore,
  onLoadMore,
}: ConversationListProps) {
  return (
    <nav aria-label="Conversations">
      <ul className="divide-y divide-line">
        {conversations.map((conversation) => {
          const selected = conversation.id === selectedId;
          const Icon = conversation.entityType === 'venue' ? Building2 : Sparkles;
          return (
            <li key={conversation.id}>
              <Link
                to={hrefFor(conversation.id)}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'flex gap-3 px-4 py-3.5 transition-colors hover:bg-dusk-50 focus-visible:bg-dusk-50',
                  selected && 'bg-ember-50 hover:bg-ember-50',
                )}
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-dusk-100 text-dusk-600">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={cn('truncate text-ink', conversation.unreadCount > 0 ? 'font-bold' : 'font-semibold')}
                    >
                      {conversation.entityName}
                    </span>
                    {conversation.lastMessageTime ? (
                      <span className="shrink-0 text-xs text-muted">{messageTime(conversation.lastMessageTime)}</span>
                    ) : null}
                  </span>
                  <span className="block truncate text-xs text-muted">
                    {conversation.asHost
                      ? `${conversation.otherParty.name} · to your listing`
                      : conversation.otherParty.name}
                  </span>
                  <span className="mt-0.5 flex items-center justify-between gap-2">
                    <span className={cn('truncate text-sm', conversation.unreadCount > 0 ? 'text-ink' : 'text-muted')}>
                      {conversation.lastMessage ?? 'No messages yet'}
                    </span>
                    {conversation.unreadCount > 0 ? (
                      <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand px-1.5 text-[0.6875rem] font-bold text-white">
                        {conversation.unreadCount}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <div className="p-3">
          <Button variant="ghost" size="sm" block loading={loadingMore} onClick={onLoadMore}>
            Older conversations
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
