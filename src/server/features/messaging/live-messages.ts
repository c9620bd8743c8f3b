// Messaging's live events, carried by realtime's bus and sockets to the participants of a conversation on every
// instance: the stored message as each of them sees it, the conversation as they see it (unread count included), that
// the other side read their messages, and who is typing. Nobody outside a conversation's two participants is sent
// anything (§6). A message's event carries the stored message and conversation and who it is shown with, so
// delivering it reads nothing; where those would not fit in a NOTIFY payload each instance reads them.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ConversationSchema, MessageSchema } from '#shared/messaging.ts';
import type { Db } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import type { ChangeEvent, DeliverEvent, RealtimeHub } from '../realtime/index.ts';
import { describeForParticipants, readConversationPeople, type ShownConversation } from './conversations.ts';
import type { SentMessage } from './message-store.ts';
import { toMessage } from './messages.ts';

/** A stored message as it travels between instances (dates as ISO text): what every viewer's copy is made from. */
export const StoredMessageSchema = MessageSchema.omit({ mine: true, masked: true });

/** A conversation's row after the change, as it travels between instances (dates as ISO text). */
export const StoredConversationSchema = ConversationSchema.pick({
  id: true,
  entityType: true,
  entityId: true,
  metadata: true,
  lastMessage: true,
  lastMessageTime: true,
  lastActivityAt: true,
}).extend({ participant1: z.string(), participant2: z.string(), unread1: z.number().int(), unread2: z.number().int() });

/** Both participants' names and the listing's name, as the store read them (ConversationPeople). */
const ConversationPeopleSchema = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string() })).max(2),
  listing: z.object({ name: z.string(), contactName: z.string().nullable() }).nullable(),
});

export const ConversationEventSchema = z.object({
  /** §4 live events: a message stored or read, a conversation moved on; someone typing. */
  table: z.enum(['messages', 'conversations', 'typing']),
  type: z.enum(['insert', 'update', 'delete']),
  conversationId: z.string(),
  /** The stored message, for a message insert. */
  messageId: z.string().optional(),
  /** That message itself, when it fits (otherwise each instance reads it by id). */
  message: StoredMessageSchema.optional(),
  /** The conversation after the change, when it fits (otherwise each instance reads it). */
  conversation: StoredConversationSchema.optional(),
  /** Who the conversation is shown with, read with it (otherwise each instance reads them). */
  people: ConversationPeopleSchema.optional(),
  /** Who read (a messages update: their side's messages are now read), or who is typing. */
  readBy: z.string().optional(),
  typing: z.string().optional(),
  /** The two participants: nobody else is told (§6). */
  audience: z.array(z.string()).max(2),
});
export type ConversationEvent = z.infer<typeof ConversationEventSchema>;
type StoredMessage = z.infer<typeof StoredMessageSchema>;
type StoredConversation = z.infer<typeof StoredConversationSchema>;

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
type Participants = Pick<ConversationRow, 'id' | 'participant1' | 'participant2'>;

const storedMessage = (row: MessageRow): StoredMessage => ({ ...row, timestamp: row.timestamp.toISOString() });
const messageRow = (stored: StoredMessage): MessageRow => ({ ...stored, timestamp: new Date(stored.timestamp) });

function storedConversation(row: ShownConversation): StoredConversation {
  const {
    id,
    participant1,
    participant2,
    entityType,
    entityId,
    metadata,
    lastMessage,
    lastMessageTime,
    lastActivityAt,
    unread1,
    unread2,
  } = row;
  return {
    id,
    participant1,
    participant2,
    entityType,
    entityId,
    metadata,
    lastMessage,
    lastMessageTime: lastMessageTime?.toISOString() ?? null,
    lastActivityAt: lastActivityAt.toISOString(),
    unread1,
    unread2,
  };
}

function shownConversation(stored: StoredConversation): ShownConversation {
  return {
    ...stored,
    lastMessageTime: stored.lastMessageTime === null ? null : new Date(stored.lastMessageTime),
    lastActivityAt: new Date(stored.lastActivityAt),
  };
}

