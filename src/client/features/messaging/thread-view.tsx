import { ArrowLeft, Info, ReceiptText, SendHorizontal } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { MESSAGING_MESSAGES } from '#shared/errors.ts';
import {
  canDeleteMessage,
  MESSAGE_MAX_LENGTH,
  normaliseMessageContent,
  type Conversation,
  type Message,
} from '#shared/messaging.ts';
import { Button } from '../../components/ui/button.tsx';
import { iconButtonVariants } from '../../components/ui/icon-button.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useDeleteMessage, useMarkRead, useSendMessage, useThread } from './api.ts';
import { messageDateTime, messageTime } from './message-time.ts';
import { pendingMessage, stillPending, type PendingMessage } from './pending-messages.ts';
import { QuoteDialog } from './quote-dialog.tsx';
import { sendTyping, useTyping } from './use-live-messaging.ts';
import { haptic, HAPTICS } from '../../lib/haptics.ts';

/** A message on its way: shown at once (§4), replaced by the stored one, or removed if the send fails. */
export interface ThreadViewProps {
  conversation: Conversation;
  /** Where the back arrow leads on phones: the conversation list. */
  backHref?: string;
  /** A first message to send as soon as the thread opens (a listing's quick question). */
  initialMessage?: string | null;
  onInitialMessageHandled?: () => void;
}

export function ThreadView({
  conversation,
  backHref = '/messages',
  initialMessage,
  onInitialMessageHandled,
}: ThreadViewProps) {
  const thread = useThread(conversation.id);
  const send = useSendMessage(conversation.id);
  const markRead = useMarkRead(conversation.id);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState<PendingMessage[]>([]);
  const [quoting, setQuoting] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const sentInitial = useRef(false);
  const typing = useTyping(conversation.id);

  // Oldest first on screen; the API pages newest first.
  const messages = useMemo<Message[]>(
    () => (thread.data?.pages ?? []).flatMap((page) => page.messages).reverse(),
    [thread.data],
  );
  const newest = messages.at(-1);
  const pending = stillPending(sending, messages);

  /** `fromListing`: the message written on a listing's page, which says how it went (§8) as that page would. */
  const submit = (text: string, fromListing = false) => {
    const content = normaliseMessageContent(text);
    if (content === null) return;
    const item = pendingMessage(content, messages);
    setSending((list) => [...list, item]);
    // mutateAsync, not mutate with callbacks: those run for the latest call only, and two quick sends each need theirs.
    send
      .mutateAsync(content)
      .then(() => {
        haptic();
        if (fromListing) toast.success(MESSAGING_MESSAGES.sent);
      })
      .catch(() => {
        haptic(HAPTICS.failed);
        toast.error(fromListing ? MESSAGING_MESSAGES.sendFailed : MESSAGING_MESSAGES.sendFailedRetry);
        // Nothing typed is lost: the text goes back to the box unless something new was typed since.
        setDraft((current) => (current.trim() === '' ? content : current));
      })
      .finally(() => setSending((list) => list.filter((p) => p.key !== item.key)));
  };

  // §4: a quick question from a listing goes out once the thread is open.
  useEffect(() => {
    if (!initialMessage || sentInitial.current || !thread.isSuccess) return;
    sentInitial.current = true;
    submit(initialMessage, true);
    onInitialMessageHandled?.();
    // Sent once, when the thread has loaded; submit's identity changing must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialMessage, thread.isSuccess]);

  // §4: opening the thread, or a new message from the other side, marks their messages read.
  const newestFromOther = [...messages].reverse().find((m) => !m.mine && !m.isRead)?.id;
  // Once per newest unread message, so the list's and the thread's answers arriving apart do not each send a mark.
  const markReadNow = markRead.mutate;
  const loaded = thread.isSuccess;
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || (!newestFromOther && conversation.unreadCount === 0)) return;
    const key = `${conversation.id}:${newestFromOther ?? ''}`;
    // An unread count with no unread message in sight is marked once per conversation.
    const marked = newestFromOther ? markedFor.current === key : markedFor.current?.startsWith(`${conversation.id}:`);
    if (marked) return;
    markedFor.current = key;
    markReadNow();
  }, [loaded, newestFromOther, conversation.id, conversation.unreadCount, markReadNow]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest?.id, pending.length]);

  // Load older messages when the top of the thread comes into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const target = top.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (normaliseMessageContent(draft) === null) return;
    submit(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const listingHref = `/${conversation.entityType}/${conversation.entityId}`;
  return (
    <section aria-label={`Conversation about ${conversation.entityName}`} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-line px-4 py-3">
        <Link to={backHref} aria-label="All conversations" className={cn(iconButtonVariants(), 'md:hidden')}>
          <ArrowLeft aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold text-ink">
            <Link to={listingHref} className="hover:underline">
              {conversation.entityName}
            </Link>
          </h2>
          <p className="truncate text-xs text-muted">
            {conversation.asHost
              ? `${conversation.otherParty.name} · asking about your listing`
              : `with ${conversation.otherParty.name}`}
          </p>
        </div>
        {conversation.asHost ? (
          <Button variant="secondary" size="sm" onClick={() => setQuoting(true)}>
            <ReceiptText aria-hidden="true" /> Send a quote
          </Button>
        ) : null}
      </header>
      {conversation.asHost ? (
        <QuoteDialog
          conversationId={conversation.id}
          customerName={conversation.otherParty.name}
          open={quoting}
          onOpenChange={setQuoting}
        />
      ) : null}

      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-live="polite" aria-relevant="additions">
        <div ref={top} />
        {hasNextPage ? (
          <div className="mb-3 text-center">
            <Button variant="ghost" size="sm" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Load older messages
            </Button>
          </div>
        ) : null}
        {thread.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-12 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
            <Skeleton className="h-16 w-3/5 rounded-2xl" />
          </div>
        ) : thread.isError ? (
          <LoadErrorCard
            title="These messages could not be loaded"
            error={thread.error}
            onRetry={() => void thread.refetch()}
            retrying={thread.isRefetching}
            headingLevel="h3"
          />
        ) : messages.length === 0 && pending.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted">
            Say hello: ask about dates, guests or anything the page does not answer.
          </p>
        ) : (
          <ol className="flex flex-col gap-2">
            {messages.map((message) => (
              <Bubble key={message.id} message={message} conversationId={conversation.id} />
            ))}
            {pending.map((p) => (
              <li
                key={p.key}
                className="ml-auto max-w-[80%] rounded-2xl rounded-br-md bg-brand/70 px-3.5 py-2 text-sm whitespace-pre-wrap text-white"
              >
                {p.content}
                <span className="mt-0.5 block text-right text-[0.6875rem] text-white/80">Sending…</span>
              </li>
            ))}
          </ol>
        )}
        {typing ? (
          <p className="mt-2 text-xs text-muted" aria-live="polite">
            {conversation.asHost ? conversation.otherParty.name : conversation.entityName} is typing…
          </p>
        ) : null}
        <div ref={bottom} />
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-line p-3">
        <label htmlFor="message-draft" className="sr-only">
          Message to {conversation.asHost ? conversation.otherParty.name : conversation.entityName}
        </label>
        <textarea
          id="message-draft"
          rows={1}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value.trim() !== '') sendTyping(conversation.id);
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-line-strong bg-surface px-3.5 py-2.5 text-[0.9375rem] leading-6 text-ink placeholder:text-dusk-400 focus-visible:border-brand focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ember-100"
        />
        <Button type="submit" disabled={normaliseMessageContent(draft) === null} aria-label="Send message">
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </form>
    </section>
  );
}

