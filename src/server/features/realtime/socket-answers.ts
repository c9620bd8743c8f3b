// Answers to a client's frames on its socket, by the frame's ref.
import type { WebSocket } from 'ws';
import { ERROR_CODES } from '#shared/errors.ts';
import { SOCKET_SEND_ERRORS, type LiveEvent } from '#shared/realtime.ts';

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
