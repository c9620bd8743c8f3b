// A stored message goes out: live to both participants' sockets on every instance, and as a web push to the
// recipient when no socket of theirs is open on any instance.
import type { FastifyBaseLogger } from 'fastify';
import type { PushNotifier } from '../push/index.ts';
import type { RealtimeHub } from '../realtime/index.ts';
import { liveMessageSent } from './live-messages.ts';
import type { SentMessage } from './message-store.ts';

const PREVIEW_LENGTH = 140;

export type DeliverMessage = (sent: SentMessage) => void;

export function createMessageDelivery(
  realtime: RealtimeHub,
  push: PushNotifier,
  log: FastifyBaseLogger,
): DeliverMessage {
  return (sent) => {
    const { conversation, message } = sent;
    liveMessageSent(realtime, sent);
    const recipient =
      message.senderId === conversation.participant1 ? conversation.participant2 : conversation.participant1;
    if (realtime.isOnline(recipient)) return;
    const about = conversation.metadata.entityName;
    const body =
      message.content.length > PREVIEW_LENGTH ? `${message.content.slice(0, PREVIEW_LENGTH - 1)}…` : message.content;
    push
      .notify(recipient, {
        title: about ? `New message about ${about}` : 'New message',
        body,
        url: `/messages?c=${conversation.id}`,
        tag: `conversation-${conversation.id}`,
      })
      .catch((error: unknown) => log.warn({ err: error }, 'pushing a new message failed'));
  };
}
