// What the realtime socket (/api/realtime) sends a signed-in user (§4 live events): messages stored and read, and
// conversations moved on, only of conversations they take part in.
import { z } from 'zod';
import { ConversationSchema, MessageSchema } from './messaging.ts';

export const REALTIME_PATH = '/api/realtime';

export const LiveEventSchema = z.union([
  z.object({ table: z.literal('ready') }),
  z.object({ table: z.literal('pong') }),
  z.object({ table: z.literal('messages'), type: z.literal('insert'), record: MessageSchema }),
  z.object({ table: z.literal('messages'), type: z.literal('update'), record: z.object({ conversationId: z.string(), readBy: z.string() }) }),
  z.object({ table: z.literal('conversations'), type: z.enum(['insert', 'update']), record: ConversationSchema }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
