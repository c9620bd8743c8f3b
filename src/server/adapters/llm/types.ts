// What the concierge's writer does (index.ts chooses one by env).
import type { EventIntent, EventPlan } from '#shared/concierge.ts';

export interface WriteInput {
  /** The user's message. */
  query: string;
  /** Earlier turns of the chat, oldest first. */
  history: { role: 'user' | 'assistant'; text: string }[];
  intent: EventIntent;
  plan: EventPlan;
  /** The local composer's answer: every fact the prose may use, already in words. */
  draft: string;
}

export interface ConciergeWriter {
  readonly kind: 'local' | 'llm';
  write(input: WriteInput): Promise<string>;
}
