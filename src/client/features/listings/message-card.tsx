import { useId, useState, type RefObject } from 'react';
import { Clock, MessageCircleQuestion, Send } from 'lucide-react';
import { QUICK_QUESTIONS } from '#shared/listing-detail.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { ListingKind } from './use-message-action.ts';

export interface MessageCardProps {
  kind: ListingKind;
  /** Who answers: the contact's name, else the listing's. */
  hostName: string;
  listingName: string;
  responseTime: string;
  onSend: (message: string) => void;
  /** Lets 'Send Message' elsewhere on the page bring the visitor here. */
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

/** §2 message card: three quick questions for the entity type, or a message of one's own. */
export function MessageCard({ kind, hostName, listingName, responseTime, onSend, textareaRef }: MessageCardProps) {
  const [text, setText] = useState('');
  const fieldId = useId();
  const trimmed = text.trim();
  const placeholder =
    kind === 'venue'
      ? 'Hi! We are planning a birthday for about 80 guests on a Saturday evening. Could we…'
      : 'Hi! We are planning an event for about 80 guests and would love to know…';

  return (
    <section
      aria-labelledby="message-card-title"
      id="message"
      className="scroll-mt-24 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7"
    >
      <div className="flex items-center gap-4">
        <Avatar name={hostName} size="lg" />
        <div className="min-w-0">
          <h2 id="message-card-title" className="text-lg font-bold tracking-tight text-ink sm:text-xl">
            Message {hostName}
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            {responseTime}
          </p>
        </div>
      </div>

      <h3 className="mt-6 flex items-center gap-1.5 text-sm font-semibold text-dusk-700">
        <MessageCircleQuestion aria-hidden="true" className="size-4 text-brand" />
        Quick questions
      </h3>
      <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {QUICK_QUESTIONS[kind].map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onSend(question)}
              className="w-full rounded-2xl border border-line-strong bg-surface px-4 py-2.5 text-left text-sm font-medium text-ink transition-colors hover:border-brand hover:bg-ember-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:w-auto sm:rounded-full"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>

      <form
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onSend(trimmed);
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
          Or write your own
        </label>
        <Textarea
          ref={textareaRef}
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          rows={3}
          maxLength={2000}
          className="mt-1.5"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted">
            Your message goes to {listingName} on Eventide. Never pay outside the platform.
          </p>
          <Button type="submit" disabled={!trimmed}>
            <Send aria-hidden="true" />
            Send message
          </Button>
        </div>
      </form>
    </section>
  );
}
