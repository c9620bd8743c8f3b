// Sending a message, whichever way it comes (a POST, or a frame on the realtime socket): only a participant may send
// (§6: anyone else is told the conversation does not exist), the message is stored as §4/§5 say (messages.ts), both
// participants get it live and by push (deliver-message.ts), and a demo host answers in its own time (§4). A sender
// sends at most 30 a minute, counted in the database, so every socket, POST and instance shares the one count.
import { ERROR_CODES } from '#shared/errors.ts';
import { MESSAGE_SENDS_PER_MINUTE, MESSAGING_ERRORS } from '#shared/messaging.ts';
import type { Db } from '../../db/client.ts';
import { hitLimit, type Window } from '../auth/index.ts';
import type { conversations } from '../../db/schema/index.ts';
import type { DeliverMessage } from './deliver-message.ts';
import { AppError } from '#shared/errors.ts';
import { conversationFor } from './conversations.ts';
import { createDemoReplies } from './demo-replies.ts';
import type { SentMessage } from './message-store.ts';
import { sendMessage } from './messages.ts';

type ConversationRow = typeof conversations.$inferSelect;

/** How many senders' conversations are remembered; the least recently used is forgotten first. */
const REMEMBERED_CONVERSATIONS = 10_000;

export interface MessageSender {
  /** Throws AppError: 404 when the sender is not a participant, 400 when there is nothing to send, 429 past the limit. */
  send(senderId: string, conversationId: string, content: string): Promise<SentMessage>;
  /** Cancels the demo replies still waiting (the app is closing). */
  stop(): void;
}

/** The §9 message limit, per sender. */
export const MESSAGE_SEND_LIMIT: Window = { max: MESSAGE_SENDS_PER_MINUTE, windowMs: 60_000 };

/** `limit`: null only where RATE_LIMITS=off (load tests). */
export function createMessageSender(
  db: Db,
  deliver: DeliverMessage,
  limit: Window | null = MESSAGE_SEND_LIMIT,
): MessageSender {
  const demoReplies = createDemoReplies(db, deliver);
  const conversationOf = rememberedConversations(db);
  const withinLimit = async (senderId: string) =>
    !limit || (await hitLimit(db, `message-sends:${senderId}`, limit)).count <= limit.max;
  return {
    async send(senderId, conversationId, content) {
      const conversation = await conversationOf.find(senderId, conversationId);
      if (!conversation) throw new AppError('NOT_FOUND', MESSAGING_ERRORS.notFound, 404);
      if (!(await withinLimit(senderId)))
        throw new AppError(ERROR_CODES.rateLimitExceeded, MESSAGING_ERRORS.tooFast, 429);
      try {
        const sent = await sendMessage(db, senderId, conversation, content);
        deliver(sent);
        demoReplies.after(sent.conversation, senderId);
        return sent;
      } catch (error) {
        // Gone since it was remembered (deleted with a participant's account).
        if (error instanceof AppError && error.status === 404) conversationOf.forget(senderId, conversationId);
        throw error;
      }
    },
    stop: () => demoReplies.stop(),
  };
}

/**
 * A conversation's participants and listing never change once it exists (only its last message moves, and the store
 * returns that), so a sender's conversation is read once and remembered: a message then costs PostgreSQL one
 * statement, shared with the messages stored beside it, instead of two.
 */
function rememberedConversations(db: Db) {
  const known = new Map<string, ConversationRow>();
  const keyOf = (senderId: string, conversationId: string) => `${senderId} ${conversationId}`;
  return {
    async find(senderId: string, conversationId: string): Promise<ConversationRow | null> {
      const key = keyOf(senderId, conversationId);
      const remembered = known.get(key);
      if (remembered) {
        known.delete(key);
        known.set(key, remembered);
        return remembered;
      }
      const row = await conversationFor(db, senderId, conversationId);
      if (row) {
        known.set(key, row);
        if (known.size > REMEMBERED_CONVERSATIONS) known.delete(known.keys().next().value as string);
      }
      return row;
    },
    forget(senderId: string, conversationId: string): void {
      known.delete(keyOf(senderId, conversationId));
    },
  };
}
