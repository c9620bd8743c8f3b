// Messages sent on a realtime socket (routes.ts) instead of a POST, by the POST's rules: only a participant, 30 a
// minute across the sender's sockets and POSTs (unless RATE_LIMITS=off), trimmed and masked (messaging/sender.ts).
// Each is answered on the socket by its ref: `sent` with the stored message, or `send-failed` with the reason in the
// POST's words. A socket's messages are stored one after another, in the order they came. The socket closes when its
// session ends (realtime-hub.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError, ERROR_CODES, MESSAGING_MESSAGES } from '#shared/errors.ts';
import { SOCKET_SEND_ERRORS, type LiveEvent } from '#shared/realtime.ts';
import { toMessage } from '../messaging/messages.ts';
import type { MessageSender } from '../messaging/sender.ts';

/** This many of a socket's messages may wait: a server that falls behind refuses more instead of queueing them all. */
const MAX_WAITING_SENDS = 10;

export function answer(socket: WebSocket, event: LiveEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/** `ref`'s send refused, and why. */
export function sendFailed(socket: WebSocket, ref: string, code: string, message: string): void {
  answer(socket, { table: 'send-failed', ref, error: { code, message } });
}

/** `ref`'s send refused for going too fast (frames over 10 a second, too many waiting). */
export function tooFast(socket: WebSocket, ref: string): void {
  sendFailed(socket, ref, ERROR_CODES.rateLimitExceeded, SOCKET_SEND_ERRORS.tooFast);
}

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
