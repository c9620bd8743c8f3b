// Sending a message, whichever way it comes (a POST, or a frame on the realtime socket): only a participant may send
// (§6: anyone else is told the conversation does not exist), the message is stored as §4/§5 say (messages.ts), both
// participants hear of it live and by push (announce.ts), and a demo host answers in its own time (§4).
import { MESSAGING_ERRORS } from '#shared/messaging.ts';
import type { Db } from '../../db/client.ts';
import type { AnnounceMessage } from './announce.ts';
import { conversationFor, MessagingProblem } from './conversations.ts';
import { createDemoReplies } from './demo-replies.ts';
import { sendMessage, type SentMessage } from './messages.ts';

export interface MessageSender {
  /** Throws MessagingProblem: 404 when the sender is not a participant, 400 when there is nothing to send. */
  send(senderId: string, conversationId: string, content: string): Promise<SentMessage>;
  /** Cancels the demo replies still waiting (the app is closing). */
  stop(): void;
}

export function createMessageSender(db: Db, announce: AnnounceMessage): MessageSender {
  const demoReplies = createDemoReplies(db, announce);
  return {
    async send(senderId, conversationId, content) {
      const conversation = await conversationFor(db, senderId, conversationId);
      if (!conversation) throw new MessagingProblem(404, 'NOT_FOUND', MESSAGING_ERRORS.notFound);
      const sent = await sendMessage(db, senderId, conversation, content);
      announce(sent.conversation, sent.message);
      demoReplies.after(sent.conversation, senderId);
      return sent;
    },
    stop: () => demoReplies.stop(),
  };
}
