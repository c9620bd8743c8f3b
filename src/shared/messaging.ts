// Messaging rules shared by client and server (spec §4 Messaging, §5 Messaging, §9 Messaging).
import { z } from 'zod';
import { MESSAGING } from './constants.ts';

/** §5: content is trimmed; empty or whitespace-only messages are not sent. */
export const MessageContentSchema = z.string().trim().min(1);

export function normaliseMessageContent(content: string): string | null {
  const trimmed = content.trim();
  return trimmed.length > 0 ? trimmed : null;
}

/** Delay before reconnect attempt n (1-based): 1 s doubling; null once the 5 attempts are spent. */
export function reconnectDelay(attempt: number): number | null {
  if (attempt < 1 || attempt > MESSAGING.maxReconnectAttempts) return null;
  return MESSAGING.reconnectBaseBackoffMs * 2 ** (attempt - 1);
}

/** Scripted owner replies for demo listings: 2-5 s for venues, 1.5-4 s for vendors. `random` returns [0, 1). */
export function mockReplyDelay(entityType: 'venue' | 'vendor', random: () => number = Math.random): number {
  const { min, max } = MESSAGING.mockReplyDelayMs[entityType];
  return Math.round(min + (max - min) * random());
}

/** §5: a conversation is reused between the same two participants for the same entity (order-free). */
export function conversationKey(input: { participantA: string; participantB: string; entityType: string; entityId: string }): string {
  const [first, second] = [input.participantA, input.participantB].sort();
  return [first, second, input.entityType, input.entityId].join('|');
}
