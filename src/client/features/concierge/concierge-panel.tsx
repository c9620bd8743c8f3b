// The concierge's conversation: examples to start from, the turns (answers with their plans and follow-up chips),
// a 'Planning…' line while it works, errors that keep the message, and the composer.
import { ArrowUp, History, RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CONCIERGE_LIMITS } from '#shared/concierge.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { PlanCards } from './plan-cards.tsx';
import type { ConciergeChat } from './use-concierge-chat.ts';

export const CONCIERGE_EXAMPLES = [
  'Techno night for 250 people in Brooklyn in March under $5k',
  'Rustic wedding for 90 guests in Austin, $25k, with a photographer',
  'Birthday dinner for 20 in Chicago next Saturday',
];

function Chips({ items, onPick, disabled }: { items: string[]; onPick: (text: string) => void; disabled: boolean }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Suggestions">
      {items.map((text) => (
        <li key={text}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(text)}
            className="rounded-full border border-line-strong bg-surface px-3 py-1.5 text-left text-xs font-medium text-ink transition-colors hover:border-dusk-400 hover:bg-dusk-50 disabled:opacity-60"
          >
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ConciergePanel({ chat, signedIn }: { chat: ConciergeChat; signedIn: boolean }) {
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const last = chat.entries.at(-1);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.entries.length, chat.pending]);

  const send = async (text: string) => {
    const query = text.trim();
    if (!query || chat.pending) return;
    setDraft('');
    const sent = await chat.send(query);
    // Nothing is lost: a message that did not go through comes back to the composer.
    if (!sent) setDraft((current) => current || query);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  };

  return (
    <div className="flex h-full min-h-[24rem] flex-col">
      <div
        className="flex-1 space-y-4 px-5 py-4 sm:px-6"
        role="log"
        aria-live="polite"
        aria-busy={chat.pending || chat.loading}
        aria-label="Conversation with the concierge"
      >
        {chat.loading ? (
          <div className="space-y-3" aria-label="Opening the chat">
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="ml-auto h-8 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : chat.entries.length === 0 ? (
          <div className="space-y-3">
            <div className="flex items-center gap-2 text-ink">
              <Sparkles aria-hidden="true" className="size-5 text-brand" />
              <p className="font-semibold">Describe your event in your own words.</p>
            </div>
            <p className="text-sm text-muted">
              Say what it is, how many guests, where, when and your budget. I'll pick a venue and the vendors to go with
              it, priced with every fee, ready to add to your cart.
            </p>
            <Chips items={CONCIERGE_EXAMPLES} onPick={(text) => void send(text)} disabled={chat.pending} />
          </div>
        ) : (
          chat.entries.map((entry) => (
            <div key={entry.id} className={cn('flex', entry.role === 'user' ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[92%] rounded-2xl px-4 py-3 text-sm',
                  entry.role === 'user'
                    ? 'rounded-br-md bg-dusk-900 text-white'
                    : 'rounded-bl-md bg-dusk-50 text-ink ring-1 ring-line',
                )}
              >
                <p className="sr-only">{entry.role === 'user' ? 'You said:' : 'Concierge:'}</p>
                <p className="whitespace-pre-line">{entry.text}</p>
                {entry.role === 'assistant' && entry.plan ? (
                  <PlanCards plan={entry.plan} intent={entry.intent} />
                ) : null}
              </div>
            </div>
          ))
        )}
        {chat.pending ? (
          <p className="flex items-center gap-2 text-sm text-muted" role="status">
            <span className="inline-flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-dusk-400 [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-dusk-400 [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-dusk-400" />
            </span>
            Planning your event…
          </p>
        ) : null}
        {!chat.pending && last?.role === 'assistant' && last.suggestions?.length ? (
          <Chips items={last.suggestions} onPick={(text) => void send(text)} disabled={chat.pending} />
        ) : null}
        {chat.error ? (
          <p role="alert" className="rounded-xl bg-ember-50 px-3 py-2 text-sm text-ember-700">
            {chat.error}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>

      <div className="sticky bottom-0 border-t border-line bg-surface px-5 pt-3 pb-4 sm:px-6">
        <form onSubmit={onSubmit} className="flex items-end gap-2">
          <label htmlFor="concierge-input" className="sr-only">
            Message the concierge
          </label>
          <textarea
            id="concierge-input"
            ref={inputRef}
            rows={1}
            value={draft}
            maxLength={CONCIERGE_LIMITS.queryMaxChars}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="e.g. a rooftop birthday for 60 in Miami"
            className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-line-strong bg-surface px-3 py-2.5 text-sm text-ink placeholder:text-dusk-400 focus-visible:border-brand focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ember-100"
          />
          <Button
            type="submit"
            size="md"
            className="size-11 shrink-0 px-0"
            disabled={!draft.trim() || chat.pending}
            aria-label="Send"
          >
            <ArrowUp aria-hidden="true" />
          </Button>
        </form>
        <div className="mt-2 flex items-center justify-between text-xs text-muted">
          {chat.entries.length > 0 ? (
            <button type="button" onClick={chat.reset} className="inline-flex items-center gap-1 hover:text-ink">
              <RotateCcw aria-hidden="true" className="size-3.5" /> New plan
            </button>
          ) : (
            <span>Prices include the service fee, processing and tax.</span>
          )}
          {signedIn ? (
            <Link to="/profile/chats" className="inline-flex items-center gap-1 hover:text-ink">
              <History aria-hidden="true" className="size-3.5" /> Chat history
            </Link>
          ) : (
            <span>Sign in to keep your chats.</span>
          )}
        </div>
      </div>
    </div>
  );
}
