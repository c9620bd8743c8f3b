// One conversation with the concierge: the turns shown, the context sent back with each message (§7), and the
// stored chat it continues for a signed-in user. A failed message stays in the composer to send again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ConciergeContext, EventIntent, EventPlan } from '#shared/concierge.ts';
import { ApiError } from '../../lib/api.ts';
import { askConcierge, conciergeKeys, fetchChat } from './api.ts';

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  plan?: EventPlan | null;
  intent?: EventIntent;
  suggestions?: string[];
}

export interface ConciergeChat {
  entries: ChatEntry[];
  pending: boolean;
  /** Loading a stored chat. */
  loading: boolean;
  error: string | null;
  chatId: string | null;
  send: (query: string) => Promise<boolean>;
  /** A new conversation. */
  reset: () => void;
  /** Reopens a stored chat. */
  load: (chatId: string) => Promise<void>;
}

const FAILED = 'The concierge could not answer just now. Your message is still here: try again.';
let nextId = 0;
const entryId = () => `entry-${(nextId += 1)}`;

function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return 'That was a lot of questions at once. Wait a minute, then ask again.';
  if (error instanceof ApiError && error.status === 400) return error.message;
  return FAILED;
}

export function useConciergeChat(): ConciergeChat {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chatId, setChatId] = useState<string | null>(null);
  const context = useRef<ConciergeContext | null>(null);
  // Answers to a conversation that was replaced since (reset, another chat loaded) are dropped.
  const generation = useRef(0);

  const send = useCallback(
    async (query: string) => {
      const text = query.trim();
      if (!text || pending) return false;
      const asked = generation.current;
      setError(null);
      setPending(true);
      setEntries((current) => [...current, { id: entryId(), role: 'user', text }]);
      try {
        const answer = await askConcierge({ query: text, context: context.current, chatId });
        if (asked !== generation.current) return true;
        context.current = answer.context;
        setChatId(answer.chatId);
        setEntries((current) => [
          ...current,
          {
            id: entryId(),
            role: 'assistant',
            text: answer.answer,
            plan: answer.plan,
            intent: answer.intent,
            suggestions: answer.suggestions,
          },
        ]);
        if (answer.chatId) void queryClient.invalidateQueries({ queryKey: conciergeKeys.chats() });
        return true;
      } catch (failure) {
        if (asked !== generation.current) return false;
        // The message goes back to the composer; it is not shown as sent.
        setEntries((current) => current.slice(0, -1));
        setError(messageOf(failure));
        return false;
      } finally {
        if (asked === generation.current) setPending(false);
      }
    },
    [pending, chatId, queryClient],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    context.current = null;
    setEntries([]);
    setChatId(null);
    setError(null);
    setPending(false);
    setLoading(false);
  }, []);

  const load = useCallback(
    async (id: string) => {
      reset();
      const asked = generation.current;
      setLoading(true);
      try {
        const chat = await fetchChat(id);
        if (asked !== generation.current) return;
        context.current = chat.context;
        setChatId(chat.id);
        setEntries(
          chat.turns.map((turn) => ({ id: entryId(), role: turn.role, text: turn.text, plan: turn.plan ?? null })),
        );
      } catch {
        if (asked === generation.current) setError('This chat could not be opened. It may have been deleted.');
      } finally {
        if (asked === generation.current) setLoading(false);
      }
    },
    [reset],
  );

  return { entries, pending, loading, error, chatId, send, reset, load };
}