function Bubble({ message, conversationId }: { message: Message; conversationId: string }) {
  return (
    <li className={cn('flex max-w-[80%] flex-col', message.mine ? 'ml-auto items-end' : 'items-start')}>
      {/* Rendered as text: a message can never inject markup. */}
      <p
        className={cn(
          'rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap break-words',
          message.mine ? 'rounded-br-md bg-brand text-white' : 'rounded-bl-md bg-dusk-100 text-ink',
        )}
      >
        {message.content}
      </p>
      {message.quoteId ? (
        <Link
          to={`/quotes/${message.quoteId}/checkout`}
          className="mt-1.5 inline-flex items-center gap-1.5 rounded-xl border border-line bg-surface px-3 py-2 text-sm font-semibold text-brand shadow-xs hover:bg-ember-50"
        >
          <ReceiptText aria-hidden="true" className="size-4" />
          {message.mine ? 'View the quote' : 'View quote and book'}
        </Link>
      ) : null}
      {message.masked ? (
        <p className="mt-1 flex items-start gap-1 text-[0.6875rem] leading-4 text-muted">
          <Info aria-hidden="true" className="mt-px size-3 shrink-0" />
          Phone numbers and emails are shared once you book: paying through Eventide keeps your money protected.
        </p>
      ) : null}
      <span className="mt-0.5 text-[0.6875rem] text-muted" title={messageDateTime(message.timestamp)}>
        {messageTime(message.timestamp)}
        {message.mine ? ` · ${message.isRead ? 'Read' : 'Delivered'}` : ''}
        {canDeleteMessage(message) ? <DeleteMessage conversationId={conversationId} messageId={message.id} /> : null}
      </span>
    </li>
  );
}

/** The sender takes a message back (within 15 minutes), after saying so once more. */
function DeleteMessage({ conversationId, messageId }: { conversationId: string; messageId: string }) {
  const remove = useDeleteMessage(conversationId);
  const [asking, setAsking] = useState(false);
  const linkClass =
    'ml-1.5 rounded font-semibold text-muted underline-offset-2 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand';
  if (!asking) {
    return (
      <button type="button" className={linkClass} onClick={() => setAsking(true)}>
        Delete
      </button>
    );
  }
  return (
    <span role="group" aria-label="Delete this message for everyone?">
      <span className="ml-1.5">Delete for everyone?</span>
      <button
        type="button"
        className={cn(linkClass, 'text-danger')}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(messageId, {
            onError: (error) => toast.error(error.message),
            onSettled: () => setAsking(false),
          })
        }
      >
        Yes, delete
      </button>
      <button type="button" className={linkClass} onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}