/** The event without the rows it carries: what goes to the other instances when it would not fit in a notice. */
export function bareEvent(event: ConversationEvent): ConversationEvent {
  return { ...event, message: undefined, conversation: undefined, people: undefined };
}

function publish(hub: RealtimeHub, event: ConversationEvent): void {
  const carries = event.message || event.conversation || event.people;
  hub.publish(event, carries ? bareEvent(event) : undefined);
}

/** A message was stored: its thread and its conversation changed, for both participants on every instance. */
export function liveMessageSent(hub: RealtimeHub, { conversation, message, people }: SentMessage): void {
  const audience = [conversation.participant1, conversation.participant2];
  publish(hub, {
    table: 'messages',
    type: 'insert',
    conversationId: conversation.id,
    messageId: message.id,
    message: storedMessage(message),
    audience,
  });
  publish(hub, {
    table: 'conversations',
    type: 'update',
    conversationId: conversation.id,
    conversation: storedConversation(conversation),
    people,
    audience,
  });
}

/** The sender took a message back: it leaves both participants' threads, and the conversation moved on. */
export function liveMessageDeleted(hub: RealtimeHub, conversation: Participants, messageId: string): void {
  const audience = [conversation.participant1, conversation.participant2];
  publish(hub, { table: 'messages', type: 'delete', conversationId: conversation.id, messageId, audience });
  publish(hub, { table: 'conversations', type: 'update', conversationId: conversation.id, audience });
}

/** `readBy` read the other side's messages of the conversation. */
export function liveConversationRead(hub: RealtimeHub, conversation: Participants, readBy: string): void {
  publish(hub, {
    table: 'messages',
    type: 'update',
    conversationId: conversation.id,
    readBy,
    audience: [conversation.participant1, conversation.participant2],
  });
}

/** `userId` is typing in the conversation: the other participant is told. */
export function liveTyping(hub: RealtimeHub, conversation: Participants, userId: string): void {
  const other = conversation.participant1 === userId ? conversation.participant2 : conversation.participant1;
  publish(hub, { table: 'typing', type: 'update', conversationId: conversation.id, typing: userId, audience: [other] });
}

/** Each participant with a socket here gets the event as they see it. */
function deliverConversationEvent(db: Db): DeliverEvent {
  return async (change: ChangeEvent, here, send) => {
    const parsed = ConversationEventSchema.safeParse(change);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.table === 'messages' && event.type === 'insert' && event.messageId) {
      const row = event.message
        ? messageRow(event.message)
        : (await db.select().from(messages).where(eq(messages.id, event.messageId)))[0];
      if (row)
        for (const userId of here) send(userId, { table: 'messages', type: 'insert', record: toMessage(row, userId) });
    } else if (event.table === 'messages' && event.type === 'delete' && event.messageId) {
      for (const userId of here)
        send(userId, {
          table: 'messages',
          type: 'delete',
          record: { conversationId: event.conversationId, id: event.messageId },
        });
    } else if (event.table === 'messages' && event.type === 'update' && event.readBy) {
      for (const userId of here)
        send(userId, {
          table: 'messages',
          type: 'update',
          record: { conversationId: event.conversationId, readBy: event.readBy },
        });
    } else if (event.table === 'typing' && event.typing) {
      for (const userId of here)
        send(userId, { table: 'typing', record: { conversationId: event.conversationId, userId: event.typing } });
    } else if (event.table === 'conversations') {
      const row = event.conversation
        ? shownConversation(event.conversation)
        : (await db.select().from(conversations).where(eq(conversations.id, event.conversationId)))[0];
      if (!row) return;
      const type = event.type === 'insert' ? 'insert' : 'update';
      const people = event.conversation && event.people ? event.people : await readConversationPeople(db, row);
      for (const [userId, record] of describeForParticipants(row, people, here))
        send(userId, { table: 'conversations', type, record });
    }
  };
}

/** Messaging's events reach the participants' sockets on this instance. */
export function deliverLiveMessages(hub: RealtimeHub, db: Db): void {
  const deliver = deliverConversationEvent(db);
  for (const table of ConversationEventSchema.shape.table.options) hub.deliverEvents(table, deliver);
}
