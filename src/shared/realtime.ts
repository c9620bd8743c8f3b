// What the realtime socket (/api/realtime) sends a signed-in user (§4 live events): messages stored and read, and
// conversations moved on, only of conversations they take part in.
import { z } from 'zod';
import { MESSAGING } from './constants.ts';
import { ConversationSchema, MESSAGING_ERRORS, MessageSchema, SendMessageRequestSchema } from './messaging.ts';

export const REALTIME_PATH = '/api/realtime';

export const LiveEventSchema = z.union([
  z.object({ table: z.literal('ready') }),
  z.object({ table: z.literal('pong') }),
  z.object({ table: z.literal('messages'), type: z.literal('insert'), record: MessageSchema }),
  z.object({
    table: z.literal('messages'),
    type: z.literal('update'),
    record: z.object({ conversationId: z.string(), readBy: z.string() }),
  }),
  /** The sender took the message back. */
  z.object({
    table: z.literal('messages'),
    type: z.literal('delete'),
    record: z.object({ conversationId: z.string(), id: z.string() }),
  }),
  z.object({ table: z.literal('conversations'), type: z.enum(['insert', 'update']), record: ConversationSchema }),
  /** The other participant is typing (for a few seconds from now). */
  z.object({ table: z.literal('typing'), record: z.object({ conversationId: z.string(), userId: z.string() }) }),
  /** Answers to a `send` frame of this socket, by its `ref`: the stored message (its live insert event follows too), or why not. */
  z.object({ table: z.literal('sent'), ref: z.string(), record: MessageSchema }),
  z.object({
    table: z.literal('send-failed'),
    ref: z.string(),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/** A message sent on the socket instead of a POST (no HTTP request, no session read per message); `ref` pairs the answer. */
export const SendFrameSchema = z.object({
  type: z.literal('send'),
  ref: z.string().min(1).max(64),
  conversationId: z.uuid(MESSAGING_ERRORS.notFound),
  content: SendMessageRequestSchema.shape.content,
});

/** What a client may send on the socket. */
export const ClientFrameSchema = z.union([
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('typing'), conversationId: z.uuid() }),
  SendFrameSchema,
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

export const SOCKET_SEND_ERRORS = {
  tooFast: MESSAGING_ERRORS.tooFast,
} as const;

/** A typing notice shows this long after the last one. */
export const TYPING_SHOWN_MS = 4000;
/** A client sends at most one typing notice per conversation this often. */
export const TYPING_EVERY_MS = 2000;

/** True while fewer than 10 frames went out in the last second (and counts this one). */
export function frameRate(
  limit: number = MESSAGING.realtimeEventsPerSecond,
  now: () => number = Date.now,
): () => boolean {
  return withinLimit(limit, 1000, now);
}

/** True while fewer than `limit` calls came in the last `windowMs` (and counts this one). */
export function withinLimit(limit: number, windowMs: number, now: () => number = Date.now): () => boolean {
  const sent: number[] = [];
  return () => {
    const t = now();
    while (sent.length > 0 && t - sent[0]! >= windowMs) sent.shift();
    if (sent.length >= limit) return false;
    sent.push(t);
    return true;
  };
}
