// The frames a client sends on its realtime socket (realtime/routes.ts): typing notices, passed on to the other
// participant only, and messages sent instead of a POST, by the POST's rules: only a participant, 30 a minute across
// the sender's sockets and POSTs (unless RATE_LIMITS=off), trimmed and masked (sender.ts). Each message is answered on
// the socket by its ref: `sent` with the stored message, or `send-failed` with the reason in the POST's words. A
// socket's messages are stored one after another, in the order they came.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError, MESSAGING_MESSAGES } from '#shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { answer, sendFailed, tooFast, type ClientRequestFrame, type RealtimeHub } from '../realtime/index.ts';
import { conversationFor } from './conversations.ts';
import { liveTyping } from './live-messages.ts';
import { toMessage } from './messages.ts';
import type { MessageSender } from './sender.ts';

/** This many of a socket's messages may wait: a server that falls behind refuses more instead of queueing them all. */
const MAX_WAITING_SENDS = 10;

/** The socket's sender, for each `send` frame: stores it in its turn and answers it. */
export function socketSends(
  { sender, log }: { sender: MessageSender; log: FastifyBaseLogger },
  socket: WebSocket,
  userId: string,
) {
  const store = async (ref: string, conversationId: string, content: string) => {
    const failed = (code: string, message: string) => sendFailed(socket, ref, code, message);
    try {
      const { message } = await sender.send(userId, conversationId, content);
      answer(socket, { table: 'sent', ref, record: toMessage(message, userId) });
    } catch (error) {
      if (error instanceof AppError) return failed(error.code, error.message);
      log.error({ err: error }, 'a message sent on the socket could not be stored');
      failed('SEND_FAILED', MESSAGING_MESSAGES.sendFailedRetry);
    }
  };

  let waiting = 0;
  let turn: Promise<void> = Promise.resolve();
  return (ref: string, conversationId: string, content: string): void => {
    if (waiting >= MAX_WAITING_SENDS) return tooFast(socket, ref);
    waiting += 1;
    turn = turn.then(() => store(ref, conversationId, content)).finally(() => (waiting -= 1));
  };
}

/** What messaging does with a socket's frames: its typing notices and its messages. */
export function messagingFrames({
  db,
  realtime,
  sender,
  log,
}: {
  db: Db;
  realtime: RealtimeHub;
  sender: MessageSender;
  log: FastifyBaseLogger;
}) {
  /** Only a participant's typing is passed on, to the other participant. */
  const tellTyping = async (userId: string, conversationId: string) => {
    const conversation = await conversationFor(db, userId, conversationId);
    if (conversation) liveTyping(realtime, conversation, userId);
  };
  return (socket: WebSocket, userId: string) => {
    const send = socketSends({ sender, log }, socket, userId);
    return (frame: ClientRequestFrame) => {
      if (frame.type === 'typing')
        void tellTyping(userId, frame.conversationId).catch((error: unknown) =>
          log.warn({ err: error }, 'a typing notice failed'),
        );
      else send(frame.ref, frame.conversationId, frame.content);
    };
  };
}
